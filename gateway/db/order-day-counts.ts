// The history's total from the order_day_counts table (kept by a trigger, see migration 003):
// whole UTC days inside the range are added up there, the partial days at both ends are counted
// in orders (an index-only scan over at most half a day). Same answer as count(*) over orders, at
// a cost that does not grow with the number of orders in the range.
import { Params } from './sql';
import type { Queryable } from './db';
import { instant } from './json-rows';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of a UTC midnight: a date never read through the session's time zone. */
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface CountFilter {
  warehouseIds?: string[];
  statuses?: number[];
  domainTypes?: number[];
}

function filterSql(alias: string, filter: CountFilter, params: Params): string {
  const conditions: string[] = [];
  if (filter.warehouseIds) conditions.push(`${alias}.warehouse_id = ANY(${params.add(filter.warehouseIds)}::text[])`);
  if (filter.statuses) conditions.push(`${alias}.status = ANY(${params.add(filter.statuses)}::int[])`);
  if (filter.domainTypes) conditions.push(`${alias}.domain_type = ANY(${params.add(filter.domainTypes)}::int[])`);
  return conditions.map((condition) => ` AND ${condition}`).join('');
}

/**
 * The SQL expression (an int) counting the franchise's orders created in [start, end) that match
 * `filter`, with its values added to `params`: a list call puts it in the same statement as its
 * page, one round trip instead of two.
 *
 * Whole UTC days come from order_day_counts. A partial day at either end is counted in orders,
 * or, when it covers more than half of its day, as that day's count less the rest of the day: a
 * range ending now (the usual case) then counts the orders after now, which are none, and no
 * partial day ever scans more than half a day of orders.
 */
export function ordersCreatedCountSql(franchise: string, start: Date, end: Date, filter: CountFilter, params: Params): string {
  const firstDay = Math.ceil(start.getTime() / DAY_MS) * DAY_MS;
  const endDay = Math.floor(end.getTime() / DAY_MS) * DAY_MS;
  const orders = (from: number, to: number) =>
    `(SELECT count(*) FROM orders o WHERE o.franchise_id = ${franchise} AND o.created_at >= ${params.add(instant(new Date(from)))}
      AND o.created_at < ${params.add(instant(new Date(to)))}${filterSql('o', filter, params)})`;
  if (firstDay >= endDay) return `${orders(start.getTime(), end.getTime())}::int`;
  // The days read from the table, and what is added to or taken from them.
  let fromDay = firstDay;
  let toDay = endDay;
  const terms: string[] = [];
  if (start.getTime() < firstDay) {
    if (firstDay - start.getTime() > DAY_MS / 2) {
      fromDay = firstDay - DAY_MS;
      terms.push(`- ${orders(fromDay, start.getTime())}`);
    } else {
      terms.push(`+ ${orders(start.getTime(), firstDay)}`);
    }
  }
  if (end.getTime() > endDay) {
    if (end.getTime() - endDay > DAY_MS / 2) {
      toDay = endDay + DAY_MS;
      terms.push(`- ${orders(end.getTime(), toDay)}`);
    } else {
      terms.push(`+ ${orders(endDay, end.getTime())}`);
    }
  }
  const days = `(SELECT COALESCE(sum(d.orders), 0) FROM order_day_counts d WHERE d.franchise_id = ${franchise}
    AND d.day >= ${params.add(utcDate(fromDay))}::date AND d.day < ${params.add(utcDate(toDay))}::date${filterSql('d', filter, params)})`;
  return `(${days} ${terms.join(' ')})::int`;
}

/** How many of the franchise's orders created in [start, end) match `filter`. */
export async function countOrdersCreated(db: Queryable, franchiseId: string, start: Date, end: Date, filter: CountFilter): Promise<number> {
  const params = new Params();
  const sql = ordersCreatedCountSql(params.add(franchiseId), start, end, filter, params);
  const { rows } = await db.query<{ total: number }>(`SELECT ${sql} AS total`, params.values);
  return rows[0].total;
}

/** Recounts the whole table from orders (after a bulk load that ran with the trigger off). */
export async function rebuildOrderDayCounts(db: Queryable): Promise<void> {
  await db.exec(`DELETE FROM order_day_counts;
    INSERT INTO order_day_counts (franchise_id, day, warehouse_id, status, domain_type, orders)
    SELECT franchise_id, (created_at AT TIME ZONE 'UTC')::date, warehouse_id, status, domain_type, count(*)
    FROM orders GROUP BY 1, 2, 3, 4, 5`);
}
