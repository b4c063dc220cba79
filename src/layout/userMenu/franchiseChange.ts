import { ACCESS_TOKEN_KEY, KEEP_LIST, REFRESH_TOKEN_KEY, createSessionStore } from '../../../dataProvider/session';
import type { Profile } from '../../domain/callTypes';

/** PUT /users/:userId/franchise answers the user's profile in the new franchise. */
export type FranchiseChangeReply = Profile;

/**
 * After PUT /users/:id/franchise: drop the saved warehouse and every other local datum but the
 * keep-list and the tokens, then store the new user, country and that country's first timezone.
 */
export function applyFranchiseChange(storage: Storage, reply: FranchiseChangeReply): void {
  const keep = new Set([...KEEP_LIST, ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY]);
  const drop: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && !keep.has(key)) drop.push(key);
  }
  for (const key of drop) storage.removeItem(key);
  const session = createSessionStore(storage);
  session.setUser(reply.user);
  session.setCountry(reply.country);
  const zone = reply.country.timezones?.[0];
  if (zone) session.setTimezone(zone);
}
