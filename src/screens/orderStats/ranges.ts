// The period of the order statistics screen. The gateway cuts buckets in a fixed UTC offset
// (minutes east of UTC), so the screen reckons in that offset's calendar days too: a day here
// is an integer count of local days since 1970-01-01, and a range is whole buckets, from the
// first day of its first bucket to the day after its last one.
import { COUNT_GROUP_TYPES, orderCountMaxDays } from '../../domain/orderCountLimits';
import type { CountGroupType } from '../../domain/orders';
import { clampDateRange } from '../../domain/validators/dateRange';
/** Days before 2000 are typing in progress (a year of "0002"), not a period anyone has data for. */
const FIRST_DAY = '2000-01-01';

/** The longest span in whole days one count call takes, per bucket size (the contract's). */
export const MAX_DAYS = Object.fromEntries(COUNT_GROUP_TYPES.map((groupType) => [groupType, orderCountMaxDays(groupType)])) as Record<CountGroupType, number>;

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` as a day number; null when it is not a real calendar day. */
export function parseDay(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = DAY_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Date.UTC rolls 2026-02-31 over into March: such a day does not exist.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

/** A day number as `YYYY-MM-DD`. */
export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The local day (in `utcOffset`) an instant falls on. */
export function localDay(instant: Date, utcOffset: number): number {
  return Math.floor((instant.getTime() + utcOffset * 60_000) / DAY_MS);
}

/** The instant a local day starts. */
export function dayStart(day: number, utcOffset: number): Date {
  return new Date(day * DAY_MS - utcOffset * 60_000);
}

/** The first day of the bucket holding `day`: itself, its week's Monday or its month's first. */
export function bucketStart(day: number, groupType: CountGroupType): number {
  if (groupType === 'week') return day - ((new Date(day * DAY_MS).getUTCDay() + 6) % 7);
  if (groupType === 'month') {
    const date = new Date(day * DAY_MS);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS;
  }
  return day;
}

/** The day after the bucket holding `day`. */
export function bucketEnd(day: number, groupType: CountGroupType): number {
  const start = bucketStart(day, groupType);
  if (groupType === 'week') return start + 7;
  if (groupType === 'month') {
    const date = new Date(start * DAY_MS);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY_MS;
  }
  return start + 1;
}

/** How many buckets the days [from, end) hold. */
export function bucketsBetween(from: number, end: number, groupType: CountGroupType): number {
  if (end <= from) return 0;
  switch (groupType) {
    case 'hour':
      return (end - from) * 24;
    case 'day':
      return end - from;
    case 'week':
      return Math.ceil((end - from) / 7);
    default: {
      const a = new Date(from * DAY_MS);
      const b = new Date((end - 1) * DAY_MS);
      return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth() + 1;
    }
  }
}

/** The days the screen opens with: yesterday and today by hour, 14 days, 12 weeks or 12 months. */
export function defaultDays(groupType: CountGroupType, today: number): { from: number; to: number } {
  switch (groupType) {
    case 'hour':
      return { from: today - 1, to: today };
    case 'day':
      return { from: today - 13, to: today };
    case 'week':
      return { from: bucketStart(today, 'week') - 11 * 7, to: today };
    default: {
      const date = new Date(today * DAY_MS);
      return { from: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 11, 1) / DAY_MS, to: today };
    }
  }
}

export interface StatsPeriod {
  groupType: CountGroupType;
  /**
   * The last picked day is before the first: refused, never swapped. `from` and `to` are then the
   * picked days (for the fields to show) and no call may be made: `buckets` is 0.
   */
  backwards: boolean;
  /** First day of the first bucket. */
  from: number;
  /** Last day of the last bucket (inclusive, what a date input shows). */
  to: number;
  /** What the count calls ask: [start, end) in the offset's calendar. */
  start: Date;
  end: Date;
  buckets: number;
  /** The picked start was moved forward to stay within what one count call takes. */
  shortened: boolean;
}

export interface PeriodInput {
  groupType: CountGroupType;
  /** The picked days, `YYYY-MM-DD`, both included; missing or invalid: the group type's default. */
  from?: string | null;
  to?: string | null;
}

/**
 * The period the calls ask for: the picked days (none in the future, none before 2000) widened
 * to whole buckets, then, when they hold more than one call may answer, the latest ones kept
 * (spec 5: clampDateRange keeps the end, which is what an operator looks for) and `shortened` set
 * so the screen can say so at the field. Days picked backwards are refused (`backwards`), as the
 * list filters refuse them (src/domain/validators/dayRange.ts), not read as the other way round.
 */
export function resolvePeriod(input: PeriodInput, now: Date, utcOffset: number): StatsPeriod {
  const { groupType } = input;
  const today = localDay(now, utcOffset);
  const fallback = defaultDays(groupType, today);
  const pickedFrom = parseDay(input.from) ?? fallback.from;
  // An end not picked is the one its field shows: the last day of today's bucket (days after
  // today are left out below), so a start within this week is not "after the end".
  const pickedTo = parseDay(input.to) ?? bucketEnd(fallback.to, groupType) - 1;
  if (pickedFrom > pickedTo) {
    const start = dayStart(pickedFrom, utcOffset);
    return { groupType, backwards: true, from: pickedFrom, to: pickedTo, start, end: start, buckets: 0, shortened: false };
  }
  const firstDay = parseDay(FIRST_DAY)!;
  const lastEnd = bucketEnd(today, groupType);
  const maxDays = MAX_DAYS[groupType];
  // Day numbers times DAY_MS are "local instants": clampDateRange works on them as on any instant.
  const clamped = clampDateRange({ start: pickedFrom * DAY_MS, end: (pickedTo + 1) * DAY_MS }, { maxDays, min: firstDay * DAY_MS, max: lastEnd * DAY_MS });
  const wantedFrom = clamped.start.getTime() / DAY_MS;
  const wantedEnd = clamped.end.getTime() / DAY_MS;
  // A period wholly in the future collapses onto today: then it is today's bucket.
  const end = wantedEnd > wantedFrom ? bucketEnd(wantedEnd - 1, groupType) : lastEnd;
  let from = bucketStart(Math.min(wantedFrom, end - 1), groupType);
  // Whole buckets can overshoot the longest span again: start at the next bucket instead.
  while (end - from > maxDays) from = bucketEnd(from, groupType);
  const unclampedFrom = Math.min(Math.max(pickedFrom, firstDay), end - 1);
  return {
    groupType,
    backwards: false,
    from,
    to: end - 1,
    start: dayStart(from, utcOffset),
    end: dayStart(end, utcOffset),
    buckets: bucketsBetween(from, end, groupType),
    shortened: from > bucketStart(unclampedFrom, groupType),
  };
}
