import { currentFinancialMonth } from '../../../domain/financialMonth';
import { dayOf, mondayOf } from '../../../domain/shiftPlan';
import type { ResourceEntry } from '../../types';

/** The value each `period` filter opens with: the financial month or the week in progress on the user's calendar. */
export function periodDefaults(entry: ResourceEntry, timeZone: string | undefined, now = new Date()): Record<string, string> {
  const defaults: Record<string, string> = {};
  for (const source of entry.list?.filters ?? []) {
    const field = entry.fields[source];
    if (field?.kind !== 'period') continue;
    defaults[source] = field.unit === 'week' ? mondayOf(dayOf(now, timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone)) : currentFinancialMonth(now, timeZone);
  }
  return defaults;
}
