// The unsaved values of a form whose session ended while it was open (refresh token expired or
// revoked), kept so the same user finds them again after signing back in. sessionStorage: this
// tab only, gone with it. One entry per user and record; an explicit sign-out drops them all, and
// a sign-in drops every other user's.

const PREFIX = 'formDraft:';

export interface FormDraft {
  /** The changed fields' values, as the form held them. */
  values: Record<string, unknown>;
  /** The record's version the changes were made on (edit forms), so saving them stays checked. */
  version?: string;
}

/** Where drafts live; looked up only when used so the module loads under node. */
export function browserDraftStorage(): Storage {
  return window.sessionStorage;
}

/** The key of one form: a record's (`id`) or a resource's create form (`id` null). */
export function draftKey(userId: string, resource: string, id: string | null): string {
  return `${PREFIX}${JSON.stringify([userId, resource, id])}`;
}

export function saveDraft(storage: Storage, key: string, draft: FormDraft): void {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // storage full or disabled: the values are lost as they would have been without drafts
  }
}

export function readDraft(storage: Storage, key: string): FormDraft | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const draft = JSON.parse(raw) as Partial<FormDraft> | null;
    if (!draft || typeof draft.values !== 'object' || draft.values === null || Array.isArray(draft.values)) return null;
    return { values: draft.values, version: typeof draft.version === 'string' ? draft.version : undefined };
  } catch {
    return null; // a hand-edited or truncated value reads as absent
  }
}

export function removeDraft(storage: Storage, key: string): void {
  storage.removeItem(key);
}

/** Removes every draft, or every draft but `keepUserId`'s. */
export function dropDrafts(storage: Storage, keepUserId?: string): void {
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key === null || !key.startsWith(PREFIX)) continue;
    if (keepUserId !== undefined && ownerOf(key) === keepUserId) continue;
    doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}

function ownerOf(key: string): string | null {
  try {
    const parts = JSON.parse(key.slice(PREFIX.length)) as unknown;
    return Array.isArray(parts) && typeof parts[0] === 'string' ? parts[0] : null;
  } catch {
    return null;
  }
}
