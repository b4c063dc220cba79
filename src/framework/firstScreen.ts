import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { entryPatterns, matchesPattern } from './paths';
import { useRegistry } from './registry';
import { useViewLoading } from './viewLoading';

// What may wait until the first screen a visit opens is drawn: the realtime socket's code (its
// client is a sixth of a list's first load), so the screen the user came for is not kept
// waiting by a connection that only patches it later (a reconnection refetches what it missed).
export interface FirstScreenSignal {
  /** Resolves once the first screen has drawn what it asked for, or after `atMostMs`, whichever comes first. */
  settled(atMostMs?: number): Promise<void>;
  mark(): void;
}

export function createFirstScreenSignal(): FirstScreenSignal {
  let mark: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => {
    mark = resolve;
  });
  return {
    settled: (atMostMs = 3000) => Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, atMostMs))]),
    mark: () => mark(),
  };
}

/** The visit's: one first screen per page load. */
const visit = createFirstScreenSignal();
export const firstScreenSettled = (atMostMs?: number) => visit.settled(atMostMs);

/**
 * Watches the visit's first screen from the shell. It is drawn once no view's code is loading and
 * no call is under way, for a quiet moment, after the call that fills it answered: on a resource's
 * route one of that resource's queries (react-admin keys them by its name first), on a page any
 * call (the page's own; a page without one is waited for at most `firstScreenSettled`'s time).
 */
export function useFirstScreenWatch({ signal = visit, quietMs = 100 }: { signal?: FirstScreenSignal; quietMs?: number } = {}): void {
  const queryClient = useQueryClient();
  const viewLoading = useViewLoading();
  const registry = useRegistry();
  const { pathname } = useLocation();
  const resource = useMemo(
    () => registry.find((entry) => entry.kind === 'resource' && entryPatterns(entry).some((pattern) => matchesPattern(pattern, pathname)))?.name ?? null,
    [registry, pathname],
  );
  useEffect(() => {
    if (viewLoading) return undefined;
    const cache = queryClient.getQueryCache();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      const answered = cache
        .getAll()
        .some((query) => (resource === null || query.queryKey[0] === resource) && (query.state.dataUpdatedAt > 0 || query.state.errorUpdatedAt > 0));
      if (answered && queryClient.isFetching() === 0) timer = setTimeout(signal.mark, quietMs);
    };
    check();
    const stop = cache.subscribe(check);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [queryClient, viewLoading, quietMs, resource, signal]);
}
