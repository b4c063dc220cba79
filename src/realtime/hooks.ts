// React hooks over the shared realtime connection. A screen listens to the events it shows and
// patches its react-query cache in place; after a (re)connection it refetches its snapshot once.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import type { RealtimeEvents } from '../domain/orders';
import type { RealtimeConnection, RealtimeEventName, RealtimeStatus } from './connection';
import { realtime } from './realtime';

/**
 * Calls `handler` for every `event` while the component is mounted. The handler may change
 * between renders without resubscribing. Tells the gateway which page the socket serves.
 */
export function useRealtimeEvent<E extends RealtimeEventName>(
  event: E,
  handler: (payload: RealtimeEvents[E]) => void,
  connection: RealtimeConnection = realtime,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  const { pathname } = useLocation();
  useEffect(() => connection.setPage(pathname), [connection, pathname]);
  useEffect(() => connection.on(event, (payload) => latest.current(payload)), [connection, event]);
}

/** Calls `resync` after each (re)connection, when events may have been missed. */
export function useRealtimeResync(resync: () => void, connection: RealtimeConnection = realtime): void {
  const latest = useRef(resync);
  latest.current = resync;
  useEffect(() => connection.onResync(() => latest.current()), [connection]);
}

/** The connection's state, for a "live" / "reconnecting" indicator. */
export function useRealtimeStatus(connection: RealtimeConnection = realtime): RealtimeStatus {
  return useSyncExternalStore(
    (notify) => connection.onStatus(notify),
    () => connection.status,
  );
}
