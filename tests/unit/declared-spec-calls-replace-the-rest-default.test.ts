import type { DataProvider, RaRecord } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { declaredMappings, withDeclaredCalls } from '../../dataProvider/declaredCalls';
import { defineResource } from '../../src/domain/declaration/entry';
import { text } from '../../src/domain/declaration/fields';

// A resource whose list is the spec's POST /courier/filter; its detail keeps the REST default.
const couriers = defineResource({
  name: 'couriers',
  access: { roles: ['person'] },
  routes: { list: '/staff/courier/list' },
  fields: { name: text() },
  gateway: {
    getList: {
      request: ({ filter, pagination }) => ({
        method: 'POST',
        path: '/courier/filter',
        body: { warehouseIds: filter?.warehouseId ? [filter.warehouseId] : undefined, limit: pagination?.perPage, offset: ((pagination?.page ?? 1) - 1) * (pagination?.perPage ?? 25) },
      }),
      response: (reply) => {
        const { couriers: rows, totalCount } = reply as { couriers: { _id: string; name: string }[]; totalCount: number };
        return { data: rows.map((row) => ({ id: row._id, name: row.name })), total: totalCount };
      },
    },
  },
});
const vehicles = defineResource({ name: 'vehicles', access: { roles: ['vehicle'] }, routes: {}, fields: { plate: text() } });

function setup() {
  const request = vi.fn(async () => ({ couriers: [{ _id: 'c1', name: 'Ali' }], totalCount: 41 }));
  const base = {
    getList: vi.fn(async () => ({ data: [{ id: 'v1' }] as RaRecord[], total: 1 })),
    getOne: vi.fn(async () => ({ data: { id: 'c1', name: 'from REST' } })),
  } as unknown as DataProvider;
  const provider = withDeclaredCalls(base, { request } as never, declaredMappings([couriers, vehicles]));
  return { provider, request, base };
}

describe('a declaration that maps an operation to a spec call', () => {
  it('sends that operation to the spec call with the mapped body and maps the reply', async () => {
    const { provider, request, base } = setup();
    const result = await provider.getList('couriers', {
      filter: { warehouseId: 'w1' },
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
    });
    expect(request).toHaveBeenCalledWith('/courier/filter', expect.objectContaining({ method: 'POST', body: { warehouseIds: ['w1'], limit: 10, offset: 20 } }));
    expect(result).toEqual({ data: [{ id: 'c1', name: 'Ali' }], total: 41 });
    expect(base.getList).not.toHaveBeenCalled();
  });

  it('keeps the simple-REST default for unmapped operations and undeclared resources', async () => {
    const { provider, request, base } = setup();
    await expect(provider.getOne('couriers', { id: 'c1' })).resolves.toEqual({ data: { id: 'c1', name: 'from REST' } });
    await provider.getList('vehicles', { filter: {}, pagination: { page: 1, perPage: 25 }, sort: { field: 'plate', order: 'ASC' } });
    expect(base.getList).toHaveBeenCalledWith('vehicles', expect.anything());
    expect(request).not.toHaveBeenCalled();
  });

  it('lets a failed spec call reject as the http client rejected it', async () => {
    const { provider, request } = setup();
    request.mockRejectedValueOnce(Object.assign(new Error('Courier filter is not allowed'), { status: 403 }));
    await expect(
      provider.getList('couriers', { filter: {}, pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' } }),
    ).rejects.toMatchObject({ status: 403, message: 'Courier filter is not allowed' });
  });
});

describe('a mapping that loads with its first call', () => {
  it('is loaded once, used like a declared one, and loaded again after a failed load', async () => {
    const mapping = couriers.gateway as Exclude<typeof couriers.gateway, (() => unknown) | undefined>;
    const load = vi
      .fn<() => Promise<typeof mapping>>()
      .mockRejectedValueOnce(new Error('chunk failed to load'))
      .mockResolvedValue(mapping);
    const lazy = defineResource({ ...couriers, name: 'lazy-couriers', gateway: load });
    const request = vi.fn(async () => ({ couriers: [{ _id: 'c1', name: 'Ali' }], totalCount: 41 }));
    const base = { getList: vi.fn() } as unknown as DataProvider;
    const provider = withDeclaredCalls(base, { request } as never, declaredMappings([lazy]));
    const params = { filter: {}, pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' as const } };

    await expect(provider.getList('lazy-couriers', params)).rejects.toThrow('chunk failed to load');
    expect(await provider.getList('lazy-couriers', params)).toEqual({ data: [{ id: 'c1', name: 'Ali' }], total: 41 });
    await provider.getList('lazy-couriers', params);
    expect(load).toHaveBeenCalledTimes(2);
    expect(request).toHaveBeenCalledTimes(2);
    expect(base.getList).not.toHaveBeenCalled();
  });
});
