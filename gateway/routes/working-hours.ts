// Weekly courier working hours (not a spec call; docs/working-hours.md, docs/gateway-api.md): the
// report of resources/staff/weekly-courier-working-hours.ts, served by ./reports.ts from its
// declaration. Its query answers the franchise's couriers' planned, worked and leave hours of the
// ISO week against their limit, and the week's planned vs present couriers per hour.
import { mondayOf } from '../../src/domain/shiftPlan';
import type { WorkingHoursSort } from '../../src/domain/workingHours';
import { authOf } from '../auth/authenticate';
import { isFranchiseWarehouse } from '../db/warehouses';
import { weeklyCourierHours } from '../db/working-hours';
import { GatewayError } from '../errors';
import type { ReportQuery } from './report-query';

/** The declaration's sortable fields as the query's sorts. */
const SORTS: Readonly<Record<string, WorkingHoursSort>> = {
  name: 'name',
  plannedHours: 'planned',
  workedHours: 'worked',
  leaveHours: 'leave',
  excessHours: 'excess',
};

export const weeklyHoursQuery: ReportQuery = async (app, request, { body }) => {
  const franchiseId = authOf(request).franchiseId;
  const warehouseId = body.warehouseId as string | undefined;
  // another franchise's store (or an unknown one) is not found, never an empty week
  if (warehouseId && !(await isFranchiseWarehouse(app.db, franchiseId, warehouseId))) throw new GatewayError(404, 'NOT_FOUND');
  const { rows, total, ...week } = await weeklyCourierHours(app.db, franchiseId, {
    // any day of the week names it: its Monday
    weekStart: mondayOf(body.weekStart!),
    timeZone: body.timeZone!,
    ...(warehouseId ? { warehouseId } : {}),
    sort: SORTS[body.sort.field] ?? 'excess',
    order: body.sort.order === 1 ? 'ASC' : 'DESC',
    limit: body.limit,
    offset: body.offset,
    now: app.clock(),
  });
  return { rows: rows.map(({ id, ...rest }) => ({ _id: id, ...rest })), total, extra: week };
};
