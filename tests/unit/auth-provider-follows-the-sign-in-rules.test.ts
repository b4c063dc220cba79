import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../authProvider/createAuthProvider';
import type { LoginResponse, User } from '../../src/domain/types';
import { client, fakeAnalytics, memoryStorage, type Handler } from './support/fakes';

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

const loginReply = (u: User): LoginResponse => ({
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  user: u,
  country: {
    _id: 'c1',
    code: { alpha2: 'TR' },
    currency: { code: { alpha: 'TRY' } },
    timezones: [{ timezone: 'Europe/Istanbul', id: 'tz-ist' }],
    countryCode: '90',
  },
});

function setup(handler: Handler, { search = '', storage = memoryStorage({ language: 'tr' }) } = {}) {
  const { http, calls, bridge } = client(handler, { storage });
  const location = { pathname: '/login', search, hash: '' };
  const deps = {
    http,
    analytics: fakeAnalytics(),
    clearCache: vi.fn(),
    location: () => location,
    replaceLocation: vi.fn(),
    reload: vi.fn(),
    flashStorage: memoryStorage(),
  };
  return { provider: createAuthProvider(deps), deps, storage, calls, location, bridge };
}

describe('the authProvider', () => {
  it("stores the spec's session keys on login and goes to the sanitized redirect_uri", async () => {
    const { provider, storage, calls } = setup(() => ({ status: 200, body: loginReply(user()) }), {
      search: `?redirect_uri=${encodeURIComponent('/staff/list?page=2')}`,
    });
    await expect(provider.login({ username: 'owner', password: 'demo1234' })).resolves.toEqual({ redirectTo: '/staff/list?page=2' });
    expect(calls[0]).toMatchObject({ url: '/api/auth/login', method: 'POST', body: { username: 'owner', password: 'demo1234' } });
    expect(storage.getItem('accessToken')).toBe('access-1');
    expect(storage.getItem('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(storage.getItem('user')!)._id).toBe('u1');
    expect(JSON.parse(storage.getItem('user-country')!).code.alpha2).toBe('TR');
    expect(JSON.parse(storage.getItem('timezone')!)).toEqual({ timezone: 'Europe/Istanbul', id: 'tz-ist' });
  });

  it('never follows a hostile redirect_uri', async () => {
    const { provider } = setup(() => ({ status: 200, body: loginReply(user()) }), { search: '?redirect_uri=https://evil.example' });
    await expect(provider.login({ username: 'owner', password: 'demo1234' })).resolves.toEqual({ redirectTo: '/' });
  });

  it('sends a non-employee who must change password to the reset page', async () => {
    const { provider } = setup(() => ({ status: 200, body: loginReply(user({ forcePasswordChange: true })) }));
    await expect(provider.login({ username: 'firstlogin', password: 'demo1234' })).resolves.toEqual({
      redirectTo: '/password/reset?reason=required',
    });
  });

  it('lets a company employee with the flag through', async () => {
    const { provider } = setup(() => ({ status: 200, body: loginReply(user({ forcePasswordChange: true, isQuickEmployee: true })) }));
    await expect(provider.login({ username: 'employee', password: 'demo1234' })).resolves.toEqual({ redirectTo: '/' });
  });

  it('reloads a user without roles, leaving an explanation for the login page', async () => {
    const { provider, deps } = setup(() => ({ status: 200, body: loginReply(user({ roles: [] })) }));
    await expect(provider.login({ username: 'noroles', password: 'demo1234' })).resolves.toEqual({ redirectTo: false });
    expect(deps.reload).toHaveBeenCalled();
    expect(deps.flashStorage.getItem('flash')).toBe('app.auth.no_roles');
  });

  it('signs in with a Google credential through the Google call', async () => {
    const { provider, calls } = setup(() => ({ status: 200, body: loginReply(user()) }));
    await provider.login({ clientToken: 'google-id-token' });
    expect(calls[0]).toMatchObject({ url: '/api/auth/login/google', body: { clientToken: 'google-id-token' } });
  });

  it("rejects a failed login with the gateway's message", async () => {
    const { provider } = setup(() => ({ status: 401, body: { message: 'Kullanıcı adı veya şifre hatalı', code: 'INVALID_CREDENTIALS' } }));
    await expect(provider.login({ username: 'owner', password: 'nope12' })).rejects.toMatchObject({ message: 'Kullanıcı adı veya şifre hatalı' });
  });

  it('checkAuth without a token sends the user to /login with the original path, search and hash', async () => {
    const { provider, location } = setup(() => ({ status: 200 }));
    Object.assign(location, { pathname: '/staff/leave/list', search: '?status=100', hash: '#top' });
    await expect(provider.checkAuth({})).rejects.toEqual({
      redirectTo: `/login?redirect_uri=${encodeURIComponent('/staff/leave/list?status=100#top')}`,
      message: false,
    });
  });

  it('checkAuth runs the session check once per page load and logs out when it is refused', async () => {
    let sessionValid = true;
    const storage = memoryStorage({ accessToken: 'a', refreshToken: 'r', language: 'en' });
    const { provider, calls } = setup(({ url }) => {
      if (url.endsWith('/auth/session')) return sessionValid ? { status: 200, body: { valid: true } } : { status: 400, body: {} };
      return { status: 200 };
    }, { storage });
    await provider.checkAuth({});
    await provider.checkAuth({});
    expect(calls.filter((call) => call.url.endsWith('/auth/session'))).toHaveLength(1);

    sessionValid = false;
    const second = setup(({ url }) => (url.endsWith('/auth/session') ? { status: 400, body: {} } : { status: 200 }), {
      storage: memoryStorage({ accessToken: 'a', refreshToken: 'r', language: 'en' }),
    });
    await expect(second.provider.checkAuth({})).rejects.toMatchObject({ redirectTo: expect.stringMatching(/^\/login/) });
    expect(second.storage.getItem('accessToken')).toBeNull();
    expect(second.storage.getItem('language')).toBe('en');
  });

  it('logout posts, clears everything but the keep-list and replaces the location with /login', async () => {
    const storage = memoryStorage({ accessToken: 'a', refreshToken: 'r', user: '{}', safePaths: '[]', language: 'tr', notificationSound: 'off' });
    const { provider, deps, calls } = setup(() => ({ status: 200, body: { success: true } }), { storage });
    await expect(provider.logout({})).resolves.toBe(false);
    expect(calls[0]).toMatchObject({ url: '/api/auth/logout', method: 'POST', authorization: 'Bearer a' });
    expect(storage.getItem('accessToken')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('language')).toBe('tr');
    expect(storage.getItem('notificationSound')).toBe('off');
    expect(deps.replaceLocation).toHaveBeenCalledWith('/login');
    expect(deps.clearCache).toHaveBeenCalled();
    expect(deps.analytics.reset).toHaveBeenCalled();
  });

  it('logout still clears the session when the gateway cannot be reached', async () => {
    const storage = memoryStorage({ accessToken: 'a', refreshToken: 'r' });
    const { provider, deps } = setup(() => {
      throw new TypeError('offline');
    }, { storage });
    await provider.logout({});
    expect(storage.getItem('accessToken')).toBeNull();
    expect(deps.replaceLocation).toHaveBeenCalledWith('/login');
  });

  it('checkError logs out on 401 but not on 403, which the safe-path rule handled', async () => {
    const { provider } = setup(() => ({ status: 200 }));
    await expect(provider.checkError({ status: 401 })).rejects.toBeTruthy();
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(provider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('getPermissions gives the roles and the country the access rule reads', async () => {
    const storage = memoryStorage();
    const { provider } = setup(() => ({ status: 200, body: loginReply(user()) }), { storage });
    await provider.login({ username: 'owner', password: 'demo1234' });
    await expect(provider.getPermissions!({})).resolves.toMatchObject({
      roles: [{ role: { key: 'live_map' }, permissions: ['read'] }],
      country: 'TR',
      isOwner: true,
      franchiseId: 'f1',
    });
  });
});

describe('logging out someone who never signed in', () => {
  it('sends them to /login with the path they wanted, and stays put once on /login', async () => {
    const { provider, location, deps } = setup(() => ({ status: 200 }), { storage: memoryStorage() });
    Object.assign(location, { pathname: '/map/live', search: '?w=1', hash: '#c' });
    await expect(provider.logout({})).resolves.toBe(`/login?redirect_uri=${encodeURIComponent('/map/live?w=1#c')}`);
    Object.assign(location, { pathname: '/login', search: `?redirect_uri=${encodeURIComponent('/map/live?w=1#c')}`, hash: '' });
    await expect(provider.logout({})).resolves.toBe(false);
    expect(deps.replaceLocation).not.toHaveBeenCalled();
  });
});
