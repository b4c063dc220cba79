// What one order count call (POST /orders/:warehouseId/count/:kind[/average]) may ask for: the
// gateway refuses more, the order statistics screen asks no more. Written once, read by both.
import type { CountGroupType, CountKind } from './orders';

export const ORDER_COUNT_KINDS = ['successful', 'missed', 'potential'] as const satisfies readonly CountKind[];

export const COUNT_GROUP_TYPES = ['hour', 'day', 'week', 'month'] as const satisfies readonly CountGroupType[];

/** The most buckets one answer holds (400 hours, 400 days...). */
export const ORDER_COUNT_MAX_BUCKETS = 400;
/** The longest range one count call takes, in days (ten years and a little, for months). */
export const ORDER_COUNT_MAX_DAYS = 3660;

const HOURS_PER_BUCKET: Record<CountGroupType, number> = { hour: 1, day: 24, week: 168, month: 672 };

/**
 * How many buckets [start, end) spans by the gateway's reckoning: roughly, a month counted as 28
 * days and one bucket more for a range that starts mid-bucket, so it errs long. The gateway
 * refuses a call above ORDER_COUNT_MAX_BUCKETS by this count; the screen keeps within it.
 */
export function orderCountBucketEstimate(start: Date, end: Date, groupType: CountGroupType): number {
  const hours = (end.getTime() - start.getTime()) / 3_600_000;
  return Math.ceil(hours / HOURS_PER_BUCKET[groupType]) + 1;
}

/**
 * The longest span in whole days one call of `groupType` may ask for: within the days limit, and
 * with room for the estimate's extra bucket (16 days of hours, 399 days, 399 weeks, 3660 days of months).
 */
export function orderCountMaxDays(groupType: CountGroupType): number {
  const byBuckets = Math.floor(((ORDER_COUNT_MAX_BUCKETS - 1) * HOURS_PER_BUCKET[groupType]) / 24);
  return Math.min(byBuckets, ORDER_COUNT_MAX_DAYS);
}
