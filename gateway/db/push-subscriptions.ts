// The Web Push subscriptions of users (migration 022). A subscription's endpoint stays with the
// user who registered it first: another user's PUT with the same endpoint changes nothing.
import { randomUUID } from 'node:crypto';
import type { Queryable } from './db';
import type { PushSubscriptionToken } from '../../src/domain/push';

export interface StoredPushSubscription extends PushSubscriptionToken {
  id: string;
  language: string;
}

/**
 * Keeps `subscription` for the user in the franchise (a known endpoint of the same user gets its
 * new keys, language and franchise). False when the endpoint is another user's: nothing changes.
 */
export async function savePushSubscription(
  db: Queryable,
  franchiseId: string,
  userId: string,
  subscription: PushSubscriptionToken,
  language: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO push_subscriptions (id, franchise_id, user_id, endpoint, p256dh, auth, language, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     ON CONFLICT (endpoint) DO UPDATE SET franchise_id = EXCLUDED.franchise_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
       language = EXCLUDED.language, updated_at = EXCLUDED.updated_at
     WHERE push_subscriptions.user_id = EXCLUDED.user_id
     RETURNING id`,
    [randomUUID(), franchiseId, userId, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth, language, now],
  );
  return rows.length === 1;
}

/** The user's subscriptions in the franchise, oldest first. */
export async function pushSubscriptionsOf(db: Queryable, franchiseId: string, userId: string): Promise<StoredPushSubscription[]> {
  const { rows } = await db.query<{ id: string; endpoint: string; p256dh: string; auth: string; language: string }>(
    `SELECT id, endpoint, p256dh, auth, language FROM push_subscriptions WHERE franchise_id = $1 AND user_id = $2 ORDER BY created_at, id`,
    [franchiseId, userId],
  );
  return rows.map((row) => ({ id: row.id, endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth }, language: row.language }));
}

/** Forgets a subscription the push service reported gone (404/410). */
export async function deletePushSubscription(db: Queryable, franchiseId: string, id: string): Promise<void> {
  await db.query(`DELETE FROM push_subscriptions WHERE franchise_id = $1 AND id = $2`, [franchiseId, id]);
}
