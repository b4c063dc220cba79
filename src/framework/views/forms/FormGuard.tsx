import { useCallback, useEffect, useRef, useState } from 'react';
import { useCanBlock, useRecordContext } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { browserDraftStorage, draftKey, readDraft, removeDraft, saveDraft, type FormDraft } from '../../../../authProvider/drafts';
import { createSessionStore } from '../../../../dataProvider/session';
import { NavigationGuard, useLeaveGuard } from './leaveGuard';

export interface FormGuardProps {
  resource: string;
  /** The record's id; null for a create form. */
  id: string | null;
  /** The inputs whose changes count (the form holds the whole record). */
  fields: readonly string[];
  /** Set once the form saved: leaving it then loses nothing. */
  saved: { readonly current: boolean };
  /** The version the changes are made on, kept with a draft (edit forms). */
  version?: (values: Record<string, unknown>) => string | undefined;
  /** Called once values kept from an ended session were put back. */
  onRestored?: (draft: FormDraft) => void;
}

const session = createSessionStore();
const signedIn = () => session.accessToken() !== null;

/**
 * Renders nothing; inside a form it guards the user's unsaved changes:
 * - leaving by a menu, a link or the browser's back button asks OK/Cancel first (react-router's
 *   blocker: the app runs in a data router), and so does closing or reloading the tab;
 * - when the session ends while the form is open (the app then leaves for the login page
 *   without asking), the changes are kept for this user and record and put back when the form
 *   opens again after signing in (authProvider/drafts.ts).
 */
export function FormGuard({ resource, id, fields, saved, version, onRestored }: FormGuardProps) {
  const { control, getValues, setValue } = useFormContext();
  const { dirtyFields } = useFormState({ control });
  const changed = fields.filter((field) => dirtyFields[field] === true);
  const dirty = changed.length > 0;
  // Whose changes these are: read while signed in, since the session is gone when they are kept.
  const [owner] = useState(() => session.user()?._id ?? null);

  const latest = useRef({ changed, dirty });
  latest.current = { changed, dirty };
  // The user agreed to drop the changes (signing out): nothing to guard or keep any more.
  const discarded = useRef(false);
  const guarding = useCallback(() => latest.current.dirty && !saved.current && !discarded.current && signedIn(), [saved]);

  const keepIfSessionEnded = useCallback(() => {
    if (!owner || signedIn() || saved.current || discarded.current || !latest.current.dirty) return;
    const values = getValues();
    const kept: FormDraft = { values: Object.fromEntries(latest.current.changed.map((field) => [field, values[field]])) };
    const at = version?.(values);
    if (at !== undefined) kept.version = at;
    saveDraft(browserDraftStorage(), draftKey(owner, resource, id), kept);
  }, [getValues, id, owner, resource, saved, version]);

  // Put back what an ended session left, once; the form now holds it. An edit form waits until it
  // holds its record: after a full page load the form mounts before the record arrives, and the
  // form's reset with the record (in the form's own effect, after this one's) would take the
  // values back, and with them the form's dirtiness.
  const record = useRecordContext();
  const holding = getValues('id');
  const ready = id === null || (record?.id != null && holding != null && String(holding) === String(record.id));
  useEffect(() => {
    if (!owner || !ready) return;
    const key = draftKey(owner, resource, id);
    const draft = readDraft(browserDraftStorage(), key);
    if (!draft) return;
    removeDraft(browserDraftStorage(), key);
    const restored: FormDraft = { ...draft, values: {} };
    for (const [field, value] of Object.entries(draft.values)) {
      if (!fields.includes(field)) continue;
      setValue(field, value, { shouldDirty: true });
      restored.values[field] = value;
    }
    onRestored?.(restored);
    // Once per form: the draft is gone after this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  // The session ended and the app is leaving (unmount) or the page is (full load to /login).
  useEffect(() => {
    window.addEventListener('pagehide', keepIfSessionEnded);
    return () => {
      window.removeEventListener('pagehide', keepIfSessionEnded);
      keepIfSessionEnded();
    };
  }, [keepIfSessionEnded]);

  // Signing out (the user menu) and closing or reloading the tab ask too; the router sees neither.
  useLeaveGuard(dirty, guarding, () => {
    discarded.current = true;
  });

  // Only a data router can hold a navigation back (the panel's is one; see src/main.tsx).
  return useCanBlock() ? <NavigationGuard guarding={guarding} /> : null;
}
