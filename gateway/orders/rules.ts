// The order rules that are numbers, not queries: how long an order may take before it counts as
// late or stuck. The SQL built from them lives in gateway/db/order-sql.ts.
import type { OrderStatus } from './flow';

/** Minutes from checkout to delivery past which a delivered order is a red basket (late). */
export const RED_BASKET_MINUTES = 30;

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
