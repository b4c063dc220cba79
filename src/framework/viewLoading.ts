import { useSyncExternalStore } from 'react';

// How many lazily loaded views are being fetched now. While one loads after a click, the router
// keeps the old page on screen (a transition): without a sign, the click looks ignored, and what
// the user types meanwhile goes to the page that is about to go.
let loading = 0;
const listeners = new Set<() => void>();

function changed(by: number) {
  loading += by;
  for (const listener of listeners) listener();
}

/** Counts `load` as a view being fetched until it settles; answers it unchanged. */
export function trackViewLoad<T>(load: Promise<T>): Promise<T> {
  changed(1);
  return load.finally(() => changed(-1));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a view's code is being fetched now. */
export function useViewLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}
