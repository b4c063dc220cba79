// Why the tiles are read again: an order or a picker moved (the socket the panel already holds;
// the pulse event for a user who may not read them),
// the socket came back after missing events, or a minute passed (react-query's interval, set on
// the list). A burst of events (a simulator step moves dozens of orders) costs one read.
import { useEffect, useMemo, useRef } from 'react';
import { useRealtimeEvent, useRealtimeResync } from '../../realtime';
import { coalesce } from '../../realtime/coalesce';
import { PULSE_EVENT } from '../../domain/dys/pulse';

/** The poll that catches what no event tells (a courier's break, a DTS record written by head office). */
export const PULSE_REFRESH_MS = 60_000;
/** At most one read per window, however many events came in it. */
const EVENT_WINDOW_MS = 1500;

/**
 * Reads the figures again after the pulse event and order and picker events. Couriers need no
 * event of their own: a courier's state follows its order's.
 */
export function usePulseRefresh(refetch: () => unknown): void {
  const latest = useRef(refetch);
  latest.current = refetch;
  const reread = useMemo(() => coalesce(() => void latest.current(), EVENT_WINDOW_MS), []);
  useEffect(() => () => reread.cancel(), [reread]);
  // the screen's own event reaches every user of the screen; the order and picker events only a
  // user who may read them, and sooner (the pulse event waits for the gateway's batch window)
  useRealtimeEvent(PULSE_EVENT, reread.request);
  useRealtimeEvent('market-order:status', reread.request);
  useRealtimeEvent('market-checkout:new', reread.request);
  useRealtimeEvent('statusChanged', reread.request);
  useRealtimeResync(reread.request);
}
