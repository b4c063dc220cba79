// Order counts per time bucket (hour, day, week or month in the caller's UTC offset) for one
// store, and the franchise's average per store over the same buckets. Empty buckets count 0,
// so a chart has every point. What counts as successful, missed or potential: db/order-sql.ts.
import type { CountGroupType, CountKind } from '../../src/domain/orders';
import { ORDER_COUNT_SQL } from './order-sql';
import type { Queryable } from './db';
import { instant } from './json-rows';


/** Bucket labels in local time: "2026-03-01T14:00", "2026-03-01", the week's Monday, "2026-03". */
const LABEL_FORMAT: Record<CountGroupType, string> = {
  hour: 'YYYY-MM-DD"T"HH24:00',
  day: 'YYYY-MM-DD',
  week: 'YYYY-MM-DD',
  month: 'YYYY-MM',
};

export interface CountBucket {
  /** The bucket's local label. */
  date: string;
  /** The instant the bucket starts. */
  startDate: string;
  count: number;
}

export interface CountQuery {
  franchiseId: string;
  kind: CountKind;
  start: Date;
  end: Date;
  groupType: CountGroupType;
  /** Minutes east of UTC. */
  utcOffset: number;
}

/**
 * Buckets of [start, end) with the number of orders of `kind` created in each: in one store,
 * or (warehouseId null) divided by `divisor` over the whole franchise, to two decimals.
 */
async function bucketCounts(db: Queryable, query: CountQuery, warehouseId: string | null, divisor: number): Promise<CountBucket[]> {
  const { rows } = await db.query<{ date: string; start_date: Date; count: number }>(
    `WITH counted AS (
       SELECT date_trunc($4, (o.created_at AT TIME ZONE 'UTC') + make_interval(mins => $5)) AS bucket, count(*) AS n
       FROM orders o
       WHERE o.franchise_id = $1 AND o.created_at >= $2 AND o.created_at < $3
         AND ($6::text IS NULL OR o.warehouse_id = $6) AND ${ORDER_COUNT_SQL[query.kind]}
       GROUP BY 1
     ),
     local AS (
       SELECT ($2::timestamptz AT TIME ZONE 'UTC') + make_interval(mins => $5) AS first,
              ($3::timestamptz AT TIME ZONE 'UTC') + make_interval(mins => $5) AS last
     )
     SELECT to_char(b, $7) AS date, (b - make_interval(mins => $5)) AT TIME ZONE 'UTC' AS start_date,
       round(COALESCE(c.n, 0)::numeric / $8, 2)::float8 AS count
     FROM local, generate_series(date_trunc($4, local.first), local.last - interval '1 microsecond', ('1 ' || $4)::interval) AS b
     LEFT JOIN counted c ON c.bucket = b
     ORDER BY b`,
    [query.franchiseId, instant(query.start), instant(query.end), query.groupType, query.utcOffset, warehouseId, LABEL_FORMAT[query.groupType], divisor],
  );
  return rows.map((row) => ({ date: row.date, startDate: new Date(row.start_date).toISOString(), count: row.count }));
}

export function countOrders(db: Queryable, query: CountQuery, warehouseId: string): Promise<CountBucket[]> {
  return bucketCounts(db, query, warehouseId, 1);
}

/** The franchise's counts divided by its number of stores: what one store does on average. */
export async function averageOrdersPerWarehouse(db: Queryable, query: CountQuery): Promise<{ buckets: CountBucket[]; warehouseCount: number }> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM warehouses WHERE franchise_id = $1`, [query.franchiseId]);
  const warehouseCount = rows[0].n;
  return { buckets: await bucketCounts(db, query, null, Math.max(warehouseCount, 1)), warehouseCount };
}
