// Where the boosted-feature modal keeps the day it was last shown (docs/engagement.md): in
// localStorage under BOOSTED_MODAL_SHOWN_KEY, a map from user id to the calendar day in that
// user's chosen time zone; kept across sign-outs (the keep-list), so each user on a shared
// computer sees it once a day.
import { BOOSTED_MODAL_SHOWN_KEY } from '../../../dataProvider/session';
import type { ShownOnByUser } from '../../domain/engagement';

export function readShownOn(storage: Storage = window.localStorage): ShownOnByUser {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(BOOSTED_MODAL_SHOWN_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

export function markShownOn(userId: string, day: string, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(BOOSTED_MODAL_SHOWN_KEY, JSON.stringify({ ...readShownOn(storage), [userId]: day }));
  } catch {
    // storage unavailable: the modal may show again on the next load
  }
}
