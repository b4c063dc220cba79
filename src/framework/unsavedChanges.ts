// The forms open right now with unsaved changes. The router asks before a navigation leaves one
// (src/framework/views/forms/FormGuard.tsx); this lets what the router does not see ask as well:
// signing out, which ends the session before the page is replaced.

const holders = new Set<symbol>();

/** Marks one form as holding unsaved changes until the returned function is called. */
export function holdUnsavedChanges(): () => void {
  const token = Symbol('unsaved form');
  holders.add(token);
  return () => {
    holders.delete(token);
  };
}

export function hasUnsavedChanges(): boolean {
  return holders.size > 0;
}

/** True when nothing unsaved is open, or the user agrees (OK/Cancel) to discard it. */
export function confirmDiscardingUnsavedChanges(message: string): boolean {
  return !hasUnsavedChanges() || window.confirm(message);
}
