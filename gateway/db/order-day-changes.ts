// What a gateway reads to count a franchise's orders by day without scanning them on every call
// (gateway/routes/order-days-kept.ts): the franchise's version with the days changed since the
// version it last saw (migration 023), and days' counts and orders with the version they were read
// at, so a reader knows whether they belong to the version it holds.
import type { Queryable } from './db';

export interface VersionWithChanges {
  version: string;
  /** The newest order's creation time; null without orders. */
  lastCreatedAt: Date | null;
  /** 'YYYY-MM-DD' days changed after `since` ('-infinity': every day); empty when `since` was null. */
  changedDays: string[];
}

/** The franchise's version and the days changed after `since` (null: none asked), in one read. */
export async function readVersionWithChanges(db: Queryable, franchiseId: string, since: string | null): Promise<VersionWithChanges> {
  const { rows } = await db.query<{ version: string; last_created_at: Date | string | null; changed: string | null }>(
    `SELECT v.version::text, v.last_created_at,
       CASE WHEN $2::bigint IS NOT NULL AND v.version <> $2::bigint THEN
         (SELECT string_agg(c.day::text, ',') FROM order_day_changes c WHERE c.franchise_id = $1 AND c.version > $2::bigint)
       END AS changed
     FROM order_history_versions v WHERE v.franchise_id = $1`,
    [franchiseId, since],
  );
  const row = rows[0];
  if (!row) return { version: '0', lastCreatedAt: null, changedDays: [] };
  return {
    version: row.version,
    lastCreatedAt: row.last_created_at === null ? null : new Date(row.last_created_at),
    changedDays: row.changed ? row.changed.split(',') : [],
  };
}

/** [day, warehouseId, status, domainType, orders]: one row of order_day_counts. */
export type DayCountRow = [string, string, number, number, number];
/** [day, created_at in microseconds since 1970 UTC, warehouseId, status, domainType], by creation. */
export type DayOrderRow = [string, number, string, number, number];

/**
 * The kept counts (order_day_counts) of the franchise's `countDays`, and its orders created on
 * `orderDays` (UTC), their filter columns only, by creation time (read off the (franchise_id,
 * created_at, id) index): one statement, so both are at the version it answers.
 */
export async function readDays(
  db: Queryable,
  franchiseId: string,
  countDays: string[],
  orderDays: string[],
): Promise<{ version: string; counts: DayCountRow[]; orders: DayOrderRow[] }> {
  const { rows: [result] } = await db.query<{ version: string | null; counts: string | null; orders: string | null }>(
    `SELECT (SELECT version::text FROM order_history_versions WHERE franchise_id = $1) AS version,
       (SELECT json_agg(json_build_array(d.day::text, d.warehouse_id, d.status, d.domain_type, d.orders))
        FROM order_day_counts d WHERE d.franchise_id = $1 AND d.day = ANY($2::date[]) AND d.orders > 0)::text AS counts,
       (SELECT json_agg(json_build_array((o.created_at AT TIME ZONE 'UTC')::date::text, (extract(epoch FROM o.created_at) * 1000000)::int8,
           o.warehouse_id, o.status, o.domain_type) ORDER BY o.created_at)
        FROM unnest($3::date[]) AS d(day)
        JOIN orders o ON o.franchise_id = $1 AND o.created_at >= d.day::timestamp AT TIME ZONE 'UTC'
          AND o.created_at < (d.day + 1)::timestamp AT TIME ZONE 'UTC')::text AS orders`,
    [franchiseId, countDays, orderDays],
  );
  const rows = <T>(text: string | null) => (text === null ? [] : (JSON.parse(text) as T[]));
  return { version: result.version ?? '0', counts: rows<DayCountRow>(result.counts), orders: rows<DayOrderRow>(result.orders) };
}
