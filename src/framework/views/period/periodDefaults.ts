import { currentFinancialMonth } from '../../../domain/financialMonth';
import type { ResourceEntry } from '../../types';

/** The value each `period` filter opens with: the financial month in progress on the user's calendar. */
export function periodDefaults(entry: ResourceEntry, timeZone: string | undefined, now = new Date()): Record<string, string> {
  const defaults: Record<string, string> = {};
  for (const source of entry.list?.filters ?? []) {
    const field = entry.fields[source];
    if (field?.kind === 'period') defaults[source] = currentFinancialMonth(now, timeZone);
  }
  return defaults;
}
