// The buckets of a report's series over time (`report.series`, ./declaration/report.ts): the
// report's period cut into whole days of the caller's calendar, a point per day for a period of up
// to SERIES_DAILY_MAX_DAYS days, a point per week for a longer one. Pure and shared: the gateway
// computes a value per bucket (gateway/db/dys-summary.ts), the panel labels them by their days.
import { calendarDay } from './dates';
import { fromZonedInput } from './zonedTime';

/** Up to this many days, one point per day (a month, at most 31 days); beyond, one per week. */
export const SERIES_DAILY_MAX_DAYS = 31;
export const SERIES_WEEK_DAYS = 7;

/** One bucket: its first and last calendar day (both included) and the instants that bound it, [start, end). */
export interface SeriesBucket {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** The day `days` after a `YYYY-MM-DD` day (calendar arithmetic: no time zone, no DST). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The calendar days of [start, end) in `timeZone`, the first and the last included. */
export function daysOf(start: Date, end: Date, timeZone: string): string[] {
  const first = calendarDay(start, timeZone);
  const last = calendarDay(new Date(end.getTime() - 1), timeZone);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * How many days each bucket of a period of `days` days covers, oldest first. Up to
 * SERIES_DAILY_MAX_DAYS days: one each. Longer: weeks counted back from the last day, so the last
 * point is the last seven days; the days left over at the start make a bucket of their own when
 * they are at least half a week (4 to 6 days), else they join the first week (8 to 10 days), so
 * no point stands for a day or two among weeks.
 */
export function bucketLengths(days: number): number[] {
  if (days <= 0) return [];
  if (days <= SERIES_DAILY_MAX_DAYS) return Array.from({ length: days }, () => 1);
  const weeks = Math.floor(days / SERIES_WEEK_DAYS);
  const left = days - weeks * SERIES_WEEK_DAYS;
  const lengths = Array.from({ length: weeks }, () => SERIES_WEEK_DAYS);
  if (left * 2 >= SERIES_WEEK_DAYS) lengths.unshift(left);
  else lengths[0]! += left;
  return lengths;
}

/** Midnight starting `day` in `timeZone`. */
function midnight(day: string, timeZone: string): Date {
  const at = fromZonedInput(`${day}T00:00`, timeZone);
  if (!at) throw new Error(`not a day: ${day}`);
  return new Date(at);
}

/**
 * The buckets of the period [start, end) on the calendar of `timeZone`, oldest first: they follow
 * each other without a gap, the first starting at `start` and the last ending at `end` (a period
 * that ends now ends its last day now), every other bound a midnight of the zone.
 */
export function seriesBuckets(start: Date, end: Date, timeZone: string): SeriesBucket[] {
  if (!(end.getTime() > start.getTime())) return [];
  const days = daysOf(start, end, timeZone);
  const buckets: SeriesBucket[] = [];
  let first = 0;
  for (const length of bucketLengths(days.length)) {
    const next = first + length;
    buckets.push({
      from: days[first]!,
      to: days[next - 1]!,
      start: first === 0 ? start : midnight(days[first]!, timeZone),
      end: next === days.length ? end : midnight(days[next]!, timeZone),
    });
    first = next;
  }
  return buckets;
}
