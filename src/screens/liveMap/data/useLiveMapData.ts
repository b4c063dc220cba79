// The live map's data: a snapshot of active orders and logged-in couriers in the react-query
// cache, kept current by realtime events patched in place (no refetch per event), refetched once
// after each (re)connection. Call it once per screen and hand the result down.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { Calls } from '../../../../dataProvider';
import type { RealtimeEvents } from '../../../domain/orders';
import { useCalls } from '../../../framework/calls';
import { failedOrHeld } from '../../../framework/views/loadFailure';
import { realtime, useRealtimeEvent, useRealtimeResync, type RealtimeConnection } from '../../../realtime';
import { loadActiveOrders, loadLoggedInCouriers, loadWarehouses } from './api';
import { createBatcher } from './batcher';
import { applyLiveEvents, createLiveMapState, hasMissingNames, type LiveMapEvent, type LiveMapState } from './liveStore';
import type { LiveMapData } from './types';

export const LIVE_MAP_SNAPSHOT_KEY = ['live-map', 'snapshot'] as const;
export const LIVE_MAP_WAREHOUSES_KEY = ['live-map', 'warehouses'] as const;

/** Events arriving within this window reach the cache (and the screen) together. */
const BATCH_WINDOW_MS = 100;
/** A name the events could not tell (a courier or picker new to the map) is fetched at most this often. */
const NAMES_REFETCH_MS = 5000;
const WAREHOUSES_STALE_MS = 5 * 60_000;

async function loadSnapshot(calls: Calls, signal: AbortSignal): Promise<LiveMapState> {
  const [orders, couriers] = await Promise.all([
    loadActiveOrders(calls, signal),
    loadLoggedInCouriers(calls, signal),
  ]);
  return createLiveMapState(orders, couriers);
}

/** Refetches the snapshot, joining one already under way instead of cancelling it. */
function refetchSnapshot(queryClient: QueryClient): void {
  void queryClient.refetchQueries({ queryKey: LIVE_MAP_SNAPSHOT_KEY }, { cancelRefetch: false });
}

/** `connection` is the panel's own unless a test hands in a fake. */
export function useLiveMapData(connection: RealtimeConnection = realtime): LiveMapData {
  const queryClient = useQueryClient();
  const calls = useCalls();
  // Events received while a snapshot is loading are replayed on it: the snapshot may have been
  // read before them. Replaying is safe because every event carries absolute values and a time.
  const recorders = useRef(new Set<LiveMapEvent[]>()).current;
  const namesTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const batcher = useMemo(
    () =>
      createBatcher<LiveMapEvent>((events) => {
        const next = queryClient.setQueryData<LiveMapState>(LIVE_MAP_SNAPSHOT_KEY, (state) =>
          state ? applyLiveEvents(state, events) : state,
        );
        if (next && namesTimer.current === null && hasMissingNames(next)) {
          namesTimer.current = setTimeout(() => {
            namesTimer.current = null;
            refetchSnapshot(queryClient);
          }, NAMES_REFETCH_MS);
        }
      }, BATCH_WINDOW_MS),
    [queryClient],
  );
  useEffect(
    () => () => {
      batcher.cancel();
      if (namesTimer.current !== null) clearTimeout(namesTimer.current);
      namesTimer.current = null;
    },
    [batcher],
  );

  const receive = (event: LiveMapEvent) => {
    for (const recorded of recorders) recorded.push(event);
    batcher.push(event);
  };
  const on = <E extends LiveMapEvent['type']>(type: E) =>
    (payload: RealtimeEvents[E]) => receive({ type, payload } as LiveMapEvent);
  useRealtimeEvent('courier:location', on('courier:location'), connection);
  useRealtimeEvent('market-order:status', on('market-order:status'), connection);
  useRealtimeEvent('market-checkout:new', on('market-checkout:new'), connection);
  useRealtimeEvent('statusChanged', on('statusChanged'), connection);
  useRealtimeResync(() => refetchSnapshot(queryClient), connection);

  const snapshot = useQuery({
    queryKey: LIVE_MAP_SNAPSHOT_KEY,
    queryFn: async ({ signal }) => {
      const recorded: LiveMapEvent[] = [];
      recorders.add(recorded);
      try {
        return applyLiveEvents(await loadSnapshot(calls, signal), recorded);
      } finally {
        recorders.delete(recorded);
      }
    },
    // Events keep it current; the socket's resync covers reconnections, not the window's focus.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const warehouses = useQuery({
    queryKey: LIVE_MAP_WAREHOUSES_KEY,
    queryFn: ({ signal }) => loadWarehouses(calls, signal),
    staleTime: WAREHOUSES_STALE_MS,
  });

  // Separate arrays, so a batch that only moves couriers leaves the orders array as it was.
  const orderMap = snapshot.data?.orders;
  const courierMap = snapshot.data?.couriers;
  const orders = useMemo(() => (orderMap ? [...orderMap.values()] : EMPTY), [orderMap]);
  const couriers = useMemo(() => (courierMap ? [...courierMap.values()] : EMPTY), [courierMap]);
  return {
    orders,
    couriers,
    warehouses: warehouses.data ?? EMPTY,
    loading: snapshot.isPending || warehouses.isPending,
    error: snapshot.error ?? warehouses.error ?? null,
    failed: failedOrHeld(snapshot) || failedOrHeld(warehouses),
    retry: () => {
      if (failedOrHeld(snapshot)) refetchSnapshot(queryClient);
      if (failedOrHeld(warehouses)) void warehouses.refetch();
    },
    retrying: snapshot.isFetching || warehouses.isFetching,
  };
}

const EMPTY: never[] = [];
