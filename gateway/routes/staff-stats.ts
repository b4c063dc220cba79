// Staff statistics (a report, not a spec call; docs/gateway-api.md "Staff statistics"): per courier
// or picker of the caller's franchise, figures over the orders created in a period, one page
// sorted by any figure. The route is the report's (./reports.ts); the figures are computed in
// gateway/db/staff-stats.ts.
import type { StaffStatsKind } from '../../src/domain/staffStats';
import { authOf } from '../auth/authenticate';
import { staffStats } from '../db/staff-stats';
import type { ReportQuery } from './report-query';

/** The staff statistics report's query (resources/staff/staff-stats.ts declares the rest). */
export const staffStatsQuery: ReportQuery = async (app, request, { body, days }) => {
  const page = await staffStats(app.db, authOf(request).franchiseId, {
    kind: body.kind as StaffStatsKind,
    start: days!.start,
    end: days!.end,
    now: app.clock(),
    warehouseIds: (body.warehouseIds as string[] | undefined) ?? null,
    sort: { field: body.sort.field, direction: body.sort.order },
    limit: body.limit,
    offset: body.offset,
  });
  return { rows: page.rows, total: page.total };
};
