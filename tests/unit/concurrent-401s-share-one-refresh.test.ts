import { describe, expect, it } from 'vitest';
import { client } from './support/fakes';

const refreshCalls = <T extends { url: string }>(calls: T[]) => calls.filter((call) => call.url.endsWith('/auth/token/refresh'));

describe('a 401 is answered by one shared token refresh', () => {
  it('20 concurrent calls that all get 401 make exactly one refresh and are all retried with the new token', async () => {
    const { http, calls, storage } = client(async ({ url, headers }) => {
      if (url.endsWith('/auth/token/refresh')) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { status: 200, body: { valid: true, accessToken: 'new-access', refreshToken: 'new-refresh' } };
      }
      if (headers.get('Authorization') === 'Bearer new-access') return { status: 200, body: { ok: url } };
      return { status: 401, body: { message: 'expired', code: 'TOKEN_EXPIRED' } };
    });

    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => http.request<{ ok: string }>(`/things/${i}`)));

    expect(refreshCalls(calls)).toHaveLength(1);
    expect(refreshCalls(calls)[0].body).toEqual({ refreshToken: 'old-refresh' });
    expect(results.map((result) => result.ok)).toEqual(Array.from({ length: 20 }, (_, i) => `/api/things/${i}`));
    const retried = calls.filter((call) => call.authorization === 'Bearer new-access');
    expect(retried).toHaveLength(20);
    expect(storage.getItem('accessToken')).toBe('new-access');
    expect(storage.getItem('refreshToken')).toBe('new-refresh');
  });

  it('a call refused with an older token after someone else refreshed is retried without a second refresh', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { http, calls, storage } = client(async ({ url, headers }) => {
      if (url.endsWith('/auth/token/refresh')) {
        return { status: 200, body: { valid: true, accessToken: 'new-access', refreshToken: 'new-refresh' } };
      }
      if (url.endsWith('/slow')) {
        await gate; // answers 401 only after the first refresh finished
        return headers.get('Authorization') === 'Bearer new-access' ? { status: 200, body: 'slow ok' } : { status: 401 };
      }
      return headers.get('Authorization') === 'Bearer new-access' ? { status: 200, body: 'fast ok' } : { status: 401 };
    });

    const slow = http.request('/slow');
    await http.request('/fast');
    expect(storage.getItem('accessToken')).toBe('new-access');
    release();
    await expect(slow).resolves.toBe('slow ok');
    expect(refreshCalls(calls)).toHaveLength(1);
  });

  it('sends the bearer token and the language, and none on public calls', async () => {
    const { http, calls } = client(({ headers }) => ({ status: 200, body: { language: headers.get('Accept-Language') } }));
    await expect(http.request('/auth/me')).resolves.toEqual({ language: 'tr' });
    await http.request('/auth/login', { method: 'POST', body: { username: 'x' }, auth: false });
    expect(calls[0].authorization).toBe('Bearer old-access');
    expect(calls[1].authorization).toBeNull();
  });
});
