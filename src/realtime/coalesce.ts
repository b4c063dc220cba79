// Refetches a live screen cannot avoid (a new row in a server-sorted page) are coalesced: a burst
// of events costs one call.

/**
 * Runs `task` at most once per `windowMs`: the first call starts the window and the task runs at
 * its end, however many calls came in between (a burst of new checkouts costs one refetch).
 */
export function coalesce(
  task: () => void,
  windowMs: number,
  // Wrapped: a browser's setTimeout called as a method of another object throws "Illegal invocation".
  timers: { set: (callback: () => void, ms: number) => unknown; clear: (timer: unknown) => void } = {
    set: (callback, ms) => setTimeout(callback, ms),
    clear: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  },
) {
  let timer: unknown = null;
  return {
    request() {
      if (timer !== null) return;
      timer = timers.set(() => {
        timer = null;
        task();
      }, windowMs);
    },
    cancel() {
      if (timer !== null) timers.clear(timer);
      timer = null;
    },
  };
}
