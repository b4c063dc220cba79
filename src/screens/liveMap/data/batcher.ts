// Collects items that arrive at a high rate and hands them over together, at most once per
// window, so a burst of realtime events costs one cache update and one render, not hundreds.

export interface Batcher<T> {
  push(item: T): void;
  /** Hands over what is waiting now. */
  flush(): void;
  /** Drops what is waiting (unmount). */
  cancel(): void;
}

export function createBatcher<T>(
  deliver: (items: T[]) => void,
  windowMs: number,
  timers: { set: (callback: () => void, ms: number) => unknown; clear: (timer: unknown) => void } = {
    set: (callback, ms) => setTimeout(callback, ms),
    clear: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  },
): Batcher<T> {
  let waiting: T[] = [];
  let timer: unknown = null;
  const flush = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    if (waiting.length === 0) return;
    const items = waiting;
    waiting = [];
    deliver(items);
  };
  return {
    push(item) {
      waiting.push(item);
      timer ??= timers.set(flush, windowMs);
    },
    flush,
    cancel() {
      if (timer !== null) timers.clear(timer);
      timer = null;
      waiting = [];
    },
  };
}
