// Every report (src/domain/declaration/report.ts) served from its declaration: the route at the
// report's path, its access from the declaration's `access`, its body's schema and checks from its
// fields and filters (./report-schema.ts). What each one computes is its query, the only part
// written by hand: a new report is its resource file plus one line here.
import type { FastifyPluginAsync } from 'fastify';
import ddsSummaryReport from '../../resources/performance/dds-summary';
import dds100SummaryReport from '../../resources/performance/dds100-summary';
import dtsSummaryReport from '../../resources/performance/dts-summary';
import dysSummaryReport from '../../resources/performance/dys-summary';
import stsSummaryReport from '../../resources/performance/sts-summary';
import kdsSummaryReport from '../../resources/performance/kds-summary';
import dptSummaryReport from '../../resources/performance/dpt-summary';
import wpsSummaryReport from '../../resources/performance/wps-summary';
import ptdReport from '../../resources/performance/ptd';
import pulseScreen from '../../resources/performance/pulse-screen';
import courierProgram from '../../resources/staff/courier-program';
import pickerProgram from '../../resources/staff/picker-program';
import shiftPlanRequests from '../../resources/staff/staff-plan-shift';
import staffStats from '../../resources/staff/staff-stats';
import weeklyHours from '../../resources/staff/weekly-courier-working-hours';
import type { ReportBody } from '../../src/domain/declaration/report';
import type { ResourceEntry } from '../../src/domain/declaration/entry';
import { authOf } from '../auth/authenticate';
import { allowed } from '../auth/route-access';
import { penaltySummary, type PenaltyRecords } from '../db/penalty-summary';
import { DTS_PENALTIES } from '../db/dts-records';
import { ddsPenalties } from '../db/dds-logs';
import { stsSummary } from '../db/sts';
import { dysSummary } from '../db/dys-summary';
import { kdsSummary } from '../db/kds';
import { dptSummary } from '../db/dpt-summary';
import { wpsSummary } from '../db/wps';
import { ptdSummary } from '../db/ptd';
import { pulseOfStores } from '../db/pulse';
import { emptyBodyAsObject, object } from '../schemas';
import { keptWhilePerformanceStands } from './kept-reports';
import type { ReportAsk, ReportQuery } from './report-query';
import { checkReportBody, defaultReportSort, reportBodySchema, type ReportResource } from './report-schema';
import { shiftPlanRequestsQuery } from './shift-plan';
import { staffStatsQuery } from './staff-stats';
import { programQuery } from './worker-programs';
import { weeklyHoursQuery } from './working-hours';
import stockCurrent from '../../resources/inventory/stock-current';
import stockMovements from '../../resources/inventory/stock-movements';
import { stockCurrentQuery, stockMovementsQuery } from './stock';

const report = (entry: ResourceEntry, query: ReportQuery) => {
  if (!entry.report) throw new Error(`${entry.name} declares no report`);
  return { resource: entry as ReportResource, query };
};

/** A performance summary: its replies kept while the franchise's records stand still (./kept-reports.ts). */
const performanceReport = (entry: ResourceEntry, query: ReportQuery) => report(entry, keptWhilePerformanceStands(entry.name, query));

/** A points summary's query: the same for every kind of penalty record (gateway/db/penalty-summary.ts). */
const penaltyReport =
  (records: PenaltyRecords): ReportQuery =>
  (app, request, ask) =>
    penaltySummary(app.db, authOf(request).franchiseId, records, daysAsk(ask));

/** A per-store report's body as its query takes it: the stores picked, the sort and the page. */
const storesAsk = (body: ReportAsk['body']) => ({
  warehouseIds: (body.warehouseIds as string[] | undefined) ?? null,
  sort: { field: body.sort.field, direction: body.sort.order },
  limit: body.limit,
  offset: body.offset,
});

/** A report over days as its query takes it: the period, then as storesAsk. */
const daysAsk = ({ body, days }: ReportAsk) => ({ start: days!.start, end: days!.end, ...storesAsk(body) });

/** Each report and its query. */
export const REPORTS = [
  report(staffStats, staffStatsQuery),
  report(courierProgram, programQuery('courier')),
  report(pickerProgram, programQuery('picker')),
  report(shiftPlanRequests, shiftPlanRequestsQuery),
  report(weeklyHours, weeklyHoursQuery),
  performanceReport(dtsSummaryReport, penaltyReport(DTS_PENALTIES)),
  performanceReport(ddsSummaryReport, penaltyReport(ddsPenalties(1))),
  performanceReport(dds100SummaryReport, penaltyReport(ddsPenalties(2))),
  performanceReport(dysSummaryReport, async (app, request, ask) => {
    const { series, ...page } = await dysSummary(app.db, authOf(request).franchiseId, daysAsk(ask), { series: { timeZone: ask.body.timeZone } });
    return { ...page, extra: { [dysSummaryReport.report!.series!.reply]: series } };
  }),
  performanceReport(kdsSummaryReport, (app, request, ask) => kdsSummary(app.db, authOf(request).franchiseId, daysAsk(ask))),
  performanceReport(dptSummaryReport, (app, request, ask) => dptSummary(app.db, authOf(request).franchiseId, daysAsk(ask))),
  performanceReport(wpsSummaryReport, (app, request, ask) => wpsSummary(app.db, authOf(request).franchiseId, daysAsk(ask))),
  // not kept: its orders and hours move with every order written
  report(ptdReport, (app, request, { body }) => ptdSummary(app.db, authOf(request).franchiseId, { month: body.month!, now: app.clock(), ...storesAsk(body) })),
  // live figures: never kept, read at each call (the screen asks every 60 s and on events)
  report(pulseScreen, (app, request, { body }) => pulseOfStores(app.db, authOf(request).franchiseId, { now: app.clock(), ...storesAsk(body) })),
  performanceReport(stsSummaryReport, (app, request, { body }) => stsSummary(app.db, authOf(request).franchiseId, { month: body.month!, ...storesAsk(body) })),
  // a store's stock and the movements behind it (gateway/db/stock.ts)
  report(stockCurrent, stockCurrentQuery),
  report(stockMovements, stockMovementsQuery),
];

export const reportRoutes: FastifyPluginAsync = async (app) => {
  for (const { resource, query } of REPORTS) {
    const { path, reply } = resource.report;
    app.post<{ Body: ReportBody }>(
      path,
      {
        preValidation: emptyBodyAsObject,
        config: { access: allowed(resource.access) },
        schema: { querystring: object({}), body: reportBodySchema(resource) },
      },
      async (request) => {
        const days = checkReportBody(resource, request.body);
        const body = { ...request.body, sort: request.body.sort ?? defaultReportSort(resource, request.body) };
        const page = await query(app, request, { body, days });
        return { [reply.rows]: page.rows, [reply.total]: page.total, ...page.extra };
      },
    );
  }
};
