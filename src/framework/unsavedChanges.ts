// The forms open right now with unsaved changes. The router asks before a navigation leaves one
// (src/framework/views/forms/FormGuard.tsx); this lets what the router does not see ask as well:
// signing out, which ends the session before the page is replaced.

/** Each holder's callback for when the user agreed to discard its changes. */
const holders = new Map<symbol, () => void>();

/** Marks one form as holding unsaved changes until the returned function is called. */
export function holdUnsavedChanges(onDiscarded: () => void): () => void {
  const token = Symbol('unsaved form');
  holders.set(token, onDiscarded);
  return () => {
    holders.delete(token);
  };
}

export function hasUnsavedChanges(): boolean {
  return holders.size > 0;
}

/**
 * True when nothing unsaved is open, or the user agrees (OK/Cancel) to discard it; the forms are
 * then told, so they keep nothing for later (a signed-out session's values are not a draft).
 */
export function confirmDiscardingUnsavedChanges(message: string): boolean {
  if (!hasUnsavedChanges()) return true;
  if (!window.confirm(message)) return false;
  for (const discarded of holders.values()) discarded();
  return true;
}
