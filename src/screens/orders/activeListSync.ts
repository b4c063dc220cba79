// The active list's realtime handlers over react-query's cache: each cached page is patched against
// its own params, and a refetch is asked (the caller coalesces it) only for a page on screen.
import type { QueryClient } from '@tanstack/react-query';
import type { Order, OrderStatusEvent } from '../../domain/orders';
import { applyOrderStatusToList, checkoutNeedsRefetch, type CachedList, type ListQuery } from './activeRows';

/** react-admin's getList key is `[resource, 'getList', { pagination, sort, filter, meta }]`. */
const paramsOf = (queryKey: readonly unknown[]) => (queryKey[2] ?? {}) as ListQuery;

export function activeListSync(queryClient: QueryClient, resource: string, requestRefetch: () => void) {
  const listKey = [resource, 'getList'];
  return {
    status(event: OrderStatusEvent) {
      let refetch = false;
      // Pages not on screen are patched too; they are fetched again when they are opened.
      for (const query of queryClient.getQueryCache().findAll({ queryKey: listKey })) {
        const list = query.state.data as CachedList | undefined;
        const patch = applyOrderStatusToList(list, event, paramsOf(query.queryKey));
        if (patch.list !== list) queryClient.setQueryData(query.queryKey, patch.list);
        if (patch.refetch && query.isActive()) refetch = true;
      }
      if (refetch) requestRefetch();
    },
    checkout(order: Order) {
      const shown = queryClient.getQueryCache().findAll({ queryKey: listKey, type: 'active' });
      if (shown.some((query) => checkoutNeedsRefetch(paramsOf(query.queryKey), order))) requestRefetch();
    },
  };
}
