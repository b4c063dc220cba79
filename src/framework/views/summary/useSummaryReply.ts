// A summary's reply, kept per query: a new query is a new key, react-query aborts the calls of
// the key left behind (its signal reaches fetch), and the previous reply stays on screen, dimmed,
// until the new one arrives.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCalls } from '../../calls';
import type { SummaryContext, SummaryReply, SummarySource } from './source';

/** Client errors (a refused range, a store gone) will not heal by asking again. */
function retry(failures: number, error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status ?? 0;
  return failures < 2 && (status === 0 || status >= 500);
}

export function useSummaryReply<Q>(page: string, source: SummarySource<Q>, query: Q | null, context: SummaryContext) {
  const calls = useCalls();
  return useQuery<SummaryReply>({
    // the reply's labels are in the user's language
    queryKey: query === null ? ['summary', page, 'none'] : ['summary', page, context.language, ...source.key(query)],
    queryFn: ({ signal }) => source.load(query!, calls, context, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    refetchInterval: query !== null && source.refreshMs ? source.refreshMs(query, new Date()) : false,
    retry,
  });
}
