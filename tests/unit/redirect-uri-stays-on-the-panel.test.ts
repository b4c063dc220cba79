import { describe, expect, it } from 'vitest';
import { loginPathFor, sanitizeRedirect } from '../../src/domain/redirect';

describe('redirect_uri only ever leads to a path of the panel', () => {
  it.each([
    ['/map/live', '/map/live'],
    ['/staff/leave/list?status=100', '/staff/leave/list?status=100'],
    ['/order/detail/42#timeline', '/order/detail/42#timeline'],
    ['/staff/list?name=Ay%C5%9Fe%20Y%C4%B1lmaz', '/staff/list?name=Ay%C5%9Fe%20Y%C4%B1lmaz'],
    ['/announcement/list/', '/announcement/list/'],
    ['/dys/wps/logs/detail/a/b?x=%2F%2Fnot-a-host', '/dys/wps/logs/detail/a/b?x=%2F%2Fnot-a-host'],
    ['/loginx', '/loginx'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(sanitizeRedirect(input)).toBe(expected);
  });

  it.each([
    ['an absolute http URL', 'http://evil.example/'],
    ['an absolute https URL', 'https://evil.example/map/live'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an upper-case JavaScript: URL', 'JavaScript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative URL', '//evil.example/map'],
    ['a triple slash', '///evil.example'],
    ['a slash-backslash URL', '/\\evil.example'],
    ['a double backslash', '\\\\evil.example'],
    ['a backslash deeper in', '/map\\..\\\\evil.example'],
    ['an encoded protocol-relative URL', '/%2F%2Fevil.example'],
    ['an encoded protocol-relative URL, lower case', '/%2f%2fevil.example'],
    ['a fully encoded protocol-relative URL', '%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['a tab inside', '/\t/evil.example'],
    ['a newline', '/map/live\n'],
    ['a C1 control character', '/\u0085/evil.example'],
    ['a leading space', ' /map/live'],
    ['a leading tab', '\t/map/live'],
    ['a relative path', 'map/live'],
    ['a dot path', './map/live'],
    ['the login page itself', '/login?redirect_uri=/map/live'],
    ['the login page in capitals', '/LOGIN'],
    ['the login page with a trailing slash', '/login/'],
    ['the login page through dot segments', '/map/../login'],
    ['the login page percent-encoded', '/%6Cogin'],
    ['an undecodable value', '/%E0%A4%A'],
    ['something too long', `/${'a'.repeat(3000)}`],
    // dot segments that resolve to a protocol-relative path ("/.//host" -> "//host")
    ['a dot segment before a double slash', '/.//evil.example'],
    ['a dot-dot segment before a double slash', '/..//evil.example'],
    ['a dot-dot segment deeper in', '/map/..//evil.example'],
    ['two dot-dot segments', '/a/b/../..//evil.example/x'],
    ['an encoded dot segment', '/%2e//evil.example'],
    ['an encoded dot-dot segment', '/%2E%2E//evil.example'],
    ['a dot segment and an encoded slash', '/.%2F/evil.example'],
    ['a dot segment and a backslash', '/./\\evil.example'],
    ['a dot segment and a tab', '/.\t//evil.example'],
    ['a dot segment and a newline', '/./\n/evil.example'],
    ['a dot segment and encoded backslashes', '/.%5C%5Cevil.example'],
    ['nothing', ''],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_name, input) => {
    expect(sanitizeRedirect(input as string | null | undefined)).toBe('/');
  });

  it('accepts what loginPathFor produced, once read back from the query', () => {
    const location = { pathname: '/staff/list', search: '?name=Ay%C5%9Fe&page=2', hash: '#row-3' };
    const query = loginPathFor(location).split('?')[1];
    expect(sanitizeRedirect(new URLSearchParams(query).get('redirect_uri'))).toBe('/staff/list?name=Ay%C5%9Fe&page=2#row-3');
  });

  it('builds the login path with the original path, search and hash', () => {
    expect(loginPathFor({ pathname: '/map/live', search: '?w=1', hash: '#c' })).toBe(`/login?redirect_uri=${encodeURIComponent('/map/live?w=1#c')}`);
    expect(loginPathFor({ pathname: '/', search: '', hash: '' })).toBe('/login');
  });

  it('on the login page keeps that page and its redirect_uri rather than pointing at itself', () => {
    const search = `?redirect_uri=${encodeURIComponent('/map/live')}`;
    expect(loginPathFor({ pathname: '/login', search, hash: '' })).toBe(`/login${search}`);
    expect(loginPathFor({ pathname: '/login', search: '', hash: '' })).toBe('/login');
  });
});
