// Date ranges of the order and plan calls: ISO instants, the end after the start, and not so long
// that one call scans a year of orders (400 INVALID_DATE_RANGE, `field` naming the end).
import { GatewayError } from '../errors';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DateRange {
  start: Date;
  end: Date;
}

/** A checked range [start, end): end after start, at most `maxDays` long. */
export function dateRange(start: string, end: string, maxDays: number, field = 'endDate'): DateRange {
  const range = { start: new Date(start), end: new Date(end) };
  const length = range.end.getTime() - range.start.getTime();
  if (!(length > 0) || length > maxDays * DAY_MS) throw new GatewayError(400, 'INVALID_DATE_RANGE', { field, maxDays });
  return range;
}
