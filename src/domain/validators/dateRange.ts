// Date range clamping (spec 5) for the order lists' date filters: whatever the user picks, the
// query stays inside the allowed window and never spans more than the screen allows.

export type DateInput = Date | string | number;

export interface DateRange {
  start: Date;
  end: Date;
}

export interface DateRangeLimits {
  /** Longest allowed span, in days of 24 hours (the span end - start is at most maxDays × 24 h). */
  maxDays: number;
  /** Earliest allowed instant. */
  min?: DateInput;
  /** Latest allowed instant, typically now. */
  max?: DateInput;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function toTime(value: DateInput, what: string): number {
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (Number.isNaN(time)) throw new RangeError(`${what} is not a valid date`);
  return time;
}

/**
 * 1. a reversed range is swapped;
 * 2. both ends are clamped into [min, max] (a range wholly outside collapses onto the nearest bound);
 * 3. a range longer than maxDays keeps its end and moves its start forward: the latest data is what
 *    an operator is looking for.
 * Invalid dates or limits throw a RangeError: they are a caller's bug, not a user's input.
 */
export function clampDateRange(range: { start: DateInput; end: DateInput }, limits: DateRangeLimits): DateRange {
  if (!(Number.isFinite(limits.maxDays) && limits.maxDays > 0)) throw new RangeError('maxDays must be a positive number');
  let start = toTime(range.start, 'start');
  let end = toTime(range.end, 'end');
  const min = limits.min === undefined ? -Infinity : toTime(limits.min, 'min');
  const max = limits.max === undefined ? Infinity : toTime(limits.max, 'max');
  if (min > max) throw new RangeError('min is after max');

  if (start > end) [start, end] = [end, start];
  const clamp = (time: number) => Math.min(Math.max(time, min), max);
  start = clamp(start);
  end = clamp(end);
  start = Math.max(start, end - limits.maxDays * DAY_MS);
  return { start: new Date(start), end: new Date(end) };
}
