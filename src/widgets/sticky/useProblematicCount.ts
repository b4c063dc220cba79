import { useQuery } from '@tanstack/react-query';
import { useCalls } from '../../framework/calls';
import { PROBLEMATIC_COUNT_KEY } from './keys';

/** The badge asks again this often while the popover is closed (the open panel keeps it live). */
export const PROBLEMATIC_COUNT_POLL_MS = 60_000;

/**
 * How many orders are problematic in the franchise, for the header badge: one small call (a single
 * row and the total) every minute and when the window regains focus. Undefined until known or
 * when the call fails: the button then shows no badge rather than a wrong number.
 */
export function useProblematicCount(): number | undefined {
  const { orders } = useCalls();
  const { data } = useQuery({
    queryKey: PROBLEMATIC_COUNT_KEY,
    queryFn: ({ signal }) =>
      orders.problematic({ limit: 1 }, signal).then((reply) => (typeof reply.totalCount === 'number' ? reply.totalCount : null)),
    refetchInterval: PROBLEMATIC_COUNT_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
  return data ?? undefined;
}
