// The franchise figures of the selected city for the three periods, refreshed every minute and,
// coalesced, a few seconds after orders finish (delivered, canceled or failed at checkout), which
// is when today's counts change.
import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { City, FranchiseStats, StatsPeriod } from '../../../domain/orders';
import { useCalls } from '../../../framework/calls';
import { failedOrHeld } from '../../../framework/views/loadFailure';
import { useRealtimeEvent } from '../../../realtime';
import { STATS_PERIODS, loadCities, loadFranchiseStats } from './api';

const REFRESH_MS = 60_000;
const FINISHED_COALESCE_MS = 3000;
const CITIES_STALE_MS = 10 * 60_000;

/** A call's state as the panel shows it: its data, or that it is loading, or that it failed (and how to ask again). */
export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  /** Failed, or held for the connection: the panel says so (LoadError) instead of "nothing". */
  failed: boolean;
  error: unknown;
  retry: () => void;
  retrying: boolean;
}

export type PeriodStats = Loaded<FranchiseStats>;

function loaded<T>(query: UseQueryResult<T>, loading: boolean): Loaded<T> {
  return {
    data: query.data,
    loading: loading && !failedOrHeld(query),
    failed: failedOrHeld(query),
    error: query.error,
    retry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}

export function useCities(): Loaded<City[]> & { cities: City[] } {
  const { franchise } = useCalls();
  const query = useQuery({
    queryKey: ['live-map', 'cities'],
    queryFn: ({ signal }) => loadCities(franchise, signal),
    staleTime: CITIES_STALE_MS,
  });
  return { ...loaded(query, query.isPending), cities: query.data ?? [] };
}

/** An order status that moves today's successful, missed or red-basket counts. */
const finishes = (status: number) => status >= 900 || status === 200;

/** `cityId` undefined: the cities are still loading; null: the franchise has no city with a store. */
export function useFranchiseStats(cityId: string | null | undefined, utcOffset: number): Record<StatsPeriod, PeriodStats> {
  const queryClient = useQueryClient();
  const { franchise } = useCalls();
  const results = useQueries({
    queries: STATS_PERIODS.map((period) => ({
      queryKey: ['live-map', 'stats', cityId, period, utcOffset],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        loadFranchiseStats(franchise, { city: cityId!, period, utcOffset }, signal),
      enabled: typeof cityId === 'string',
      refetchInterval: REFRESH_MS,
      refetchOnWindowFocus: false,
    })),
  });

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );
  useRealtimeEvent('market-order:status', (event) => {
    if (!finishes(event.status) || timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: ['live-map', 'stats', cityId, 'TODAY'] });
    }, FINISHED_COALESCE_MS);
  });

  const byPeriod = {} as Record<StatsPeriod, PeriodStats>;
  STATS_PERIODS.forEach((period, index) => {
    const result = results[index]!;
    byPeriod[period] = loaded(result, cityId === undefined || (result.isPending && cityId !== null));
  });
  return byPeriod;
}
