// Timesheets as the generic REST layer serves them: two declarations (v1 read-only with its
// approve, v2 editable) over one table, `timesheets` (migration 019, docs/timesheets.md). A v2
// save is checked as a whole: the clock-out, as saved or as already stored, must come after
// the clock-in (400 TIMESHEET_CLOCK_ORDER, nothing written).
import timesheets from '../../resources/staff/timesheet';
import timesheetsV2 from '../../resources/staff/timesheet-v2';
import { TIMESHEET_CLOCK_ORDER } from '../../src/domain/timesheets';
import { storedClockTimes } from '../db/timesheets';
import { GatewayError } from '../errors';
import type { RestResource } from '../db/model';
import { defineRestResource } from '../rest/resource';

const instant = (value: unknown): number | null => (typeof value === 'string' && value !== '' ? Date.parse(value) : value instanceof Date ? value.getTime() : null);

export const timesheetResources: readonly RestResource[] = [
  defineRestResource(timesheets, { table: 'timesheets' }),
  defineRestResource(timesheetsV2, {
    table: 'timesheets',
    updatedAtColumn: 'updated_at',
    hooks: {
      async beforeWrite(tx, body, { franchiseId, id }) {
        if (!id || !('clockIn' in body || 'clockOut' in body)) return;
        const stored = await storedClockTimes(tx, franchiseId, id);
        if (!stored) return; // not the franchise's: the update itself answers 404
        const clockIn = instant('clockIn' in body ? body.clockIn : stored.clockIn);
        const clockOut = instant('clockOut' in body ? body.clockOut : stored.clockOut);
        if (clockIn !== null && clockOut !== null && clockOut <= clockIn) throw new GatewayError(400, TIMESHEET_CLOCK_ORDER, { field: 'clockOut' });
      },
    },
  }),
];
