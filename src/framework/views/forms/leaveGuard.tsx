import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useCanBlock, useTranslate } from 'react-admin';
import { holdUnsavedChanges } from '../../unsavedChanges';

/**
 * While `dirty`: signing out asks first (the router does not see it; `onDiscarded` runs when the
 * user agrees to drop the changes) and closing or reloading the tab gets the browser's own
 * OK/Cancel whenever `guarding()` says so.
 */
export function useLeaveGuard(dirty: boolean, guarding: () => boolean, onDiscarded: () => void): void {
  const discarded = useRef(onDiscarded);
  discarded.current = onDiscarded;
  useEffect(() => {
    if (!dirty) return;
    return holdUnsavedChanges(() => discarded.current());
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!guarding()) return;
      event.preventDefault();
      event.returnValue = true; // Chrome before 119
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [dirty, guarding]);
}

/** Another page of the app (menu, link, back button): OK/Cancel. The same path (its query or hash) keeps the form. */
export function NavigationGuard({ guarding }: { guarding: () => boolean }) {
  const translate = useTranslate();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => guarding() && nextLocation.pathname !== currentLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (!guarding() || window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.();
    else blocker.reset?.();
    // The blocker object changes on every render; its state and the navigation it holds are what
    // matter: a second try to leave, made before the answer to the first one has rendered, finds
    // the state still 'blocked' and is a new location, so it is asked about too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state, blocker.location]);
  return null;
}

/**
 * Guards changes held outside a react-hook-form form (a dialog's own state): leaving the page,
 * signing out and closing the tab ask first while `dirty`. Forms use FormGuard, which also keeps
 * the values of a session that ended.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const latest = useRef(dirty);
  latest.current = dirty;
  const discarded = useRef(false);
  useEffect(() => {
    if (dirty) discarded.current = false;
  }, [dirty]);
  const guarding = useCallback(() => latest.current && !discarded.current, []);
  useLeaveGuard(dirty, guarding, () => {
    discarded.current = true;
  });
  // Only a data router can hold a navigation back (the panel's is one; see src/main.tsx).
  return useCanBlock() ? <NavigationGuard guarding={guarding} /> : null;
}
