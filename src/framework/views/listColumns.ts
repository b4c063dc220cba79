import type { ResourceEntry } from '../types';

/**
 * The columns a list shows for its current filters: the declared `columns`, or, when the list
 * declares `columnsBy` and its filter holds one of the listed values, that value's columns.
 */
export function listColumns(entry: ResourceEntry, filterValues: Record<string, unknown> | undefined): readonly string[] {
  const byFilter = entry.list?.columnsBy;
  const picked = byFilter ? filterValues?.[byFilter.filter] : undefined;
  const chosen = byFilter && picked !== undefined && picked !== null ? byFilter.columns[String(picked)] : undefined;
  return chosen ?? entry.list?.columns ?? Object.keys(entry.fields);
}
