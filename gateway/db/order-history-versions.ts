// The version a franchise's order history is at (migration 007): kept by triggers on every
// change, refreshed by hand only after a bulk load that ran with them off.
import type { Queryable } from './db';

export interface OrderHistoryVersion {
  version: string;
  /** The newest order's creation time; null without orders. */
  lastCreatedAt: Date | null;
}

export async function readOrderHistoryVersion(db: Queryable, franchiseId: string): Promise<OrderHistoryVersion> {
  const { rows } = await db.query<{ version: string; last_created_at: Date | string | null }>(
    'SELECT version::text, last_created_at FROM order_history_versions WHERE franchise_id = $1',
    [franchiseId],
  );
  const row = rows[0];
  if (!row) return { version: '0', lastCreatedAt: null };
  return { version: row.version, lastCreatedAt: row.last_created_at === null ? null : new Date(row.last_created_at) };
}

/** Moves every franchise's version on, after a bulk load of orders that ran with the triggers off,
 * and marks every day changed at it ('-infinity', migration 023): which ones the load touched is unknown. */
export async function refreshOrderHistoryVersions(db: Queryable): Promise<void> {
  await db.exec(`INSERT INTO order_history_versions AS v (franchise_id, version, last_created_at)
    SELECT franchise_id, 1, max(created_at) FROM orders GROUP BY franchise_id
    ON CONFLICT (franchise_id) DO UPDATE SET version = v.version + 1, last_created_at = EXCLUDED.last_created_at;
    INSERT INTO order_day_changes AS c (franchise_id, day, version)
    SELECT franchise_id, '-infinity', version FROM order_history_versions
    ON CONFLICT (franchise_id, day) DO UPDATE SET version = EXCLUDED.version`);
}
