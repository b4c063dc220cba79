// The order flow the gateway follows: each timeline event (spec 4 event codes) moves the order to
// one status (spec 4 order statuses) and stamps one column. The spec lists the codes but not the
// graph; this file is that graph, shared by the seed, the simulator and the replies, so an
// order's status, timestamps and timeline always agree.
import { type EnumValue, type orderEvent, type orderStatus } from '../../src/domain/enums';

export type OrderStatus = EnumValue<typeof orderStatus>;
export type OrderEvent = EnumValue<typeof orderEvent>;

/** A forward step: the event, the status it leads to and the column that records when. */
export interface OrderStep {
  event: OrderEvent;
  status: OrderStatus;
  column: OrderTimeColumn;
}

export type OrderTimeColumn =
  | 'created_at'
  | 'checkout_at'
  | 'picker_assigned_at'
  | 'verified_at'
  | 'prepared_at'
  | 'handover_at'
  | 'onway_at'
  | 'reached_at'
  | 'delivered_at'
  | 'rated_at'
  | 'canceled_at';

/** The happy path, in order: basket, checkout (a courier is reserved), picking, the trip, delivery. */
export const ORDER_STEPS: readonly OrderStep[] = [
  { event: 1000, status: 300, column: 'created_at' }, // basket created -> browsing
  { event: 1400, status: 350, column: 'checkout_at' }, // checkout -> reserved (courier reserved)
  { event: 1800, status: 400, column: 'picker_assigned_at' }, // picker assigned -> verifying
  { event: 1850, status: 500, column: 'verified_at' }, // verified -> preparing
  { event: 1900, status: 550, column: 'prepared_at' }, // prepared -> prepared
  { event: 2200, status: 600, column: 'handover_at' }, // handed to the courier -> handover
  { event: 2300, status: 700, column: 'onway_at' }, // on way
  { event: 2600, status: 800, column: 'reached_at' }, // reached the address
  { event: 2700, status: 900, column: 'delivered_at' }, // delivered
  { event: 1500, status: 1000, column: 'rated_at' }, // rated by the client
];

/** How an order ends early, each with its own event; all stamp canceled_at. */
export const ORDER_ENDINGS = {
  /** The basket was left until it expired: incomplete. */
  expired: { event: 1110, status: 100 },
  /** Checkout failed (an error code tells why): aborted. */
  aborted: { event: 1200, status: 200 },
  canceledByCourier: { event: 1100, status: 1100 },
  canceledByClient: { event: 1100, status: 1200 },
  canceledByStaff: { event: 1100, status: 1300 },
  canceledBySystem: { event: 1100, status: 1400 },
  canceledByAdmin: { event: 5000, status: 1500 },
} as const satisfies Record<string, { event: OrderEvent; status: OrderStatus }>;

export type OrderEnding = keyof typeof ORDER_ENDINGS;

/** The event that ended an order in `status` early (null for a status of the happy path). */
export function endingEventOf(status: number): OrderEvent | null {
  for (const ending of Object.values(ORDER_ENDINGS)) if (ending.status === status) return ending.event;
  return null;
}

/** The step after `status` on the happy path, or null at its end (or off it). */
export function nextStep(status: number): OrderStep | null {
  const index = ORDER_STEPS.findIndex((step) => step.status === status);
  return index >= 0 && index < ORDER_STEPS.length - 1 ? ORDER_STEPS[index + 1] : null;
}

/** The step whose status is `status`. */
export function stepOf(status: number): OrderStep | undefined {
  return ORDER_STEPS.find((step) => step.status === status);
}
