import { describe, expect, it } from 'vitest';
import { client } from './support/fakes';

describe('the earnings and wps call groups are retried', () => {
  it('an earnings call that fails with 5xx three times and then succeeds resolves', async () => {
    let attempts = 0;
    const { http, analytics } = client(() => (++attempts <= 3 ? { status: 503 } : { status: 200, body: { total: 12 } }));
    await expect(http.request('/earnings/summary')).resolves.toEqual({ total: 12 });
    expect(attempts).toBe(4);
    expect(analytics.track.mock.calls.map(([event]) => event)).toEqual(['request_success']);
  });

  it('network errors are retried too', async () => {
    let attempts = 0;
    const { http } = client(() => {
      if (++attempts <= 2) throw new TypeError('Failed to fetch');
      return { status: 200, body: { logs: [] } };
    });
    await expect(http.request('/dys/wps/logs', { query: { page: 1 } })).resolves.toEqual({ logs: [] });
    expect(attempts).toBe(3);
  });

  it('gives up after 5 retries', async () => {
    let attempts = 0;
    const { http } = client(() => (attempts++, { status: 502 }));
    await expect(http.request('/wps/summary')).rejects.toMatchObject({ status: 502 });
    expect(attempts).toBe(6);
  });

  it('never retries a 4xx', async () => {
    let attempts = 0;
    const { http } = client(() => (attempts++, { status: 422, body: { message: 'bad' } }));
    await expect(http.request('/earnings/summary')).rejects.toMatchObject({ status: 422 });
    expect(attempts).toBe(1);
  });

  it('does not retry calls outside the groups, nor paths that only look alike', async () => {
    const attempts: string[] = [];
    const { http } = client(({ url }) => (attempts.push(url), { status: 503 }));
    await expect(http.request('/vehicles')).rejects.toMatchObject({ status: 503 });
    await expect(http.request('/reports/earnings')).rejects.toMatchObject({ status: 503 });
    await expect(http.request('/dys/wpsx/logs')).rejects.toMatchObject({ status: 503 });
    expect(attempts).toHaveLength(3);
  });

  it('waits between attempts with the given backoff', async () => {
    const delays: number[] = [];
    let attempts = 0;
    const { http } = client(() => (++attempts <= 2 ? { status: 500 } : { status: 200, body: {} }), {
      retryDelayMs: (attempt) => (delays.push(attempt), 0),
    });
    await http.request('/earnings');
    expect(delays).toEqual([0, 1]);
  });
});
