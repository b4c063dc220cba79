import { describe, expect, it } from 'vitest';
import { simpleRestWithExport, withExportQuery } from '../../dataProvider/exportParam';
import { client } from './support/fakes';

const listParams = { sort: { field: 'plate', order: 'ASC' as const }, filter: { status: 1000 } };

function gateway() {
  return client(({ url }) => {
    if (url.includes('filter=%7B%22id%22')) return { status: 200, body: [{ id: 'w1', name: 'Depot' }] };
    if (/\/vehicles\/v1$/.test(url)) return { status: 200, body: { id: 'v1' } };
    return { status: 200, body: [{ id: 'v1' }], headers: { 'Content-Range': 'vehicles 0-0/1' } };
  });
}

const query = (url: string) => new URL(url, 'https://panel.invalid').searchParams;

describe('the CSV export of a list', () => {
  it('asks the gateway for the whole filtered list with export=true', async () => {
    const { http, calls } = gateway();
    const provider = simpleRestWithExport(http.baseUrl, http.fetchJson);

    await provider.getList('vehicles', { ...listParams, pagination: { page: 1, perPage: 10_000 }, meta: { export: true } });

    const sent = query(calls[0].url);
    expect(calls[0].url).toMatch(/^\/api\/vehicles\?/);
    expect(sent.get('export')).toBe('true');
    expect(sent.get('range')).toBe('[0,9999]');
    expect(sent.get('filter')).toBe('{"status":1000}');
    expect(sent.get('sort')).toBe('["plate","ASC"]');
    expect(calls[0].authorization).toBe('Bearer old-access');
  });

  it('leaves ordinary pages, getMany and getOne without it', async () => {
    const { http, calls } = gateway();
    const provider = simpleRestWithExport(http.baseUrl, http.fetchJson);

    await provider.getList('vehicles', { ...listParams, pagination: { page: 2, perPage: 25 } });
    await provider.getList('vehicles', { ...listParams, pagination: { page: 1, perPage: 25 }, meta: { export: false } });
    await provider.getMany('warehouses', { ids: ['w1'] });
    await provider.getOne('vehicles', { id: 'v1' });

    expect(calls).toHaveLength(4);
    for (const call of calls) expect(query(call.url).has('export')).toBe(false);
    expect(query(calls[0].url).get('range')).toBe('[25,49]');
  });
});

describe('withExportQuery', () => {
  it('adds the parameter after an existing query, or starts one', () => {
    expect(withExportQuery('/api/vehicles?sort=x')).toBe('/api/vehicles?sort=x&export=true');
    expect(withExportQuery('/api/vehicles')).toBe('/api/vehicles?export=true');
    expect(withExportQuery('/api/vehicles?a=1#top')).toBe('/api/vehicles?a=1&export=true#top');
  });
});
