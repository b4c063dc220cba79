// The spec's cache lifetimes (section 9) applied per resource by the panel's query client: people
// and couriers 7,200,000 ms, every other declared resource 600,000 ms, the live active-order list
// read whenever shown; new list params are read at once and a write's invalidation reads again.
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createPanelQueryClient } from '../../src/framework/queryClient';
import { registry } from '../../src/registryOfResources';

const client = () => createPanelQueryClient(registry);
const lifetimeOf = (key: unknown[]) => {
  const defaults = client().getQueryDefaults(key);
  return { staleTime: defaults.staleTime, gcTime: defaults.gcTime };
};

describe('the lifetimes', () => {
  it.each([
    [['people', 'getList', { page: 1 }], 7_200_000],
    [['people', 'getOne', { id: 'x' }], 7_200_000],
    [['couriers', 'getMany', { ids: ['a'] }], 7_200_000],
  ])('%j stays fresh and is kept %i ms', (key, ms) => {
    expect(lifetimeOf(key)).toEqual({ staleTime: ms, gcTime: ms });
  });

  it.each([
    [['vehicles', 'getList', {}], 600_000],
    [['staff-stats', 'getList', {}], 600_000],
    [['order-past', 'getList', {}], 600_000],
    [['warehouses', 'getMany', {}], 600_000],
  ])('%j is kept %i ms and read again whenever shown', (key, ms) => {
    expect(lifetimeOf(key)).toEqual({ staleTime: 0, gcTime: ms });
  });

  it('leaves the realtime queries as they were: the active orders and the live map read again whenever shown', () => {
    expect(lifetimeOf(['order-active', 'getList', {}]).staleTime).toBe(0);
    // the live map's own query sets none: react-query's default, stale at once
    expect(lifetimeOf(['live-map', 'snapshot']).staleTime).toBeUndefined();
  });
});

describe('a cached list', () => {
  async function observe(queryClient: ReturnType<typeof client>, key: unknown[], fetch: () => Promise<string>) {
    const observer = new QueryObserver(queryClient, { queryKey: key, queryFn: fetch });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'));
    unsubscribe();
  }

  it('is not read again when shown again within its lifetime, but new params and a write read at once', async () => {
    const queryClient = client();
    const fetch = vi.fn(async () => 'rows');
    await observe(queryClient, ['people', 'getList', { page: 1 }], fetch);
    await observe(queryClient, ['people', 'getList', { page: 1 }], fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    // another page or filter is another key: read at once
    await observe(queryClient, ['people', 'getList', { page: 2 }], fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
    // react-admin invalidates the resource after a write: the next showing reads again
    await queryClient.invalidateQueries({ queryKey: ['people'] });
    await observe(queryClient, ['people', 'getList', { page: 1 }], fetch);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('of the live active orders is read again every time it is shown', async () => {
    const queryClient = client();
    const fetch = vi.fn(async () => 'rows');
    await observe(queryClient, ['order-active', 'getList', {}], fetch);
    await observe(queryClient, ['order-active', 'getList', {}], fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
