import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../authProvider/createAuthProvider';
import { createCalls } from '../../dataProvider/calls';
import type { LoginResponse, User } from '../../src/domain/types';
import { namesPanelRoute } from '../../src/framework/namesPanelRoute';
import { registry } from '../../src/registryOfResources';
import { client, fakeAnalytics, fakeBridge, memoryStorage, type Handler } from './support/fakes';

const user = (overrides: Partial<User> = {}): User => ({
  _id: 'u1',
  name: 'Ayşe Yılmaz',
  email: 'owner@franchise.example',
  username: 'owner',
  isQuickEmployee: false,
  forcePasswordChange: false,
  roles: [{ role: { key: 'live_map' }, permissions: ['read'] }],
  isOwner: true,
  warehouseCount: 2,
  cityCount: 1,
  domainTypes: [1],
  franchise: { _id: 'f1', name: 'Kadıköy', countryCode: 'TR' },
  franchises: [{ _id: 'f1', name: 'Kadıköy', countryCode: 'TR' }],
  ...overrides,
});

const country = {
  _id: 'c1',
  code: { alpha2: 'TR' },
  currency: { code: { alpha: 'TRY' } },
  timezones: [{ timezone: 'Europe/Istanbul', id: 'tz-ist' }],
  countryCode: '90',
};

const loginReply = (u: User): LoginResponse => ({ accessToken: 'access-1', refreshToken: 'refresh-1', user: u, country });

const signedIn = (extra: Record<string, string> = {}) =>
  memoryStorage({ accessToken: 'a', refreshToken: 'r', user: JSON.stringify(user()), 'user-country': JSON.stringify(country), language: 'tr', ...extra });

function setup(handler: Handler, { pathname = '/login', search = '', storage = memoryStorage({ language: 'tr' }) } = {}) {
  const bridge = fakeBridge(pathname, search);
  const { http, calls } = client(handler, { storage, bridge });
  const deps = {
    calls: createCalls(http),
    storage,
    bridge,
    analytics: fakeAnalytics(),
    replaceLocation: vi.fn(),
    reload: vi.fn(),
    flashStorage: memoryStorage(),
    draftStorage: memoryStorage(),
    namesPanelRoute: namesPanelRoute(registry),
  };
  return { provider: createAuthProvider(deps), deps, storage, calls, bridge, location: bridge.location };
}

/** Whether `answer` settles within a few macrotasks (a logout that unloads the page never does). */
const settles = (answer: Promise<unknown>) =>
  Promise.race([answer.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20))]);

const callsTo = (calls: Array<{ url: string }>, path: string) => calls.filter((call) => call.url === `/api${path}`);

describe('login', () => {
  it("stores the spec's session keys and goes to the sanitized redirect_uri", async () => {
    const { provider, storage, calls } = setup(() => ({ status: 200, body: loginReply(user()) }), {
      search: `?redirect_uri=${encodeURIComponent('/staff/list?page=2#top')}`,
    });
    await expect(provider.login({ username: 'owner', password: 'demo1234' })).resolves.toEqual({ redirectTo: '/staff/list?page=2#top' });
    expect(calls[0]).toMatchObject({ url: '/api/auth/login', method: 'POST', authorization: null, body: { username: 'owner', password: 'demo1234' } });
    expect(storage.getItem('accessToken')).toBe('access-1');
    expect(storage.getItem('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(storage.getItem('user')!)._id).toBe('u1');
    expect(JSON.parse(storage.getItem('user-country')!).code.alpha2).toBe('TR');
    expect(JSON.parse(storage.getItem('timezone')!)).toEqual({ timezone: 'Europe/Istanbul', id: 'tz-ist' });
  });

  it('goes to the root without a redirect_uri, and never to a hostile one', async () => {
    const plain = setup(() => ({ status: 200, body: loginReply(user()) }));
    await expect(plain.provider.login({ username: 'owner', password: 'demo1234' })).resolves.toEqual({ redirectTo: '/' });
    const hostile = setup(() => ({ status: 200, body: loginReply(user()) }), { search: '?redirect_uri=https://evil.example' });
    await expect(hostile.provider.login({ username: 'owner', password: 'demo1234' })).resolves.toEqual({ redirectTo: '/' });
  });

  it('goes to the root when the redirect_uri names no route of the panel', async () => {
    const stray = setup(() => ({ status: 200, body: loginReply(user()) }), { search: `?redirect_uri=${encodeURIComponent('/no/such/page?x=1')}` });
    await expect(stray.provider.login({ username: 'owner', password: 'demo1234' })).resolves.toEqual({ redirectTo: '/' });
  });

  it('sends the captcha token only when there is one', async () => {
    const { provider, calls } = setup(() => ({ status: 200, body: loginReply(user()) }));
    await provider.login({ username: 'owner', password: 'demo1234', captchaKey: 'captcha-token' });
    await provider.login({ username: 'owner', password: 'demo1234', captchaKey: '' });
    expect(calls[0].body).toEqual({ username: 'owner', password: 'demo1234', captchaKey: 'captcha-token' });
    expect(calls[1].body).toEqual({ username: 'owner', password: 'demo1234' });
  });

  it('sends a non-employee who must change password to the reset page', async () => {
    const { provider } = setup(() => ({ status: 200, body: loginReply(user({ forcePasswordChange: true })) }), { search: '?redirect_uri=%2Fmap%2Flive' });
    await expect(provider.login({ username: 'firstlogin', password: 'demo1234' })).resolves.toEqual({ redirectTo: '/password/reset?reason=required' });
  });

  it('lets a company employee with the flag through', async () => {
    const { provider } = setup(() => ({ status: 200, body: loginReply(user({ forcePasswordChange: true, isQuickEmployee: true })) }));
    await expect(provider.login({ username: 'employee', password: 'demo1234' })).resolves.toEqual({ redirectTo: '/' });
  });

  it('reloads a user without roles, leaving an explanation for the login page and no session behind', async () => {
    const { provider, deps, calls, storage } = setup(({ url }) => (url.endsWith('/auth/logout') ? { status: 200, body: { success: true } } : { status: 200, body: loginReply(user({ roles: [] })) }));
    await expect(provider.login({ username: 'noroles', password: 'demo1234' })).resolves.toEqual({ redirectTo: false });
    expect(deps.flashStorage.getItem('flash')).toBe('app.auth.no_roles');
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(callsTo(calls, '/auth/logout')[0]).toMatchObject({ method: 'POST', authorization: 'Bearer access-1' });
    expect(storage.getItem('accessToken')).toBeNull();
    expect(storage.getItem('language')).toBe('tr');
  });

  it('signs in with a Google credential through the Google call', async () => {
    const { provider, calls } = setup(() => ({ status: 200, body: loginReply(user()) }));
    await expect(provider.login({ clientToken: 'google-id-token' })).resolves.toEqual({ redirectTo: '/' });
    expect(calls[0]).toMatchObject({ url: '/api/auth/login/google', method: 'POST', authorization: null, body: { clientToken: 'google-id-token' } });
  });

  it("rejects a failed login with the gateway's message and stores nothing", async () => {
    const { provider, storage, calls } = setup(() => ({ status: 401, body: { message: 'Kullanıcı adı veya şifre hatalı', code: 'INVALID_CREDENTIALS' } }));
    await expect(provider.login({ username: 'owner', password: 'nope12' })).rejects.toMatchObject({ message: 'Kullanıcı adı veya şifre hatalı' });
    expect(storage.getItem('accessToken')).toBeNull();
    expect(calls).toHaveLength(1); // a refused sign-in is not a token to refresh
  });

  it('does not ask for the profile or the session right after signing in', async () => {
    const { provider, calls } = setup(() => ({ status: 200, body: loginReply(user()) }));
    await provider.login({ username: 'owner', password: 'demo1234' });
    await provider.checkAuth({});
    // with the user record the user menu reads its rules from
    await expect(provider.getIdentity!()).resolves.toEqual({ id: 'u1', fullName: 'Ayşe Yılmaz', email: 'owner@franchise.example', user: expect.objectContaining({ _id: 'u1', isQuickEmployee: false }) });
    expect(calls).toHaveLength(1);
  });
});

describe('checkAuth', () => {
  it('without a token sends the user to /login with the original path, search and hash', async () => {
    const { provider, calls, location } = setup(() => ({ status: 200 }), { pathname: '/staff/leave/list', search: '?status=100' });
    location.hash = '#top';
    await expect(provider.checkAuth({})).rejects.toEqual({
      redirectTo: `/login?redirect_uri=${encodeURIComponent('/staff/leave/list?status=100#top')}`,
      message: false,
    });
    expect(calls).toHaveLength(0);
  });

  it('runs the session check once per page load', async () => {
    const { provider, calls } = setup(() => ({ status: 200, body: { valid: true } }), { storage: signedIn(), pathname: '/map/live' });
    await Promise.all([provider.checkAuth({}), provider.checkAuth({})]);
    await provider.checkAuth({});
    expect(callsTo(calls, '/auth/session')).toHaveLength(1);
  });

  it('logs out when the session check is refused', async () => {
    const { provider, storage, deps } = setup(() => ({ status: 404, body: { message: 'no', code: 'NOT_FOUND' } }), {
      storage: signedIn(),
      pathname: '/fleet/vehicle/list',
    });
    await expect(provider.checkAuth({})).rejects.toEqual({
      redirectTo: `/login?redirect_uri=${encodeURIComponent('/fleet/vehicle/list')}`,
      message: 'app.auth.session_expired',
    });
    expect(storage.getItem('accessToken')).toBeNull();
    expect(storage.getItem('language')).toBe('tr');
    expect(deps.analytics.reset).toHaveBeenCalled();
    expect(deps.bridge.clearCache).toHaveBeenCalled();
  });

  it('keeps the redirect_uri when the refused session check already brought the user to /login', async () => {
    // 401 on the session check, then a failed refresh: the http client ends the session first.
    const { provider, location } = setup(({ url }) => (url.endsWith('/refresh') ? { status: 401, body: { valid: false } } : { status: 401 }), {
      storage: signedIn(),
      pathname: '/map/live',
    });
    const expected = `/login?redirect_uri=${encodeURIComponent('/map/live')}`;
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: expected });
    expect(`${location.pathname}${location.search}`).toBe(expected);
  });

  it('does not sign out over an unreachable or failing gateway, and asks again next time', async () => {
    let down = true;
    const { provider, storage, calls } = setup(
      () => {
        if (down) throw new TypeError('Failed to fetch');
        return { status: 200, body: { valid: true } };
      },
      { storage: signedIn(), pathname: '/map/live' },
    );
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(storage.getItem('accessToken')).toBe('a');
    down = false;
    await provider.checkAuth({});
    expect(callsTo(calls, '/auth/session')).toHaveLength(2);
  });
});

describe('checkError', () => {
  it('logs out on 401 (the refresh already failed) but not on 403, which the safe-path rule handled', async () => {
    const { provider } = setup(() => ({ status: 200 }), { pathname: '/map/live' });
    await expect(provider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: `/login?redirect_uri=${encodeURIComponent('/map/live')}`, message: false });
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(provider.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(provider.checkError(new Error('boom'))).resolves.toBeUndefined();
  });
});

describe('logout', () => {
  it('posts, clears everything but the keep-list and the cache, and replaces the location with /login', async () => {
    const storage = signedIn({ safePaths: '[]', timezone: '{}', theme: 'dark', notificationSound: 'off' });
    const { provider, deps, calls } = setup(() => ({ status: 200, body: { success: true } }), { storage, pathname: '/map/live' });
    await expect(provider.logout({})).resolves.toBe(false); // react-admin must not navigate too
    // the refresh token names the session even if the access token expired meanwhile
    expect(calls[0]).toMatchObject({ url: '/api/auth/logout', method: 'POST', authorization: 'Bearer a', body: { refreshToken: 'r' } });
    for (const key of ['accessToken', 'refreshToken', 'user', 'user-country', 'timezone', 'safePaths']) expect(storage.getItem(key), key).toBeNull();
    expect(storage.getItem('language')).toBe('tr');
    expect(storage.getItem('theme')).toBe('dark');
    expect(storage.getItem('notificationSound')).toBe('off');
    expect(deps.replaceLocation).toHaveBeenCalledWith('/login');
    expect(deps.bridge.clearCache).toHaveBeenCalled();
    expect(deps.analytics.reset).toHaveBeenCalled();
    expect(deps.bridge.navigate).not.toHaveBeenCalled();
  });

  it('still ends the session when the gateway cannot be reached', async () => {
    const { provider, deps, storage } = setup(() => {
      throw new TypeError('offline');
    }, { storage: signedIn() });
    await expect(provider.logout({})).resolves.toBe(false);
    expect(storage.getItem('accessToken')).toBeNull();
    expect(deps.replaceLocation).toHaveBeenCalledWith('/login');
  });

  it('of someone not signed in loads /login once with the path they wanted, and hands nothing back to react-admin', async () => {
    const { provider, location, deps, calls } = setup(() => ({ status: 200 }), { pathname: '/map/live', search: '?w=1' });
    location.hash = '#c';
    // A full page load, not react-admin's in-app navigation (see createAuthProvider's logout); the
    // answer never comes, so react-admin neither navigates nor clears its cache and checks again.
    expect(await settles(provider.logout({}))).toBe(false);
    expect(deps.replaceLocation).toHaveBeenCalledExactlyOnceWith(`/login?redirect_uri=${encodeURIComponent('/map/live?w=1#c')}`);
    // react-admin's logout-on-mount calling again while the page unloads does not restart the load
    expect(await settles(provider.logout({}))).toBe(false);
    expect(deps.replaceLocation).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });

  it('of someone not signed in on /login (or on the way there) stays put', async () => {
    const search = `?redirect_uri=${encodeURIComponent('/map/live')}`;
    const { provider, deps } = setup(() => ({ status: 200 }), { pathname: '/login', search });
    expect(await settles(provider.logout({}))).toBe(false);
    expect(deps.replaceLocation).not.toHaveBeenCalled();
  });

  it('after signing out, the logout-on-mount that follows does not load the page a second time', async () => {
    const { provider, deps } = setup(() => ({ status: 200, body: { success: true } }), { storage: signedIn(), pathname: '/map/live' });
    await expect(provider.logout({})).resolves.toBe(false);
    expect(await settles(provider.logout({}))).toBe(false);
    expect(deps.replaceLocation).toHaveBeenCalledExactlyOnceWith('/login');
  });
});

describe('identity and permissions', () => {
  it('refreshes the profile from /auth/me once per page load', async () => {
    const fresh = user({ name: 'Ayşe Y. Demir', roles: [{ role: { key: 'earnings' }, permissions: ['read'] }] });
    const { provider, calls, storage } = setup(() => ({ status: 200, body: { user: fresh, country } }), { storage: signedIn(), pathname: '/map/live' });
    await expect(provider.getIdentity!()).resolves.toEqual({ id: 'u1', fullName: 'Ayşe Y. Demir', email: 'owner@franchise.example', user: expect.objectContaining({ name: 'Ayşe Y. Demir' }) });
    await expect(provider.getPermissions!({})).resolves.toEqual({
      roles: [{ role: { key: 'earnings' }, permissions: ['read'] }],
      country: 'TR',
      isEmployee: false,
      isOwner: true,
      franchiseId: 'f1',
    });
    await provider.getIdentity!();
    expect(callsTo(calls, '/auth/me')).toHaveLength(1);
    expect(JSON.parse(storage.getItem('user')!).name).toBe('Ayşe Y. Demir');
  });

  it('logs out when /auth/me is refused', async () => {
    const { provider, storage, deps } = setup(() => ({ status: 404, body: { message: 'gone', code: 'NOT_FOUND' } }), { storage: signedIn(), pathname: '/map/live' });
    await expect(provider.getIdentity!()).rejects.toMatchObject({ status: 404 });
    expect(storage.getItem('accessToken')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(deps.analytics.reset).toHaveBeenCalled();
    expect(deps.bridge.clearCache).toHaveBeenCalled();
    expect(deps.bridge.navigate).toHaveBeenCalledWith(`/login?redirect_uri=${encodeURIComponent('/map/live')}`);
  });

  it('keeps the stored profile when /auth/me cannot be reached', async () => {
    const { provider, storage } = setup(() => {
      throw new TypeError('offline');
    }, { storage: signedIn() });
    await expect(provider.getIdentity!()).resolves.toMatchObject({ id: 'u1', fullName: 'Ayşe Yılmaz' });
    expect(storage.getItem('accessToken')).toBe('a');
  });

  it("does not answer 'access denied' once the session has ended, so a view still mounted keeps the way back to it", async () => {
    const { provider, deps, storage } = setup(() => ({ status: 200, body: { user: user(), country } }), { storage: signedIn(), pathname: '/fleet/vehicle/list' });
    const rule = vi.fn(() => false);
    Object.assign(deps, { canAccess: rule });
    await expect(provider.canAccess!({ resource: 'vehicles', action: 'edit' })).resolves.toBe(false);
    expect(rule).toHaveBeenCalledTimes(1);
    storage.removeItem('accessToken');
    // the sign-in page (with its redirect_uri) decides now, not /access-denied
    await expect(provider.canAccess!({ resource: 'vehicles', action: 'edit' })).resolves.toBe(true);
    expect(rule).toHaveBeenCalledTimes(1);
  });

  it('has no permissions without a session', async () => {
    const { provider, calls } = setup(() => ({ status: 200 }));
    await expect(provider.getPermissions!({})).resolves.toBeNull();
    await expect(provider.getIdentity!()).rejects.toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
