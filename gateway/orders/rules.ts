// What the counts, the stats and the widget call an order: one definition each, as SQL over the
// orders table (alias o), so every call and every test counts the same way.
import {
  ACTIVE_ORDER_STATUSES,
  CANCELED_ORDER_STATUSES,
  DELIVERED_ORDER_STATUSES,
} from '../../src/domain/enums';
import type { CountKind } from '../../src/domain/orders';
import type { OrderStatus } from './flow';

/** Delivered-type orders (spec 4: 900 to 1000). */
export const SUCCESSFUL_ORDER_SQL = `o.status BETWEEN ${Math.min(...DELIVERED_ORDER_STATUSES)} AND ${Math.max(...DELIVERED_ORDER_STATUSES)}`;

/**
 * Orders the store lost: canceled (spec 4: 1100 to 1500), or a checkout that failed with an
 * error code (spec 8, e.g. 1370 courier unavailable; such orders end aborted or incomplete).
 */
export const MISSED_ORDER_SQL = `(o.status BETWEEN ${Math.min(...CANCELED_ORDER_STATUSES)} AND ${Math.max(...CANCELED_ORDER_STATUSES)} OR o.error_code IS NOT NULL)`;

/** Every order that could have been delivered: the successful and the missed ones. */
export const POTENTIAL_ORDER_SQL = `(${SUCCESSFUL_ORDER_SQL} OR ${MISSED_ORDER_SQL})`;

/** Minutes from checkout to delivery past which a delivered order is a red basket (late). */
export const RED_BASKET_MINUTES = 30;

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

/**
 * How long an active order may stay in one status before the sticky widget calls it
 * problematic (minutes). A status not listed never is.
 */
export const PROBLEMATIC_AFTER_MINUTES: Readonly<Partial<Record<OrderStatus, number>>> = {
  350: 5, // reserved: nobody started picking
  400: 5, // verifying
  500: 10, // preparing
  550: 5, // prepared, not handed over
  600: 5, // handover
  700: 25, // on way
  800: 10, // reached, not delivered
};

/** The SQL that picks problematic orders: active, and in their status for too long at $now. */
export function problematicOrderSql(nowPlaceholder: string): string {
  const cases = Object.entries(PROBLEMATIC_AFTER_MINUTES)
    .map(([status, minutes]) => `WHEN ${status} THEN ${minutes}`)
    .join(' ');
  return `(${ACTIVE_ORDER_SQL} AND o.status_updated_at <= ${nowPlaceholder}::timestamptz - make_interval(mins => CASE o.status ${cases} ELSE 100000 END))`;
}
