// Orders of one franchise: one by id (with its timeline), the active ones for the live map, the
// history page with its total, its averages, and the widget's problematic ones. Every statement
// is scoped to the franchise first; couriers, pickers and stores come in the same statement (no
// query per row).
import type { BasketItem } from '../orders/products';
import type { OrderRow } from '../orders/replies';
import { ACTIVE_ORDER_SQL, ORDER_ROW_COLUMNS, ORDER_ROW_JOINS, problematicOrderSql, SUCCESSFUL_ORDER_SQL } from './order-sql';
import { Params } from './sql';
import type { Queryable } from './db';
import { instant, queryJsonRows } from './json-rows';
import { ordersCreatedCountSql } from './order-day-counts';

export interface OrderDetailRow extends OrderRow {
  verified_at: Date | null;
  prepared_at: Date | null;
  handover_at: Date | null;
  onway_at: Date | null;
  reached_at: Date | null;
  rated_at: Date | null;
  basket: BasketItem[];
  basket_amount: number;
  delivery_fee: number;
  city_id: string;
  city_name: string;
  courier_phone: string | null;
  courier_latitude: number | null;
  courier_longitude: number | null;
  timeline: { event: number; createdAt: string }[];
}

/** One order of the franchise with its timeline, or null (another franchise's: null too). */
export async function findOrder(db: Queryable, franchiseId: string, orderId: string, domainType: number | null): Promise<OrderDetailRow | null> {
  const { rows } = await db.query<OrderDetailRow>(
    `SELECT ${ORDER_ROW_COLUMNS}, o.verified_at, o.prepared_at, o.handover_at, o.onway_at, o.reached_at, o.rated_at,
       o.basket, o.basket_amount::float8 AS basket_amount, o.delivery_fee::float8 AS delivery_fee,
       w.city_id, ci.name AS city_name, c.phone AS courier_phone, c.latitude AS courier_latitude, c.longitude AS courier_longitude,
       COALESCE((SELECT json_agg(json_build_object('event', e.event, 'createdAt', e.created_at) ORDER BY e.created_at, e.id)
                 FROM order_events e WHERE e.order_id = o.id), '[]') AS timeline
     FROM orders o ${ORDER_ROW_JOINS}
     JOIN warehouses w ON w.id = o.warehouse_id
     JOIN cities ci ON ci.id = w.city_id
     LEFT JOIN couriers c ON c.id = o.courier_id
     WHERE o.franchise_id = $1 AND o.id = $2 AND ($3::int IS NULL OR o.domain_type = $3)`,
    [franchiseId, orderId, domainType],
  );
  return rows[0] ?? null;
}

/** A page of rows and the total they are a page of. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** The franchise's active orders (reserved to reached), oldest first. */
export async function listActiveOrders(db: Queryable, franchiseId: string, limit: number, offset: number): Promise<Page<OrderRow>> {
  const rows = await queryJsonRows<OrderRow>(
    db,
    `SELECT ${ORDER_ROW_COLUMNS} FROM orders o ${ORDER_ROW_JOINS}
     WHERE o.franchise_id = $1 AND ${ACTIVE_ORDER_SQL}
     ORDER BY o.created_at, o.id LIMIT $2 OFFSET $3`,
    [franchiseId, limit, offset],
    'r.created_at, r.id',
  );
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders o WHERE o.franchise_id = $1 AND ${ACTIVE_ORDER_SQL}`, [
    franchiseId,
  ]);
  return { rows, total: count.rows[0].total };
}

export interface HistoryFilter {
  warehouseIds?: string[];
  statuses?: number[];
  domainTypes?: number[];
  createdAtStart: Date;
  createdAtEnd: Date;
}

/** Sortable fields of the history and their columns. */
export const HISTORY_SORT_COLUMNS = {
  createdAt: 'o.created_at',
  checkoutAt: 'o.checkout_at',
  deliveredAt: 'o.delivered_at',
  statusUpdatedAt: 'o.status_updated_at',
  status: 'o.status',
  totalAmount: 'o.total_amount',
} as const;

/** Columns that may be null: sorted with nulls last either way. The others must not say so, or
 * `created_at DESC` could no longer be read backwards off the (franchise_id, created_at, id) index. */
const NULLABLE_SORT_COLUMNS: ReadonlySet<string> = new Set(['o.checkout_at', 'o.delivered_at']);

export type HistorySortField = keyof typeof HISTORY_SORT_COLUMNS;

function historyWhere(franchiseId: string, filter: HistoryFilter, params: Params): string {
  const conditions = [
    `o.franchise_id = ${params.add(franchiseId)}`,
    `o.created_at >= ${params.add(instant(filter.createdAtStart))}`,
    `o.created_at < ${params.add(instant(filter.createdAtEnd))}`,
  ];
  if (filter.warehouseIds) conditions.push(`o.warehouse_id = ANY(${params.add(filter.warehouseIds)}::text[])`);
  if (filter.statuses) conditions.push(`o.status = ANY(${params.add(filter.statuses)}::int[])`);
  if (filter.domainTypes) conditions.push(`o.domain_type = ANY(${params.add(filter.domainTypes)}::int[])`);
  return conditions.join(' AND ');
}

/** The SQL (a JSON text) of a page of the franchise's orders matching `filter`: the page's ids
 * are cut first (read off the (franchise_id, created_at, id) index for the default sort, filters
 * included), then only those orders are read, with the names of their couriers, pickers and stores. */
function historyPageSql(franchiseId: string, filter: HistoryFilter, sort: HistorySort, limit: number, offset: number, params: Params): string {
  const where = historyWhere(franchiseId, filter, params);
  const direction = sort.direction === 1 ? 'ASC' : 'DESC';
  const column = HISTORY_SORT_COLUMNS[sort.field];
  // The id breaks ties in the same direction, so one index serves both directions.
  const orderBy = `${column} ${direction}${NULLABLE_SORT_COLUMNS.has(column) ? ' NULLS LAST' : ''}, o.id ${direction}`;
  const pageIds = `SELECT o.id FROM orders o WHERE ${where} ORDER BY ${orderBy} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`;
  return `COALESCE((SELECT json_agg(r ORDER BY r.position) FROM (
         SELECT page.position, ${ORDER_ROW_COLUMNS}
         FROM unnest(ARRAY(${pageIds})) WITH ORDINALITY AS page(id, position)
         JOIN orders o ON o.id = page.id ${ORDER_ROW_JOINS}) r), '[]')::text`;
}

export interface HistorySort {
  field: HistorySortField;
  direction: 1 | -1;
}

/** A page of the franchise's orders matching `filter`, and their total, read together. */
export async function searchOrderHistory(
  db: Queryable,
  franchiseId: string,
  filter: HistoryFilter,
  sort: HistorySort,
  limit: number,
  offset: number,
): Promise<Page<OrderRow>> {
  const params = new Params();
  const page = historyPageSql(franchiseId, filter, sort, limit, offset, params);
  const total = ordersCreatedCountSql(params.add(franchiseId), filter.createdAtStart, filter.createdAtEnd, filter, params);
  // Page and total in one statement: on the embedded database every round trip queues behind the others.
  const { rows: [result] } = await db.query<{ rows: string; total: number }>(`SELECT ${page} AS rows, ${total} AS total`, params.values);
  return { rows: JSON.parse(result.rows) as OrderRow[], total: result.total };
}

/** A page of the franchise's orders matching `filter` without its total, and the franchise's
 * order history version it was read at (migration 007). */
export async function searchOrderHistoryPage(
  db: Queryable,
  franchiseId: string,
  filter: HistoryFilter,
  sort: HistorySort,
  limit: number,
  offset: number,
): Promise<{ rows: OrderRow[]; version: string }> {
  const params = new Params();
  const page = historyPageSql(franchiseId, filter, sort, limit, offset, params);
  const { rows: [result] } = await db.query<{ rows: string; version: string | null }>(
    `SELECT ${page} AS rows, (SELECT version::text FROM order_history_versions WHERE franchise_id = ${params.add(franchiseId)}) AS version`,
    params.values,
  );
  return { rows: JSON.parse(result.rows) as OrderRow[], version: result.version ?? '0' };
}

export interface HistoryAverages {
  orderCount: number;
  successfulOrderCount: number;
  averageBasketAmount: number | null;
  averageTotalAmount: number | null;
  averagePreparationMinutes: number | null;
  averageDeliveryMinutes: number | null;
}

/**
 * Averages over the franchise's orders matching `filter`: amounts over the delivered ones,
 * preparation from checkout to prepared, delivery from checkout to delivered.
 */
export async function averageOrderHistory(db: Queryable, franchiseId: string, filter: HistoryFilter): Promise<HistoryAverages> {
  const params = new Params();
  const where = historyWhere(franchiseId, filter, params);
  const minutes = (from: string, to: string) =>
    `round((avg(EXTRACT(EPOCH FROM o.${to} - o.${from})) FILTER (WHERE ${SUCCESSFUL_ORDER_SQL}) / 60)::numeric, 2)::float8`;
  const { rows } = await db.query<HistoryAverages>(
    `SELECT count(*)::int AS "orderCount",
       count(*) FILTER (WHERE ${SUCCESSFUL_ORDER_SQL})::int AS "successfulOrderCount",
       round(avg(o.basket_amount) FILTER (WHERE ${SUCCESSFUL_ORDER_SQL}), 2)::float8 AS "averageBasketAmount",
       round(avg(o.total_amount) FILTER (WHERE ${SUCCESSFUL_ORDER_SQL}), 2)::float8 AS "averageTotalAmount",
       ${minutes('checkout_at', 'prepared_at')} AS "averagePreparationMinutes",
       ${minutes('checkout_at', 'delivered_at')} AS "averageDeliveryMinutes"
     FROM orders o WHERE ${where}`,
    params.values,
  );
  return rows[0];
}

/** Active orders in their status for too long at `now`, the longest waiting first. */
export async function listProblematicOrders(
  db: Queryable,
  franchiseId: string,
  warehouseIds: string[] | null,
  now: Date,
  limit: number,
): Promise<Page<OrderRow>> {
  const where = `o.franchise_id = $1 AND ${problematicOrderSql('$2')} AND ($3::text[] IS NULL OR o.warehouse_id = ANY($3::text[]))`;
  const params = [franchiseId, instant(now), warehouseIds];
  const rows = await queryJsonRows<OrderRow>(
    db,
    `SELECT ${ORDER_ROW_COLUMNS} FROM orders o ${ORDER_ROW_JOINS} WHERE ${where} ORDER BY o.status_updated_at, o.id LIMIT $4`,
    [...params, limit],
    'r.status_updated_at, r.id',
  );
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders o WHERE ${where}`, params);
  return { rows, total: count.rows[0].total };
}
