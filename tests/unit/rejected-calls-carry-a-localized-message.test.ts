import { describe, expect, it } from 'vitest';
import { client } from './support/fakes';

describe('rejected calls and analytics', () => {
  it("a rejected call carries the gateway's localized message, status and body", async () => {
    const body = { message: 'Kullanıcı adı en az 2 karakter olmalı', code: 'VALIDATION' };
    const { http } = client(() => ({ status: 400, body }));
    const error = await http.request('/auth/login', { method: 'POST', body: {}, auth: false }).catch((e) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 400, message: 'Kullanıcı adı en az 2 karakter olmalı', body });
  });

  it('a body without a message gives the default message key', async () => {
    const { http } = client(({ url }) => (url.endsWith('/empty') ? { status: 500 } : { status: 404, body: { code: 'NOT_FOUND', message: '' } }));
    await expect(http.request('/empty')).rejects.toMatchObject({ status: 500, message: 'app.error.default' });
    await expect(http.request('/blank')).rejects.toMatchObject({ status: 404, message: 'app.error.default' });
  });

  it('a network failure gives the network message key', async () => {
    const { http } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(http.request('/vehicles')).rejects.toMatchObject({ name: 'HttpError', status: 0, message: 'app.error.network' });
  });

  it('tracks successes and failures, with a generic failure event, but not the skip-listed calls', async () => {
    const { http, analytics } = client(({ url }) => {
      if (url.includes('/down')) throw new TypeError('Failed to fetch');
      return url.includes('fail') ? { status: 404, body: { message: 'no' } } : { status: 200, body: {} };
    });
    await http.request('/announcement/unread/count');
    await http.request('/notification/unread/count', { query: { userId: 'u1' } });
    await http.request('/orders/history', { method: 'post', body: {}, query: { page: 2 } });
    await expect(http.request('/fail')).rejects.toBeTruthy();
    await expect(http.request('/down')).rejects.toBeTruthy();
    await expect(http.request('/announcement/unread/count/fail')).rejects.toBeTruthy();
    const events = analytics.track.mock.calls.map(([event, props]) => `${event} ${props.method} ${props.path} ${props.status}`);
    expect(events).toEqual([
      'request_success POST /orders/history 200',
      'request_failure GET /fail 404',
      'generic_request_failure GET /fail 404',
      'request_failure GET /down 0',
      'generic_request_failure GET /down 0',
      'request_failure GET /announcement/unread/count/fail 404',
      'generic_request_failure GET /announcement/unread/count/fail 404',
    ]);
  });

  it('the token refresh is not tracked, and a call that succeeds after it counts as one success', async () => {
    const { http, analytics } = client(({ url, headers }) => {
      if (url.endsWith('/auth/token/refresh')) return { status: 200, body: { valid: true, accessToken: 'new', refreshToken: 'new-r' } };
      return headers.get('Authorization') === 'Bearer new' ? { status: 200, body: {} } : { status: 401 };
    });
    await http.request('/staff');
    expect(analytics.track.mock.calls.map(([event, props]) => `${event} ${props.path}`)).toEqual(['request_success /staff']);
  });

  it('a cancelled call is rejected as an abort and not tracked as a failure', async () => {
    const { http, analytics } = client(
      ({ signal }) =>
        new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
    );
    const controller = new AbortController();
    const pending = http.request('/staff', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(analytics.track).not.toHaveBeenCalled();
  });

  it('builds the query string and never sends the token to another host', async () => {
    const { http, calls } = client(() => ({ status: 200, body: [] }));
    await http.request('/products', { method: 'POST', query: { limit: 10, offset: 0, skip: undefined, ids: ['a', 'b'] }, body: {} });
    expect(calls[0].url).toBe('/api/products?limit=10&offset=0&ids=a&ids=b');
    await expect(http.request('https://evil.example/steal')).rejects.toThrow(/only calls the gateway/);
    await expect(http.request('//evil.example/steal')).rejects.toThrow(/only calls the gateway/);
    expect(calls).toHaveLength(1);
  });
});
