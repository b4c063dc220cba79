// Timesheets (migration 019, docs/timesheets.md): what the generic REST layer does not already
// do for them. All in the caller's franchise.
import type { Queryable } from './db';

/** A timesheet's stored clock times, or null when it is not the franchise's. */
export async function storedClockTimes(db: Queryable, franchiseId: string, id: string): Promise<{ clockIn: Date | null; clockOut: Date | null } | null> {
  const { rows } = await db.query<{ clock_in: Date | string | null; clock_out: Date | string | null }>(
    `SELECT clock_in, clock_out FROM timesheets WHERE id = $1 AND franchise_id = $2`,
    [id, franchiseId],
  );
  const row = rows[0];
  if (!row) return null;
  const time = (value: Date | string | null) => (value === null ? null : new Date(value));
  return { clockIn: time(row.clock_in), clockOut: time(row.clock_out) };
}
