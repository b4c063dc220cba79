import simpleRestProvider from 'ra-data-simple-rest';
import { describe, expect, it } from 'vitest';
import { client, refreshCalls } from './support/fakes';

describe("ra-data-simple-rest on the gateway client's fetchJson", () => {
  it('lists with the bearer token and the Range header, and reads the total', async () => {
    const { http, calls } = client(() => ({
      status: 200,
      body: [{ id: 'v1' }, { id: 'v2' }],
      headers: { 'Content-Range': 'vehicles 0-1/42' },
    }));
    const provider = simpleRestProvider(http.baseUrl, http.fetchJson);

    const result = await provider.getList('vehicles', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });

    expect(result).toEqual({ data: [{ id: 'v1' }, { id: 'v2' }], total: 42 });
    expect(calls[0].url).toMatch(/^\/api\/vehicles\?/);
    expect(calls[0].authorization).toBe('Bearer old-access');
    expect(calls[0].headers.get('Range')).toBe('vehicles=0-24');
  });

  it("passes react-admin's abort signal through", async () => {
    let seen: AbortSignal | null = null;
    const { http } = client(({ signal }) => ((seen = signal), { status: 200, body: { id: 'v1' } }));
    const controller = new AbortController();
    await simpleRestProvider(http.baseUrl, http.fetchJson).getOne('vehicles', { id: 'v1', signal: controller.signal });
    expect(seen).toBe(controller.signal);
  });

  it('answers like fetchUtils.fetchJson and shares the refresh and the error rules', async () => {
    const { http, calls } = client(({ url, headers, method }) => {
      if (url.endsWith('/auth/token/refresh')) return { status: 200, body: { valid: true, accessToken: 'new', refreshToken: 'new-r' } };
      if (headers.get('Authorization') !== 'Bearer new') return { status: 401 };
      return method === 'PUT' ? { status: 400, body: { message: 'Plaka geçersiz', code: 'VALIDATION' } } : { status: 200, body: { id: 'v1' } };
    });
    const provider = simpleRestProvider(http.baseUrl, http.fetchJson);

    const response = await http.fetchJson('/api/vehicles/v1');
    expect(response).toMatchObject({ status: 200, body: '{"id":"v1"}', json: { id: 'v1' } });
    expect(typeof response.headers.get).toBe('function');
    await expect(
      provider.update('vehicles', { id: 'v1', data: { plate: 'x' }, previousData: { id: 'v1' } }),
    ).rejects.toMatchObject({ name: 'HttpError', status: 400, message: 'Plaka geçersiz' });
    expect(refreshCalls(calls)).toHaveLength(1);
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.headers.get('Content-Type')).toBe('application/json');
    expect(put.body).toEqual({ plate: 'x' });
  });
});
