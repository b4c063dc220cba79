// Optimistic concurrency on every editable resource: a record's `updatedAt` is its version. An
// update carries the `updatedAt` its editor read; the gateway applies it only while the record
// still has that version and otherwise answers 409 STALE_RECORD, changing nothing. The panel's
// forms and the gateway's REST layer both read these from here.

/** The field every editable resource declares (read-only) and every update sends back as read. */
export const VERSION_FIELD = 'updatedAt';

/** The error code of the gateway's 409 for an update based on an older version. */
export const STALE_RECORD = 'STALE_RECORD';

/** The version as the gateway compares it: whole milliseconds of the ISO time (what JSON carries). */
export function sameVersion(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const left = Date.parse(a);
  const right = Date.parse(b);
  return Number.isFinite(left) && left === right;
}
