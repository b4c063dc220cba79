import type { DataProvider } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { withNormalizedPaging } from '../../dataProvider/paging';

function setup() {
  const getList = vi.fn(async () => ({ data: [], total: 0 }));
  return { getList, provider: withNormalizedPaging({ getList } as unknown as DataProvider) };
}
const sort = { field: 'id', order: 'ASC' as const };

describe('list paging from the URL', () => {
  it('asks the nearest allowed page size and a page of at least 1', async () => {
    const { getList, provider } = setup();
    await provider.getList('vehicles', { pagination: { page: -2, perPage: 1000 }, sort, filter: {} });
    expect(getList).toHaveBeenCalledWith('vehicles', expect.objectContaining({ pagination: { page: 1, perPage: 100 } }));
    await provider.getList('vehicles', { pagination: { page: 3, perPage: 30 }, sort, filter: {} });
    expect(getList).toHaveBeenLastCalledWith('vehicles', expect.objectContaining({ pagination: { page: 3, perPage: 25 } }));
  });

  it('leaves a whole-list export its own size', async () => {
    const { getList, provider } = setup();
    await provider.getList('vehicles', { pagination: { page: 1, perPage: 10000 }, sort, filter: {}, meta: { export: true } });
    expect(getList).toHaveBeenCalledWith('vehicles', expect.objectContaining({ pagination: { page: 1, perPage: 10000 } }));
  });
});
