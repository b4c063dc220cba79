import { browserDraftStorage, draftKey, readDraft } from '../../../../authProvider/drafts';
import { createSessionStore } from '../../../../dataProvider/session';

/** Whether the signed-in user has values kept for this form from a session that ended. */
export function hasKeptDraft(resource: string, id: string | null): boolean {
  const owner = createSessionStore().user()?._id;
  return Boolean(owner) && readDraft(browserDraftStorage(), draftKey(owner!, resource, id)) !== null;
}
