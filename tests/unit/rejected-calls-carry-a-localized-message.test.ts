import { describe, expect, it } from 'vitest';
import { client } from './support/fakes';

describe('errors, analytics and retries', () => {
  it("a rejected call carries the gateway's localized message", async () => {
    const { http } = client(() => ({ status: 400, body: { message: 'Kullanıcı adı en az 2 karakter olmalı', code: 'VALIDATION' } }));
    await expect(http.request('/auth/login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({
      status: 400,
      message: 'Kullanıcı adı en az 2 karakter olmalı',
      body: { code: 'VALIDATION' },
    });
  });

  it('a body without a message gives the default message key, a network failure the network key', async () => {
    const { http } = client(({ url }) => {
      if (url.endsWith('/down')) throw new TypeError('Failed to fetch');
      return { status: 500 };
    });
    await expect(http.request('/broken')).rejects.toMatchObject({ status: 500, message: 'app.error.default' });
    await expect(http.request('/down')).rejects.toMatchObject({ message: 'app.error.network' });
  });

  it('tracks successes and failures, with a generic failure event, but not the skip-listed calls', async () => {
    const { http, analytics } = client(({ url }) => (url.includes('fail') ? { status: 404, body: { message: 'no' } } : { status: 200, body: {} }));
    await http.request('/announcement/unread/count');
    await http.request('/notification/unread/count');
    await http.request('/orders/history', { method: 'POST', body: {} });
    await expect(http.request('/fail')).rejects.toBeTruthy();
    const events = analytics.track.mock.calls.map(([event, props]) => `${event} ${props.method} ${props.path} ${props.status}`);
    expect(events).toEqual([
      'request_success POST /orders/history 200',
      'request_failure GET /fail 404',
      'generic_request_failure GET /fail 404',
    ]);
  });

  it('retries an earnings call that fails with 5xx and then succeeds', async () => {
    let attempts = 0;
    const { http } = client(() => (++attempts <= 3 ? { status: 503 } : { status: 200, body: { total: 12 } }));
    await expect(http.request('/earnings/summary')).resolves.toEqual({ total: 12 });
    expect(attempts).toBe(4);
  });

  it('gives up on a wps call after 5 retries', async () => {
    let attempts = 0;
    const { http } = client(() => (attempts++, { status: 502 }));
    await expect(http.request('/dys/wps/logs')).rejects.toMatchObject({ status: 502 });
    expect(attempts).toBe(6);
  });

  it('never retries a 4xx, nor calls outside the retry groups', async () => {
    let attempts = 0;
    const { http } = client(({ url }) => (attempts++, url.includes('earnings') ? { status: 422 } : { status: 503 }));
    await expect(http.request('/earnings/summary')).rejects.toMatchObject({ status: 422 });
    await expect(http.request('/vehicles')).rejects.toMatchObject({ status: 503 });
    expect(attempts).toBe(2);
  });

  it('fetchJson answers in the shape ra-data-simple-rest reads', async () => {
    const { http } = client(() => ({ status: 200, body: [{ id: '1' }] }));
    const response = await http.fetchJson('/api/vehicles?range=%5B0%2C24%5D');
    expect(response.status).toBe(200);
    expect(response.json).toEqual([{ id: '1' }]);
    expect(typeof response.headers.get).toBe('function');
  });
});
