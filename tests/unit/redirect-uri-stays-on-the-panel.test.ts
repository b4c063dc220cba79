import { describe, expect, it } from 'vitest';
import { loginPathFor, sanitizeRedirect, signedOutStart } from '../../src/domain/redirect';
import { namesPanelRoute } from '../../src/framework/namesPanelRoute';
import { registry } from '../../src/registryOfResources';
import { PUBLIC_PATHS } from '../../src/screens/public/publicPages';

// What the running panel hands in: the routes of every resource and page file.
const routes = namesPanelRoute(registry);
const sanitize = (value: string | null | undefined) => sanitizeRedirect(value, routes);

describe('redirect_uri only ever leads to a route of the panel', () => {
  it.each([
    ['/map/live', '/map/live'],
    ['/staff/leave/list?status=100', '/staff/leave/list?status=100'],
    ['/order/detail/42#timeline', '/order/detail/42#timeline'],
    ['/staff/list?name=Ay%C5%9Fe%20Y%C4%B1lmaz', '/staff/list?name=Ay%C5%9Fe%20Y%C4%B1lmaz'],
    ['/announcement/list/', '/announcement/list/'],
    ['/announcement/list/17', '/announcement/list/17'],
    ['/dys/wps/logs/detail/a/b?x=%2F%2Fnot-a-host', '/dys/wps/logs/detail/a/b?x=%2F%2Fnot-a-host'],
    ['/fleet/vehicle/detail/7?tab=documents', '/fleet/vehicle/detail/7?tab=documents'],
    ['/', '/'],
  ])('keeps the panel route %s', (input, expected) => {
    expect(sanitize(input)).toBe(expected);
  });

  it.each([
    ['an absolute http URL', 'http://evil.example/'],
    ['an absolute https URL', 'https://evil.example/map/live'],
    ['the same host on another port', 'http://127.0.0.1:9999/map/live'],
    ['an absolute URL with userinfo', 'https://panel.example@evil.example/map/live'],
    ['a protocol-relative URL with userinfo', '//panel.example@evil.example'],
    ['userinfo in a path', '/@evil.example'],
    ['a route followed by userinfo', '/map/live@evil.example'],
    ['a scheme with one slash', 'https:/evil.example'],
    ['a scheme without slashes', 'https:evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an upper-case JavaScript: URL', 'JavaScript:alert(1)'],
    ['a javascript: URL with a commented newline', 'javascript://%0aalert(1)'],
    ['a javascript: URL behind a slash', '/javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a base64 data: URL', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['a vbscript: URL', 'vbscript:msgbox(1)'],
    ['a protocol-relative URL', '//evil.example/map'],
    ['a triple slash', '///evil.example'],
    ['a slash-backslash URL', '/\\evil.example'],
    ['a backslash-slash URL', '\\/evil.example'],
    ['a double backslash', '\\\\evil.example'],
    ['a backslash deeper in', '/map\\..\\\\evil.example'],
    ['an encoded protocol-relative URL', '/%2F%2Fevil.example'],
    ['an encoded protocol-relative URL, lower case', '/%2f%2fevil.example'],
    ['a fully encoded protocol-relative URL', '%2F%2Fevil.example'],
    ['a doubly encoded protocol-relative URL', '/%252f%252fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded backslash, lower case', '/%5cevil.example'],
    ['an encoded slash and backslash', '%2F%5Cevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['a tab inside', '/\t/evil.example'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a newline inside', '/\n/evil.example'],
    ['a carriage return and newline inside', '/map/live\r\nSet-Cookie:x=1'],
    ['an encoded carriage return and newline', '/map/live%0d%0aSet-Cookie:x=1'],
    ['a newline', '/map/live\n'],
    ['a NUL', '/map/live%00'],
    ['a C1 control character', '/\u0085/evil.example'],
    ['a leading space', ' /map/live'],
    ['a leading tab', '\t/map/live'],
    ['a no-break space', '/\u00a0/evil.example'],
    ['fullwidth solidi', '/\uff0f\uff0fevil.example'],
    ['fullwidth solidi alone', '\uff0f\uff0fevil.example'],
    ['division slashes', '/\u2215\u2215evil.example'],
    ['fraction slashes', '\u2044\u2044evil.example'],
    ['a fullwidth reverse solidus', '/\uff3cevil.example'],
    ['encoded fullwidth solidi', '/%EF%BC%8F%EF%BC%8Fevil.example'],
    ['a relative path', 'map/live'],
    ['a dot path', './map/live'],
    ['a path of no route', '/no/such/page'],
    ['a route with an extra segment', '/map/live/extra'],
    ['a detail route without its id', '/fleet/vehicle/detail'],
    ['a look-alike of the login page', '/loginx'],
    ['the login page itself', '/login?redirect_uri=/map/live'],
    ['the login page in capitals', '/LOGIN'],
    ['the login page with a trailing slash', '/login/'],
    ['the login page through dot segments', '/map/../login'],
    ['the login page percent-encoded', '/%6Cogin'],
    ['a public page (a reset link must not ride a sign-in)', '/password/reset?token=theirs'],
    ['the external download redirect', '/fieldgo'],
    ['an undecodable value', '/%E0%A4%A'],
    ['something too long', `/map/live?q=${'a'.repeat(3000)}`],
    // dot segments that resolve to a protocol-relative path ("/.//host" -> "//host")
    ['a dot segment before a double slash', '/.//evil.example'],
    ['a dot-dot segment before a double slash', '/..//evil.example'],
    ['a dot-dot segment deeper in', '/map/..//evil.example'],
    ['two dot-dot segments', '/a/b/../..//evil.example/x'],
    ['dot-dot segments with encoded slashes', '/map/live/..%2f..%2f..%2fevil.example'],
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
    expect(sanitize(input as string | null | undefined)).toBe('/');
  });

  it('refuses every path a caller does not name as a route', () => {
    expect(sanitizeRedirect('/map/live', () => false)).toBe('/');
    expect(sanitizeRedirect('/anything/the/caller/knows', (pathname) => pathname === '/anything/the/caller/knows')).toBe('/anything/the/caller/knows');
  });

  it('accepts what loginPathFor produced, once read back from the query', () => {
    const location = { pathname: '/staff/list', search: '?name=Ay%C5%9Fe&page=2', hash: '#row-3' };
    const query = loginPathFor(location).split('?')[1];
    expect(sanitize(new URLSearchParams(query).get('redirect_uri'))).toBe('/staff/list?name=Ay%C5%9Fe&page=2#row-3');
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

describe('a visit without a session starts on the sign-in page, before anything mounts', () => {
  const at = (path: string) => {
    const url = new URL(path, 'https://panel.invalid');
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  };

  it.each([
    ['/', '/login'],
    ['/fleet/vehicle/list', `/login?redirect_uri=${encodeURIComponent('/fleet/vehicle/list')}`],
    ['/fleet/vehicle/detail/7?tab=docs#top', `/login?redirect_uri=${encodeURIComponent('/fleet/vehicle/detail/7?tab=docs#top')}`],
    ['/no/such/page', `/login?redirect_uri=${encodeURIComponent('/no/such/page')}`],
    ['/password/resetx', `/login?redirect_uri=${encodeURIComponent('/password/resetx')}`],
  ])('%s starts at %s', (path, expected) => {
    expect(signedOutStart(at(path), PUBLIC_PATHS)).toBe(expected);
  });

  it.each(['/login', `/login?redirect_uri=${encodeURIComponent('/map/live')}`, '/LOGIN/', '/password/reset', '/password/reset?token=t', '/Password/Reset/', '/health', '/fieldgo'])(
    '%s needs no sign-in and stays',
    (path) => {
      expect(signedOutStart(at(path), PUBLIC_PATHS)).toBeNull();
    },
  );
});
