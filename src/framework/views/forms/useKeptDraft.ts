import { useEffect, useRef, useState } from 'react';
import { browserDraftStorage, draftKey, readDraft, removeDraft, saveDraft, type FormDraft } from '../../../../authProvider/drafts';
import { createSessionStore } from '../../../../dataProvider/session';
import { holdUnsavedChanges } from '../../unsavedChanges';

export interface KeptDraftOptions {
  /** Which form: a resource's or a screen's name, and the record (null for a create form). */
  resource: string;
  id: string | null;
  /** The values held now, and whether they are changes not saved yet. */
  values: Record<string, unknown>;
  dirty: boolean;
  /** The record's version the changes are made on, kept with them so saving them stays checked. */
  version?: string;
  /** Called once, at mount, with the values an ended session left for this user and form. */
  onRestored: (draft: FormDraft) => void;
}

const session = createSessionStore();
const signedIn = () => session.accessToken() !== null;

/**
 * The draft rule of the generated forms (FormGuard) for a hand-written one that holds its values in
 * its own state: when the session ends while it holds changes, they are kept for this user and form
 * (authProvider/drafts.ts: sessionStorage, dropped on sign-out and for another user) and handed
 * back when the form mounts again after the same user signed in. Signing out on purpose keeps nothing.
 */
export function useKeptDraft({ resource, id, values, dirty, version, onRestored }: KeptDraftOptions): void {
  // Whose changes these are: read while signed in, since the session is gone when they are kept.
  const [owner] = useState(() => session.user()?._id ?? null);
  const latest = useRef({ values, dirty, version });
  latest.current = { values, dirty, version };
  const discarded = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    discarded.current = false;
    return holdUnsavedChanges(() => {
      discarded.current = true;
    });
  }, [dirty]);

  useEffect(() => {
    if (!owner) return;
    const key = draftKey(owner, resource, id);
    const draft = readDraft(browserDraftStorage(), key);
    if (!draft) return;
    removeDraft(browserDraftStorage(), key);
    onRestored(draft);
    // Once per form: the draft is gone after this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The session ended and the app is leaving (unmount) or the page is (full load to /login).
  useEffect(() => {
    const keepIfSessionEnded = () => {
      const { values: held, dirty: changed, version: at } = latest.current;
      if (!owner || signedIn() || discarded.current || !changed) return;
      saveDraft(browserDraftStorage(), draftKey(owner, resource, id), { values: held, ...(at !== undefined ? { version: at } : {}) });
    };
    window.addEventListener('pagehide', keepIfSessionEnded);
    return () => {
      window.removeEventListener('pagehide', keepIfSessionEnded);
      keepIfSessionEnded();
    };
  }, [owner, resource, id]);
}
