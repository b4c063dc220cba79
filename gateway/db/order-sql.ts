// What the counts, the stats and the widget call an order, and a courier's state, as SQL over the
// orders table (alias o) and the couriers table (alias c): one definition each, so every call and
// every test counts the same way. The rules they are built from live in gateway/orders/.
import {
  ACTIVE_ORDER_STATUSES,
  CANCELED_ORDER_STATUSES,
  DELIVERED_ORDER_STATUSES,
} from '../../src/domain/enums';
import type { CountKind } from '../../src/domain/orders';
import { COURIER_FREE, COURIER_RETURNING, COURIER_STATUS_FOR_ORDER } from '../orders/live-state';
import { PROBLEMATIC_AFTER_MINUTES, RED_BASKET_MINUTES } from '../orders/rules';

/** Delivered-type orders (spec 4: 900 to 1000). */
export const SUCCESSFUL_ORDER_SQL = `o.status BETWEEN ${Math.min(...DELIVERED_ORDER_STATUSES)} AND ${Math.max(...DELIVERED_ORDER_STATUSES)}`;

/**
 * Orders the store lost: canceled (spec 4: 1100 to 1500), or a checkout that failed with an
 * error code (spec 8, e.g. 1370 courier unavailable; such orders end aborted or incomplete).
 */
export const MISSED_ORDER_SQL = `(o.status BETWEEN ${Math.min(...CANCELED_ORDER_STATUSES)} AND ${Math.max(...CANCELED_ORDER_STATUSES)} OR o.error_code IS NOT NULL)`;

/** Every order that could have been delivered: the successful and the missed ones. */
export const POTENTIAL_ORDER_SQL = `(${SUCCESSFUL_ORDER_SQL} OR ${MISSED_ORDER_SQL})`;

/** A delivered order that took longer than RED_BASKET_MINUTES from checkout. */
export const RED_BASKET_SQL = `(${SUCCESSFUL_ORDER_SQL} AND o.delivered_at - o.checkout_at > interval '${RED_BASKET_MINUTES} minutes')`;

/** Active orders (reserved 350 up to reached 800), the live map's and the widget's. */
export const ACTIVE_MIN_STATUS = Math.min(...ACTIVE_ORDER_STATUSES);
export const ACTIVE_END_STATUS = Math.min(...DELIVERED_ORDER_STATUSES);
/** Matches the partial index orders_active_idx word for word, so the planner can use it. */
export const ACTIVE_ORDER_SQL = `o.status >= ${ACTIVE_MIN_STATUS} AND o.status < ${ACTIVE_END_STATUS}`;

export const ORDER_COUNT_SQL: Record<CountKind, string> = {
  successful: SUCCESSFUL_ORDER_SQL,
  missed: MISSED_ORDER_SQL,
  potential: POTENTIAL_ORDER_SQL,
};

/** The SQL that picks problematic orders: active, and in their status for too long at $now. */
export function problematicOrderSql(nowPlaceholder: string): string {
  const cases = Object.entries(PROBLEMATIC_AFTER_MINUTES)
    .map(([status, minutes]) => `WHEN ${status} THEN ${minutes}`)
    .join(' ');
  return `(${ACTIVE_ORDER_SQL} AND o.status_updated_at <= ${nowPlaceholder}::timestamptz - make_interval(mins => CASE o.status ${cases} ELSE 100000 END))`;
}

/** The same rule as SQL over a couriers row (alias c). */
export const COURIER_AVAILABILITY_SQL = `CASE WHEN NOT c.is_active OR NOT c.is_logged_in THEN 100 WHEN c.status = ${COURIER_FREE} THEN 300 ELSE 200 END`;

/** `CASE <orderStatus> WHEN 350 THEN 350 ... END`: the courier status for an order status column. */
export function courierStatusForOrderSql(orderStatusColumn: string): string {
  const cases = Object.entries(COURIER_STATUS_FOR_ORDER)
    .map(([order, courier]) => `WHEN ${order} THEN ${courier}`)
    .join(' ');
  return `CASE ${orderStatusColumn} ${cases} ELSE ${COURIER_RETURNING} END`;
}

/**
 * The columns an OrderRow needs, over `orders o` joined with ORDER_ROW_JOINS: the names of the
 * store, courier and picker come in the same statement (no query per row). Statements are kept
 * prepared (gateway/db), so the joins' planning is paid once, and they cost less per row than
 * scalar subqueries.
 */
export const ORDER_ROW_COLUMNS = `o.id, o.domain_type, o.status, o.status_updated_at, o.error_code, o.created_at,
  o.checkout_at, o.picker_assigned_at, o.delivered_at, o.canceled_at, o.warehouse_id, row_w.name AS warehouse_name,
  o.courier_id, row_c.name AS courier_name, o.picker_id, row_p.name AS picker_name,
  o.delivery_latitude, o.delivery_longitude, o.total_amount::float8 AS total_amount, o.currency,
  o.customer_name, o.customer_phone, o.customer_address`;

/** The joins ORDER_ROW_COLUMNS reads, placed right after `orders o`. */
export const ORDER_ROW_JOINS = `LEFT JOIN warehouses row_w ON row_w.id = o.warehouse_id
  LEFT JOIN couriers row_c ON row_c.id = o.courier_id LEFT JOIN pickers row_p ON row_p.id = o.picker_id`;
