// Leave (migration 016, resources/staff/leaves.ts, docs/leave.md): what the leave resource's write
// hooks need and what other Staff screens read of leave. All of it inside one franchise.
//   - the shift plan asks whether a person is on approved leave over a slot (approvedLeaveOverlaps);
//   - the tally and timesheets read the leaves overlapping a period (leavesOverlapping);
//   - a new leave may not overlap one of the same person that still holds its days (leaveClash).
import { LEAVE_BLOCKS_WORK, LEAVE_HOLDS_DAYS } from '../../src/domain/leave';
import type { Queryable } from './db';

/** One leave as other screens read it; days and minutes are the table's derived columns. */
export interface LeaveRow {
  id: string;
  personId: string;
  warehouseId: string;
  type: number;
  status: number;
  allDay: boolean;
  startsAt: Date;
  endsAt: Date;
  workableMinutes: number;
  days: number;
  minutes: number;
}

const LEAVE_COLUMNS = `id, person_id AS "personId", warehouse_id AS "warehouseId", type, status, all_day AS "allDay",
  starts_at AS "startsAt", ends_at AS "endsAt", workable_minutes AS "workableMinutes", days, minutes`;

/**
 * Whether the person has a leave in one of `statuses` (default: approved) overlapping
 * [startsAt, endsAt): a slot that ends when the leave starts does not overlap it.
 */
export async function approvedLeaveOverlaps(
  db: Queryable,
  franchiseId: string,
  personId: string,
  startsAt: Date | string,
  endsAt: Date | string,
  statuses: readonly number[] = LEAVE_BLOCKS_WORK,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM leaves WHERE franchise_id = $1 AND person_id = $2 AND status = ANY($5::integer[])
       AND starts_at < $4::timestamptz AND ends_at > $3::timestamptz LIMIT 1`,
    [franchiseId, personId, startsAt, endsAt, [...statuses]],
  );
  return rows.length > 0;
}

/** The franchise's leaves in `statuses` overlapping [from, to), optionally of some people, by start. */
export async function leavesOverlapping(
  db: Queryable,
  franchiseId: string,
  from: Date | string,
  to: Date | string,
  options: { statuses?: readonly number[]; personIds?: readonly string[] } = {},
): Promise<LeaveRow[]> {
  const { rows } = await db.query<LeaveRow>(
    `SELECT ${LEAVE_COLUMNS} FROM leaves
      WHERE franchise_id = $1 AND starts_at < $3::timestamptz AND ends_at > $2::timestamptz
        AND status = ANY($4::integer[]) AND ($5::text[] IS NULL OR person_id = ANY($5::text[]))
      ORDER BY starts_at, id`,
    [franchiseId, from, to, [...(options.statuses ?? LEAVE_BLOCKS_WORK)], options.personIds ? [...options.personIds] : null],
  );
  return rows.map((row) => ({ ...row, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) }));
}

/**
 * A leave of the person still holding its days (pending, approved, waiting for its document) that
 * overlaps [startsAt, endsAt), or null. Takes the person's leave lock for the rest of the write's
 * transaction first, so two leaves added at once for the same days cannot both pass.
 */
export async function leaveClash(
  tx: Queryable,
  franchiseId: string,
  personId: string,
  startsAt: string,
  endsAt: string,
): Promise<{ id: string; startsAt: Date; endsAt: Date } | null> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`leave-person:${franchiseId}:${personId}`]);
  const { rows } = await tx.query<{ id: string; startsAt: Date; endsAt: Date }>(
    `SELECT id, starts_at AS "startsAt", ends_at AS "endsAt" FROM leaves
      WHERE franchise_id = $1 AND person_id = $2 AND status = ANY($5::integer[])
        AND starts_at < $4::timestamptz AND ends_at > $3::timestamptz
      ORDER BY starts_at, id LIMIT 1`,
    [franchiseId, personId, startsAt, endsAt, [...LEAVE_HOLDS_DAYS]],
  );
  const row = rows[0];
  return row ? { id: row.id, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) } : null;
}

/** What creating a leave needs to know about its person and the caller: null when the person is not the franchise's. */
export interface LeaveWriteFacts {
  warehouseId: string;
  workType: number;
  isActive: boolean;
  /** The franchise's country (its leave types). */
  country: string;
  /** The caller's chosen zone, else the country's first one: where an all-day leave's days are. */
  timeZone: string;
}

export async function leaveWriteFacts(db: Queryable, franchiseId: string, personId: string, userId: string): Promise<LeaveWriteFacts | null> {
  const { rows } = await db.query<LeaveWriteFacts>(
    `SELECT p.warehouse_id AS "warehouseId", p.work_type AS "workType", p.is_active AS "isActive", c.alpha2 AS country,
            COALESCE((SELECT u.timezone->>'timezone' FROM users u WHERE u.id = $3), c.timezones->0->>'timezone', 'UTC') AS "timeZone"
       FROM people p JOIN franchises f ON f.id = p.franchise_id JOIN countries c ON c.id = f.country_id
      WHERE p.id = $2 AND p.franchise_id = $1`,
    [franchiseId, personId, userId],
  );
  return rows[0] ?? null;
}

/** A leave's type, status and document as stored (an edit derives its status from them). */
export async function leaveTypeAndDocument(
  db: Queryable,
  franchiseId: string,
  id: string,
): Promise<{ type: number; status: number; hasDocument: boolean; country: string } | null> {
  const { rows } = await db.query<{ type: number; status: number; hasDocument: boolean; country: string }>(
    `SELECT l.type, l.status, l.document IS NOT NULL AS "hasDocument", c.alpha2 AS country
       FROM leaves l JOIN franchises f ON f.id = l.franchise_id JOIN countries c ON c.id = f.country_id
      WHERE l.id = $2 AND l.franchise_id = $1`,
    [franchiseId, id],
  );
  return rows[0] ?? null;
}
