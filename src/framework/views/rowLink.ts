// Where a row of a summary list opens when it declares `list.rowLink`: the other list, filtered
// to the records behind the row (src/domain/declaration/resource.ts, RowLink), in react-admin's
// own list address (`?filter=…&sort=…&order=…`), so the other list opens with them picked.
import type { RowLink } from '../../domain/declaration/resource';
import type { ResourceEntry } from '../types';
import { defaultDayRange } from './period/periodDefaults';

/** The days this list covers, as the other list's day filters take them: the picked ones, else the list's default days. */
function periodDays(entry: ResourceEntry, filterValues: Readonly<Record<string, unknown>>, timeZone: string | undefined, now: Date): { from?: string; to?: string } {
  const range = entry.list?.dateRange;
  if (!range) return {};
  const defaults = defaultDayRange(entry, timeZone, now);
  const picked = (name: string) => (typeof filterValues[name] === 'string' && filterValues[name] !== '' ? (filterValues[name] as string) : defaults[name]);
  return { from: picked(range.from), to: picked(range.to) };
}

/** The path a row opens: `link.path` with the row's filters, this list's days and the sort. */
export function rowLinkPath(
  entry: ResourceEntry,
  link: RowLink,
  record: Readonly<Record<string, unknown>>,
  filterValues: Readonly<Record<string, unknown>>,
  timeZone: string | undefined,
  now = new Date(),
): string {
  const filter: Record<string, unknown> = {};
  for (const [target, source] of Object.entries(link.filter ?? {})) {
    if (record[source] !== undefined && record[source] !== null) filter[target] = record[source];
  }
  if (link.period) {
    const { from, to } = periodDays(entry, filterValues, timeZone, now);
    if (from) filter[link.period.from] = from;
    if (to) filter[link.period.to] = to;
  }
  const query = new URLSearchParams({ filter: JSON.stringify(filter) });
  if (link.sort) {
    query.set('sort', link.sort.field);
    query.set('order', link.sort.order);
  }
  return `${link.path}?${query.toString()}`;
}
