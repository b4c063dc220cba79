// The counts of one view, cached per store, group type, range and offset. A change of any input
// is a new key: react-query aborts the call of the key left behind (its signal reaches fetch),
// and the previous view stays on screen, dimmed, until the new one arrives.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCalls } from '../../framework/calls';
import { loadCounts, type CountsQuery } from './api';
import { mergeCounts } from './series';

/** A view that includes the current bucket is asked again this often; a past one never changes. */
const LIVE_REFRESH_MS = 2 * 60_000;

export const orderCountsKey = (query: CountsQuery) =>
  ['order-stats', query.warehouseId, query.groupType, query.start.toISOString(), query.end.toISOString(), query.utcOffset] as const;

/** Client errors (a refused range, a store gone) will not heal by asking again. */
function retry(failures: number, error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status ?? 0;
  return failures < 2 && (status === 0 || status >= 500);
}

export function useOrderCounts(query: CountsQuery | null) {
  const { orders } = useCalls();
  return useQuery({
    queryKey: query ? orderCountsKey(query) : ['order-stats', 'none'],
    queryFn: ({ signal }) => loadCounts(orders, query!, signal),
    enabled: query !== null,
    select: mergeCounts,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    refetchInterval: query && query.end.getTime() > Date.now() ? LIVE_REFRESH_MS : false,
    retry,
  });
}
