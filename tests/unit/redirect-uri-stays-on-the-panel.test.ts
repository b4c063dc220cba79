import { describe, expect, it } from 'vitest';
import { loginPathFor, sanitizeRedirect } from '../../src/domain/redirect';

describe('redirect_uri only ever leads to a path of the panel', () => {
  it.each([
    ['/map/live', '/map/live'],
    ['/staff/leave/list?status=100', '/staff/leave/list?status=100'],
    ['/order/detail/42#timeline', '/order/detail/42#timeline'],
    ['/staff/list?name=Ay%C5%9Fe%20Y%C4%B1lmaz', '/staff/list?name=Ay%C5%9Fe%20Y%C4%B1lmaz'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(sanitizeRedirect(input)).toBe(expected);
  });

  it.each([
    ['an absolute http URL', 'http://evil.example/'],
    ['an absolute https URL', 'https://evil.example/map/live'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative URL', '//evil.example/map'],
    ['a slash-backslash URL', '/\\evil.example'],
    ['a double backslash', '\\\\evil.example'],
    ['an encoded protocol-relative URL', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a tab inside the scheme', '/\t/evil.example'],
    ['a leading space', ' /map/live'],
    ['a relative path', 'map/live'],
    ['the login page itself', '/login?redirect_uri=/map/live'],
    ['an undecodable value', '/%E0%A4%A'],
    ['nothing', ''],
    ['null', null],
  ])('refuses %s', (_name, input) => {
    expect(sanitizeRedirect(input as string | null)).toBe('/');
  });

  it('builds the login path with the original path, search and hash', () => {
    expect(loginPathFor({ pathname: '/map/live', search: '?w=1', hash: '#c' })).toBe(
      `/login?redirect_uri=${encodeURIComponent('/map/live?w=1#c')}`,
    );
    expect(loginPathFor({ pathname: '/', search: '', hash: '' })).toBe('/login');
    expect(loginPathFor({ pathname: '/login', search: '?redirect_uri=/x', hash: '' })).toBe('/login');
  });
});
