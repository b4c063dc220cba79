import { isValidMobile, normalizeMobile } from '../../domain/validators/phone';
import type { ResourceEntry } from '../types';

/** The fields a form may send: the view's list without read-only ones (never inputs). */
export function writableFields(entry: ResourceEntry, fields: readonly string[] | undefined): string[] {
  return (fields ?? []).filter((source) => entry.fields[source] && !entry.fields[source].readOnly);
}

/**
 * The body of an update or create: only `fields`, because the gateway refuses any other property
 * (the form holds the whole record). Empty texts go as null (clearing the field) and mobile
 * numbers in the national form the gateway stores.
 */
export function writableValues(entry: ResourceEntry, fields: readonly string[], values: Record<string, unknown>) {
  const body: Record<string, unknown> = {};
  for (const source of fields) {
    if (!(source in values)) continue;
    let value = values[source];
    if (value === '' || value === undefined) value = null;
    if (entry.fields[source]?.kind === 'phone' && typeof value === 'string' && isValidMobile(value)) value = normalizeMobile(value);
    body[source] = value;
  }
  return body;
}
