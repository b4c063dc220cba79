import { useEffect, useSyncExternalStore } from 'react';

// Dialogs that open by themselves as the panel loads (the push consent popup, the boosted
// feature) take turns: one at a time, in the order they asked, the next once the first is gone.
// Two at once would stack one modal over the other, with the focus trapped in the wrong one.

let queue: readonly string[] = [];
const listeners = new Set<() => void>();

function setQueue(next: readonly string[]): void {
  queue = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const firstInLine = () => queue[0] ?? null;

/** Whether the dialog `id`, which wants to open, may open now (it waits while another is open). */
export function useDialogTurn(id: string, wanted: boolean): boolean {
  useEffect(() => {
    if (!wanted) return;
    if (!queue.includes(id)) setQueue([...queue, id]);
    return () => setQueue(queue.filter((waiting) => waiting !== id));
  }, [id, wanted]);
  const first = useSyncExternalStore(subscribe, firstInLine, firstInLine);
  return wanted && first === id;
}
