import { afterEach, describe, expect, it, vi } from 'vitest';
import { client, memoryStorage, refreshCalls, type Handler } from './support/fakes';

const signedIn = () =>
  memoryStorage({
    accessToken: 'old-access',
    refreshToken: 'old-refresh',
    user: '{"_id":"u1"}',
    'user-country': '{"_id":"TR"}',
    timezone: '{"id":"ist"}',
    safePaths: '["/map/live"]',
    language: 'tr',
    theme: 'dark',
    notificationSound: 'off',
  });

const isRefresh = (url: string) => url.endsWith('/auth/token/refresh');

const refreshAnswers: Array<[string, Handler]> = [
  ['answers valid: false', ({ url }) => (isRefresh(url) ? { status: 200, body: { valid: false } } : { status: 401 })],
  ['answers 401', ({ url }) => (isRefresh(url) ? { status: 401, body: { valid: false, code: 'REFRESH_INVALID' } } : { status: 401 })],
  ['answers 200 without tokens', ({ url }) => (isRefresh(url) ? { status: 200, body: { valid: true } } : { status: 401 })],
  [
    'cannot reach the gateway',
    ({ url }) => {
      if (isRefresh(url)) throw new TypeError('Failed to fetch');
      return { status: 401 };
    },
  ],
];

function expectSessionEnded(storage: Storage, bridge: ReturnType<typeof client>['bridge'], analytics: ReturnType<typeof client>['analytics']) {
  for (const key of ['accessToken', 'refreshToken', 'user', 'user-country', 'timezone', 'safePaths']) {
    expect(storage.getItem(key), key).toBeNull();
  }
  expect(storage.getItem('language')).toBe('tr');
  expect(storage.getItem('theme')).toBe('dark');
  expect(storage.getItem('notificationSound')).toBe('off');
  expect(bridge.clearCache).toHaveBeenCalledTimes(1);
  expect(analytics.reset).toHaveBeenCalledTimes(1);
  expect(bridge.navigate).toHaveBeenCalledTimes(1);
  expect(bridge.navigate).toHaveBeenCalledWith(`/login?redirect_uri=${encodeURIComponent('/staff/leave/list?status=100#top')}`);
}

describe('a refresh that fails logs the user out', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(refreshAnswers)('when the refresh %s', async (_name, handler) => {
    const storage = signedIn();
    const { http, bridge, calls, analytics } = client(handler, { storage });
    Object.assign(bridge.location, { pathname: '/staff/leave/list', search: '?status=100', hash: '#top' });

    const results = await Promise.allSettled([http.request('/a'), http.request('/b'), http.request('/c')]);

    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ name: 'HttpError', status: 401 });
    }
    expect(refreshCalls(calls)).toHaveLength(1);
    expectSessionEnded(storage, bridge, analytics);
  });

  it('when the refresh takes longer than 1000 ms (it is aborted)', async () => {
    vi.useFakeTimers();
    const storage = signedIn();
    let refreshSignal: AbortSignal | null = null;
    const { http, bridge, analytics } = client(
      async ({ url, signal }) => {
        if (!isRefresh(url)) return { status: 401 };
        refreshSignal = signal;
        await new Promise((resolve) => setTimeout(resolve, 1200));
        return { status: 200, body: { valid: true, accessToken: 'late', refreshToken: 'late' } };
      },
      { storage },
    );
    Object.assign(bridge.location, { pathname: '/staff/leave/list', search: '?status=100', hash: '#top' });

    const settled = Promise.allSettled([http.request('/a'), http.request('/b')]);
    await vi.advanceTimersByTimeAsync(999);
    expect(storage.getItem('accessToken')).toBe('old-access'); // still waiting
    await vi.advanceTimersByTimeAsync(2);

    const results = await settled;
    expect(results.map((result) => (result as PromiseRejectedResult).reason?.status)).toEqual([401, 401]);
    expect(refreshSignal!.aborted).toBe(true);
    expectSessionEnded(storage, bridge, analytics);
  });

  it('a refresh that answers within 1000 ms is used', async () => {
    vi.useFakeTimers();
    const { http, storage } = client(async ({ url, headers }) => {
      if (isRefresh(url)) {
        await new Promise((resolve) => setTimeout(resolve, 900));
        return { status: 200, body: { valid: true, accessToken: 'new-access', refreshToken: 'new-refresh' } };
      }
      return headers.get('Authorization') === 'Bearer new-access' ? { status: 200, body: 'ok' } : { status: 401 };
    });
    const result = http.request('/a');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('ok');
    expect(storage.getItem('accessToken')).toBe('new-access');
  });

  it('a call still refused after a successful refresh ends the session', async () => {
    const storage = signedIn();
    const { http, bridge, calls, analytics } = client(
      ({ url }) => (isRefresh(url) ? { status: 200, body: { valid: true, accessToken: 'new-access', refreshToken: 'new-refresh' } } : { status: 401 }),
      { storage },
    );
    Object.assign(bridge.location, { pathname: '/staff/leave/list', search: '?status=100', hash: '#top' });
    await expect(http.request('/a')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(calls.filter((call) => call.url.endsWith('/a')).map((call) => call.authorization)).toEqual(['Bearer old-access', 'Bearer new-access']);
    expectSessionEnded(storage, bridge, analytics);
  });

  it('does not navigate when already on /login', async () => {
    const storage = signedIn();
    const { http, bridge } = client(() => ({ status: 401 }), { storage });
    bridge.location.pathname = '/login';
    await expect(http.request('/a')).rejects.toMatchObject({ status: 401 });
    expect(bridge.navigate).not.toHaveBeenCalled();
    expect(bridge.clearCache).toHaveBeenCalled();
    expect(storage.getItem('accessToken')).toBeNull();
  });

  it('calls refused after the session ended are rejected without another refresh', async () => {
    const storage = signedIn();
    const { http, calls } = client(({ url }) => (isRefresh(url) ? { status: 200, body: { valid: false } } : { status: 401 }), { storage });
    await expect(http.request('/a')).rejects.toMatchObject({ status: 401 });
    await expect(http.request('/b')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls(calls)).toHaveLength(1); // no refresh token left to spend
  });
});
