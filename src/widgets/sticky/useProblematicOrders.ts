import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProblematicList } from '../../domain/callTypes';
import { useCalls } from '../../framework/calls';
import { useRealtimeEvent, useRealtimeResync } from '../../realtime';
import { coalesce } from '../../realtime/coalesce';
import { PROBLEMATIC_COUNT_KEY, PROBLEMATIC_KEY } from './keys';
import { applyOrderStatusToProblematic } from './problematicOrders';

/** How many of the longest waiting orders the widget shows. */
export const PROBLEMATIC_LIMIT = 50;
/** Newly late orders are picked up by a refetch at most this often after a status event. */
export const PROBLEMATIC_REFETCH_MS = 5000;
/** An order turns late with no event at all (time passes), so the list is also asked this often. */
export const PROBLEMATIC_POLL_MS = 60_000;

/**
 * The problematic orders of the franchise, or of one store, live: a status event patches the
 * order in place at once, then one coalesced refetch (whatever the burst) brings orders that
 * became late. The franchise-wide list also keeps the header badge's count.
 */
export function useProblematicOrders(warehouseId: string | undefined) {
  const queryClient = useQueryClient();
  const { orders } = useCalls();
  const query = useQuery({
    queryKey: [...PROBLEMATIC_KEY, warehouseId ?? 'all'],
    queryFn: ({ signal }) =>
      orders.problematic({ limit: PROBLEMATIC_LIMIT, ...(warehouseId ? { warehouseIds: [warehouseId] } : {}) }, signal),
    refetchInterval: PROBLEMATIC_POLL_MS,
  });
  const refetch = useMemo(
    () => coalesce(() => void queryClient.invalidateQueries({ queryKey: PROBLEMATIC_KEY }), PROBLEMATIC_REFETCH_MS),
    [queryClient],
  );
  useEffect(() => () => refetch.cancel(), [refetch]);
  useRealtimeEvent('market-order:status', (event) => {
    queryClient.setQueriesData<ProblematicList>({ queryKey: PROBLEMATIC_KEY }, (list) => applyOrderStatusToProblematic(list, event));
    refetch.request();
  });
  useRealtimeResync(() => refetch.request());

  const total = warehouseId ? undefined : query.data?.totalCount;
  useEffect(() => {
    if (total !== undefined) queryClient.setQueryData(PROBLEMATIC_COUNT_KEY, total);
  }, [queryClient, total]);
  return query;
}
