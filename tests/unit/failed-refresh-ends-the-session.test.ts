import { describe, expect, it } from 'vitest';
import { client, memoryStorage, type Handler } from './support/fakes';

const signedIn = () =>
  memoryStorage({
    accessToken: 'old-access',
    refreshToken: 'old-refresh',
    user: '{"_id":"u1"}',
    'user-country': '{"_id":"TR"}',
    timezone: '{"id":"ist"}',
    safePaths: '["/map/live"]',
    language: 'tr',
    pushNotifications: 'on',
  });

const refreshAnswers: Array<[string, Handler]> = [
  ['answers valid: false', ({ url }) => (url.endsWith('/refresh') ? { status: 200, body: { valid: false } } : { status: 401 })],
  ['answers 401', ({ url }) => (url.endsWith('/refresh') ? { status: 401, body: { valid: false, code: 'REFRESH_INVALID' } } : { status: 401 })],
  [
    'takes longer than 1000 ms',
    async ({ url }) => {
      if (url.endsWith('/refresh')) {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return { status: 200, body: { valid: true, accessToken: 'late', refreshToken: 'late' } };
      }
      return { status: 401 };
    },
  ],
];

describe('a refresh that fails logs the user out', () => {
  it.each(refreshAnswers)('when the refresh %s', async (_name, handler) => {
    const storage = signedIn();
    const { http, bridge, calls } = client(handler, { storage });
    bridge.location.pathname = '/staff/leave/list';
    bridge.location.search = '?status=100';

    const results = await Promise.allSettled([http.request('/a'), http.request('/b'), http.request('/c')]);

    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason.status).toBe(401);
    }
    expect(calls.filter((call) => call.url.endsWith('/refresh'))).toHaveLength(1);
    expect(storage.getItem('accessToken')).toBeNull();
    expect(storage.getItem('refreshToken')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('safePaths')).toBeNull();
    expect(storage.getItem('language')).toBe('tr');
    expect(storage.getItem('pushNotifications')).toBe('on');
    expect(bridge.clearCache).toHaveBeenCalledTimes(1);
    expect(bridge.navigate).toHaveBeenCalledTimes(1);
    expect(bridge.navigate).toHaveBeenCalledWith(`/login?redirect_uri=${encodeURIComponent('/staff/leave/list?status=100')}`);
  }, 5000);

  it('a network error on the refresh also ends the session', async () => {
    const storage = signedIn();
    const { http, bridge } = client(({ url }) => {
      if (url.endsWith('/refresh')) throw new TypeError('Failed to fetch');
      return { status: 401 };
    }, { storage });
    await expect(http.request('/a')).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem('accessToken')).toBeNull();
    expect(bridge.navigate).toHaveBeenCalled();
  });

  it('does not navigate when already on /login', async () => {
    const storage = signedIn();
    const { http, bridge } = client(() => ({ status: 401 }), { storage });
    bridge.location.pathname = '/login';
    await expect(http.request('/a')).rejects.toMatchObject({ status: 401 });
    expect(bridge.navigate).not.toHaveBeenCalled();
    expect(storage.getItem('accessToken')).toBeNull();
  });
});
