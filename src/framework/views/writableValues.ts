import { checkFieldValue, type FieldCheckContext } from '../../domain/declaration/fieldChecks';
import type { ResourceEntry } from '../types';

/** The fields a form may send: the view's list without read-only ones (never inputs). */
export function writableFields(entry: ResourceEntry, fields: readonly string[] | undefined): string[] {
  return (fields ?? []).filter((source) => entry.fields[source] && !entry.fields[source].readOnly);
}

/**
 * The body of an update or create: only `fields`, because the gateway refuses any other property
 * (the form holds the whole record). Empty texts go as null (clearing the field); a valid value
 * of a checked kind goes cleaned, as the gateway stores it (mobile numbers in their stored form,
 * names with single spaces, IBANs compact).
 */
export function writableValues(entry: ResourceEntry, fields: readonly string[], values: Record<string, unknown>, context: FieldCheckContext = {}) {
  const body: Record<string, unknown> = {};
  for (const source of fields) {
    if (!(source in values)) continue;
    let value = values[source];
    if (value === '' || value === undefined) value = null;
    const field = entry.fields[source];
    const checked = field ? checkFieldValue(field, value, context) : null;
    if (checked?.ok) value = checked.value;
    body[source] = value;
  }
  return body;
}
