// The sidebar badges (spec: dtsCount, leavesCount, timesheetCount), counted for one franchise.
import { apologyStatus, leaveStatus, timesheetStatus } from '../../src/domain/enums';
import { LEAVE_AWAITING } from '../../src/domain/leave';
import type { SidebarBadgeCounts } from '../../src/domain/types';
import type { Queryable } from './db';

/** Leaves someone has to act on: pending (100) and pending for a document (400), src/domain/leave.ts. */
export const LEAVE_STATUSES_AWAITING = LEAVE_AWAITING satisfies readonly (typeof leaveStatus.values)[number][];
/** Timesheets waiting for approval. */
export const TIMESHEET_STATUS_PENDING = 100 satisfies (typeof timesheetStatus.values)[number];
/** DTS records waiting on the franchise: its apology (DOMAIN.md; an apology moves one on to head office). */
const DTS_STATUS_AWAITING_APOLOGY = apologyStatus.value('waiting_for_apology');

export async function countSidebarBadges(db: Queryable, franchiseId: string): Promise<SidebarBadgeCounts> {
  const { rows } = await db.query<SidebarBadgeCounts>(
    `SELECT
       (SELECT count(*)::int FROM dts_records WHERE franchise_id = $1 AND status = $2) AS "dtsCount",
       (SELECT count(*)::int FROM leaves WHERE franchise_id = $1 AND status = ANY($3::integer[])) AS "leavesCount",
       (SELECT count(*)::int FROM timesheets WHERE franchise_id = $1 AND status = $4) AS "timesheetCount"`,
    [franchiseId, DTS_STATUS_AWAITING_APOLOGY, [...LEAVE_STATUSES_AWAITING], TIMESHEET_STATUS_PENDING],
  );
  return rows[0];
}
