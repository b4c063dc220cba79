// The franchise figures of the selected city for the three periods, refreshed every minute and,
// coalesced, a few seconds after orders finish (delivered, canceled or failed at checkout), which
// is when today's counts change.
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { http } from '../../../../dataProvider';
import type { City, FranchiseStats, StatsPeriod } from '../../../domain/orders';
import { useRealtimeEvent } from '../../../realtime';
import type { LiveMapGateway } from '../data/api';
import { STATS_PERIODS, loadCities, loadFranchiseStats } from './api';

const REFRESH_MS = 60_000;
const FINISHED_COALESCE_MS = 3000;
const CITIES_STALE_MS = 10 * 60_000;

export interface PeriodStats {
  data: FranchiseStats | undefined;
  loading: boolean;
  error: unknown;
}

export function useCities(gateway: LiveMapGateway = http): { cities: City[]; loading: boolean; error: unknown } {
  const query = useQuery({
    queryKey: ['live-map', 'cities'],
    queryFn: ({ signal }) => loadCities(gateway, signal),
    staleTime: CITIES_STALE_MS,
  });
  return { cities: query.data ?? [], loading: query.isPending, error: query.error };
}

/** An order status that moves today's successful, missed or red-basket counts. */
const finishes = (status: number) => status >= 900 || status === 200;

/** `cityId` undefined: the cities are still loading; null: the franchise has no city with a store. */
export function useFranchiseStats(
  cityId: string | null | undefined,
  utcOffset: number,
  gateway: LiveMapGateway = http,
): Record<StatsPeriod, PeriodStats> {
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: STATS_PERIODS.map((period) => ({
      queryKey: ['live-map', 'stats', cityId, period, utcOffset],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        loadFranchiseStats(gateway, { city: cityId!, period, utcOffset }, signal),
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
    byPeriod[period] = { data: result.data, loading: cityId === undefined || (result.isPending && cityId !== null), error: result.error };
  });
  return byPeriod;
}
