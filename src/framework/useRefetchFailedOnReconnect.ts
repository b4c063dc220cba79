import { useEffect } from 'react';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** The part of the realtime connection this needs: its "(re)connected" signal. */
export interface ReconnectSource {
  onResync(listener: () => void): () => void;
}

/** The panel's socket, loaded apart from the first load (socket.io-client itself loads on first use). */
const panelSocket = (): Promise<ReconnectSource> => import('../realtime/realtime').then((module) => module.realtime);

/**
 * Asks again for every query on screen whose call failed, joining a call already under way. A
 * screen's own resync may refetch the same query on the same signal: `cancelRefetch: false` makes
 * the two one call.
 */
export function refetchFailed(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' }, { cancelRefetch: false });
}

/**
 * When the connection comes back, what failed loads again without a click. react-query's own
 * refetchOnReconnect follows only the browser's `online` event and only for stale queries with
 * that option on; a failed list or record must also return when the gateway's socket reconnects
 * (the browser may never have gone offline: the gateway was down), and whatever its options.
 * Paused calls (made while offline) resume by themselves; this is for the ones that failed.
 */
export function useRefetchFailedOnReconnect(socket: () => Promise<ReconnectSource> = panelSocket): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void refetchFailed(queryClient);
    const stopOnline = onlineManager.subscribe((online) => {
      if (online) refetch();
    });
    let stopSocket: (() => void) | null = null;
    let stopped = false;
    void socket().then((source) => {
      if (!stopped) stopSocket = source.onResync(refetch);
    });
    return () => {
      stopped = true;
      stopOnline();
      stopSocket?.();
    };
  }, [queryClient, socket]);
}
