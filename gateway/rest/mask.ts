// Masked fields (a field's `mask` option, src/domain/declaration/fields.ts): a secret such as an
// IBAN leaves the gateway whole only for a caller whose role for the resource carries the named
// permission; anyone else gets its last 4 characters, the rest starred. Done on the reply, so
// list, getMany, export and getOne all go through it.
import { canAccessRule, type AccessSubject } from '../../src/domain/access';
import type { RestRecord, RestResource } from '../db/model';

/** Characters left readable at the end of a masked value. */
export const MASK_KEEP_LAST = 4;

export const maskValue = (value: string): string =>
  value.length <= MASK_KEEP_LAST ? '*'.repeat(value.length) : '*'.repeat(value.length - MASK_KEEP_LAST) + value.slice(-MASK_KEEP_LAST);

/** The masked fields `subject` may not see whole; empty when it may see them all. */
export function hiddenFields(resource: RestResource, subject: AccessSubject): string[] {
  return Object.entries(resource.fields)
    .filter(([, field]) => field.mask && !canAccessRule(subject, { ...resource.rules.read, permission: field.mask.unlessPermission }))
    .map(([name]) => name);
}

/** `record` with each of `hidden` masked (a new object; null and empty values stay as they are). */
export function maskRecord(record: RestRecord, hidden: readonly string[]): RestRecord {
  if (hidden.length === 0) return record;
  const masked: RestRecord = { ...record };
  for (const field of hidden) {
    const value = masked[field];
    if (typeof value === 'string' && value !== '') masked[field] = maskValue(value);
  }
  return masked;
}
