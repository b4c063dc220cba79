import type { ResourceEntry } from '../types';

/**
 * The store key of a list's column choices. The column chooser saves positions by index, so the
 * key carries a fingerprint of the declared columns: when a declaration changes its columns,
 * old choices are left behind instead of moving the wrong columns.
 */
export function columnsStoreKey(entry: ResourceEntry, columns: readonly string[]): string {
  let hash = 5381;
  for (const char of columns.join(',')) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return `${entry.name}.datatable.${hash.toString(36)}`;
}
