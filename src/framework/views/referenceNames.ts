import type { DataProvider, RaRecord } from 'react-admin';
import type { ResourceEntry } from '../types';

/** The gateway answers getMany for at most 200 ids; smaller batches stay well inside it. */
const BATCH = 100;

/**
 * The names (`optionText`) of every record the exported rows reference, one getMany per batch
 * of ids, so the CSV shows "Kadıköy depot" rather than an id.
 */
export async function referenceNames(
  entry: ResourceEntry,
  columns: readonly string[],
  records: readonly RaRecord[],
  dataProvider: DataProvider,
): Promise<Map<string, Map<string, string>>> {
  const names = new Map<string, Map<string, string>>();
  for (const source of columns) {
    const field = entry.fields[source];
    if (field?.kind !== 'reference') continue;
    const ids = [...new Set(records.map((record) => record[source]).filter((id) => id != null && id !== ''))];
    const byId = new Map<string, string>();
    for (let start = 0; start < ids.length; start += BATCH) {
      const { data } = await dataProvider.getMany(field.reference, { ids: ids.slice(start, start + BATCH) });
      for (const target of data) {
        const name = target[field.optionText];
        if (name != null) byId.set(String(target.id), String(name));
      }
    }
    names.set(source, byId);
  }
  return names;
}
