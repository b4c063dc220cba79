import { describe, expect, it } from 'vitest';
import { client, refreshCalls, sharedLock, signedInStorage, type Handler } from './support/fakes';

const rotatingGateway = (): Handler => {
  let generation = 0;
  let valid = 'old-access';
  return async ({ url, headers, body }) => {
    if (url.endsWith('/auth/token/refresh')) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      // Single-use refresh tokens: the spent one is refused, like the gateway's reuse detection.
      if ((body as { refreshToken: string }).refreshToken !== (generation === 0 ? 'old-refresh' : `refresh-${generation}`)) {
        return { status: 401, body: { valid: false, code: 'REFRESH_INVALID' } };
      }
      generation++;
      valid = `access-${generation}`;
      return { status: 200, body: { valid: true, accessToken: valid, refreshToken: `refresh-${generation}` } };
    }
    if (headers.get('Authorization') === `Bearer ${valid}` && valid !== 'old-access') return { status: 200, body: { ok: url } };
    return { status: 401, body: { message: 'expired', code: 'TOKEN_EXPIRED' } };
  };
};

describe('a 401 is answered by one shared token refresh', () => {
  it('20 concurrent calls that all get 401 make exactly one refresh and are all retried with the new token', async () => {
    const { http, calls, storage } = client(rotatingGateway());

    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => http.request<{ ok: string }>(`/things/${i}`)));

    expect(refreshCalls(calls)).toHaveLength(1);
    expect(refreshCalls(calls)[0].body).toEqual({ refreshToken: 'old-refresh' });
    expect(refreshCalls(calls)[0].authorization).toBeNull();
    expect(results.map((result) => result.ok)).toEqual(Array.from({ length: 20 }, (_, i) => `/api/things/${i}`));
    expect(calls.filter((call) => call.authorization === 'Bearer access-1')).toHaveLength(20);
    expect(calls).toHaveLength(41); // 20 refused, 1 refresh, 20 retried
    expect(storage.getItem('accessToken')).toBe('access-1');
    expect(storage.getItem('refreshToken')).toBe('refresh-1');
  });

  it('a call refused with an older token after someone else refreshed is retried without a second refresh', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const gateway = rotatingGateway();
    const { http, calls, storage } = client(async (request) => {
      if (request.url.endsWith('/slow')) await gate; // refused only after the other call refreshed
      return gateway(request);
    });

    const slow = http.request<{ ok: string }>('/slow');
    await http.request('/fast');
    expect(storage.getItem('accessToken')).toBe('access-1');
    release();

    await expect(slow).resolves.toEqual({ ok: '/api/slow' });
    expect(refreshCalls(calls)).toHaveLength(1);
    const slowCalls = calls.filter((call) => call.url.endsWith('/slow'));
    expect(slowCalls.map((call) => call.authorization)).toEqual(['Bearer old-access', 'Bearer access-1']);
  });

  it('two tabs refused at once still spend the refresh token only once', async () => {
    const storage = signedInStorage(); // tabs share localStorage
    const lock = sharedLock(); // and the browser's lock manager
    const gateway = rotatingGateway();
    const tabA = client(gateway, { storage, refreshLock: lock });
    const tabB = client(gateway, { storage, refreshLock: lock });

    const results = await Promise.all([tabA.http.request('/a'), tabB.http.request('/b')]);

    expect(results).toEqual([{ ok: '/api/a' }, { ok: '/api/b' }]);
    expect(refreshCalls(tabA.calls).length + refreshCalls(tabB.calls).length).toBe(1);
    expect(tabA.bridge.navigate).not.toHaveBeenCalled();
    expect(tabB.bridge.navigate).not.toHaveBeenCalled();
  });

  it('sends the bearer token and the stored language, and no token on public calls', async () => {
    const { http, calls } = client(() => ({ status: 200, body: {} }));
    await http.request('/auth/me');
    await http.request('/auth/login', { method: 'POST', body: { username: 'x' }, auth: false });
    expect(calls[0]).toMatchObject({ authorization: 'Bearer old-access', language: 'tr' });
    expect(calls[1]).toMatchObject({ authorization: null, language: 'tr', body: { username: 'x' } });
    expect(calls[1].headers.get('Content-Type')).toBe('application/json');
  });

  it('a public call refused with 401 is not refreshed: it is a wrong password, not an expired token', async () => {
    const { http, calls } = client(() => ({ status: 401, body: { message: 'Kullanıcı adı veya şifre hatalı', code: 'INVALID_CREDENTIALS' } }));
    await expect(http.request('/auth/login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls(calls)).toHaveLength(0);
  });
});
