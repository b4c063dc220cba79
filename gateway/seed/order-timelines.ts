// One order's story for the seed: how it ends (delivered, rated, canceled, failed at checkout,
// expired) and when each step of the flow (gateway/orders/flow.ts) happened, as seconds after
// the basket was created. Steps are at least a second apart, so timelines sort by time.
import { orderError, type EnumValue } from '../../src/domain/enums';
import { ORDER_ENDINGS, ORDER_STEPS, type OrderEnding, type OrderStatus, type OrderTimeColumn } from '../orders/flow';
import { PROBLEMATIC_AFTER_MINUTES } from '../orders/rules';
import type { SeededRandom } from './random';

/** Seconds each step takes after the one before it: [min, max]. */
const STEP_SECONDS: Readonly<Partial<Record<OrderTimeColumn, readonly [number, number]>>> = {
  checkout_at: [60, 600],
  picker_assigned_at: [10, 90],
  verified_at: [15, 60],
  prepared_at: [60, 300],
  handover_at: [20, 120],
  onway_at: [10, 60],
  reached_at: [180, 1500],
  delivered_at: [30, 180],
  rated_at: [300, 7200],
};

type Outcome = 'delivered' | 'rated' | OrderEnding;

/** How past orders end, by weight. */
const OUTCOMES: readonly (readonly [Outcome, number])[] = [
  ['delivered', 70],
  ['rated', 14],
  ['canceledByClient', 3],
  ['canceledByCourier', 0.5],
  ['canceledByStaff', 1],
  ['canceledBySystem', 1],
  ['canceledByAdmin', 0.5],
  ['aborted', 7],
  ['expired', 3],
];

type OrderErrorCode = EnumValue<typeof orderError>;
/** Why checkouts fail, by weight: mostly no courier or no capacity. */
const CHECKOUT_ERRORS: readonly (readonly [OrderErrorCode, number])[] = [
  [1370, 40], [1371, 20], [1355, 8], [1354, 4], [1365, 8], [1360, 6], [1395, 8], [1345, 3], [1350, 1], [1340, 1], [-1, 0.5], [-2, 0.5],
];

/** Statuses the seeded active orders are in, by weight. */
const ACTIVE_STATUSES: readonly (readonly [OrderStatus, number])[] = [
  [350, 2], [400, 2], [500, 3], [550, 1], [600, 1], [700, 4], [800, 1],
];

export function weighted<T>(random: SeededRandom, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1][0];
}

export interface OrderTimeline {
  status: number;
  errorCode: number | null;
  /** Seconds after created_at, per stamped column (created_at itself is 0 and implied). */
  offsets: Partial<Record<OrderTimeColumn, number>>;
  /** The latest offset: when the status was last updated. */
  lastOffset: number;
}

const STEP_COLUMNS = ORDER_STEPS.slice(1).map((step) => step.column);

/** Stamps the happy path through `lastColumn`; answers the offsets and the last one. */
function stampThrough(random: SeededRandom, lastColumn: OrderTimeColumn | null): Pick<OrderTimeline, 'offsets' | 'lastOffset'> {
  const offsets: OrderTimeline['offsets'] = {};
  let at = 0;
  if (lastColumn === null) return { offsets, lastOffset: 0 };
  for (const column of STEP_COLUMNS) {
    const [min, max] = STEP_SECONDS[column]!;
    at += random.int(min, max);
    offsets[column] = at;
    if (column === lastColumn) break;
  }
  return { offsets, lastOffset: at };
}

/** A finished order of the past. */
export function pastTimeline(random: SeededRandom): OrderTimeline {
  const outcome = weighted(random, OUTCOMES);
  if (outcome === 'delivered' || outcome === 'rated') {
    const stamped = stampThrough(random, outcome === 'rated' ? 'rated_at' : 'delivered_at');
    return { status: outcome === 'rated' ? 1000 : 900, errorCode: null, ...stamped };
  }
  const ending = ORDER_ENDINGS[outcome];
  if (outcome === 'aborted' || outcome === 'expired') {
    // never checked out: the failed attempt, or the basket left to expire
    const end = outcome === 'aborted' ? random.int(60, 600) : random.int(1800, 5400);
    return {
      status: ending.status,
      errorCode: outcome === 'aborted' ? weighted(random, CHECKOUT_ERRORS) : null,
      offsets: { canceled_at: end },
      lastOffset: end,
    };
  }
  // canceled somewhere between checkout and reaching the client
  const lastColumn = STEP_COLUMNS[random.int(0, STEP_COLUMNS.indexOf('reached_at'))];
  const stamped = stampThrough(random, lastColumn);
  const end = stamped.lastOffset + random.int(30, 600);
  return { status: ending.status, errorCode: null, offsets: { ...stamped.offsets, canceled_at: end }, lastOffset: end };
}

/**
 * An order in progress now, and how many seconds ago its status last changed: up to 1.4 times
 * the widget's problematic threshold, so a few of them show as problematic.
 */
export function activeTimeline(random: SeededRandom): OrderTimeline & { secondsInStatus: number } {
  const status = weighted(random, ACTIVE_STATUSES);
  const column = ORDER_STEPS.find((step) => step.status === status)!.column;
  const stamped = stampThrough(random, column);
  const threshold = (PROBLEMATIC_AFTER_MINUTES[status] ?? 10) * 60;
  return { status, errorCode: null, ...stamped, secondsInStatus: random.int(0, Math.round(threshold * 1.4)) };
}

/** Local hour-of-day weights: quiet nights, a lunch peak and a bigger evening one. */
const HOUR_WEIGHTS = [1, 0.5, 0.3, 0.2, 0.2, 0.3, 0.6, 1.2, 2, 2.5, 3, 3.5, 4.5, 4, 3.5, 3.5, 4, 5, 6, 6.5, 6, 5, 3.5, 2] as const;
const HOURS = HOUR_WEIGHTS.map((weight, hour) => [hour, weight] as const);

/** A second of the local day, busier at lunch and in the evening. */
export function secondOfDay(random: SeededRandom): number {
  return weighted(random, HOURS) * 3600 + random.int(0, 3599);
}

/**
 * The SQL that rebuilds the timeline of the orders matching `where` from their timestamps: one
 * event per stamped step, then the ending event for an order that ended early. The seed writes
 * its timelines this way, so they cannot disagree with the orders. Steps are stamped strictly
 * one after another, so the timeline reads in order by created_at.
 */
export function timelineFromTimestampsSql(where: string): string {
  const steps = ORDER_STEPS.map((step) => `(${step.event}, o.${step.column})`).join(', ');
  const endings = Object.values(ORDER_ENDINGS)
    .map((ending) => `WHEN ${ending.status} THEN ${ending.event}`)
    .join(' ');
  return `INSERT INTO order_events (order_id, franchise_id, event, created_at)
    SELECT o.id, o.franchise_id, e.event, e.at
    FROM orders o
    CROSS JOIN LATERAL (VALUES ${steps}, ((CASE o.status ${endings} END), o.canceled_at)) AS e(event, at)
    WHERE ${where} AND e.at IS NOT NULL AND e.event IS NOT NULL`;
}
