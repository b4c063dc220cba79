import { calendarDay } from '../../../domain/dates';
import { currentFinancialMonth } from '../../../domain/financialMonth';
import { dayOf, mondayOf } from '../../../domain/shiftPlan';
import type { ResourceEntry } from '../../types';

const DAY_MS = 86_400_000;

/**
 * The days a report over days opens on, as its two day filters (`list.dateRange`): its last
 * `defaultDays` days on the user's calendar, today included, shown in the fields so the user sees
 * the period the figures cover; none for a list that is not such a report.
 */
export function defaultDayRange(entry: ResourceEntry, timeZone: string | undefined, now = new Date()): Record<string, string> {
  const range = entry.list?.dateRange;
  const period = entry.report?.period;
  if (!range || !period || !('days' in period)) return {};
  return {
    [range.from]: calendarDay(new Date(now.getTime() - (period.days.defaultDays - 1) * DAY_MS), timeZone),
    [range.to]: calendarDay(now, timeZone),
  };
}

/**
 * The value each period filter opens with: the financial month or the week in progress on the
 * user's calendar, or a report's last days.
 */
export function periodDefaults(entry: ResourceEntry, timeZone: string | undefined, now = new Date()): Record<string, string> {
  const defaults: Record<string, string> = defaultDayRange(entry, timeZone, now);
  for (const source of entry.list?.filters ?? []) {
    const field = entry.fields[source];
    if (field?.kind !== 'period') continue;
    defaults[source] = field.unit === 'week' ? mondayOf(dayOf(now, timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone)) : currentFinancialMonth(now, timeZone);
  }
  return defaults;
}
