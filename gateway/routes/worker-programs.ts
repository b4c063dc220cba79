// The courier and picker programs (not spec calls: the spec names the screens only;
// docs/gateway-api.md "Courier and picker programs", docs/worker-programs.md): one financial month's
// workers of the caller's franchise with their tier, the previous month's, the score and its parts,
// the stored metrics and the bonus. Scores and tiers are derived here from the stored monthly
// metrics with the one model of src/domain, then filtered by tier, sorted and paged. Each program
// is a report (./reports.ts serves its route from its declaration); this is its query.
import { addMonths, financialMonthDays } from '../../src/domain/financialMonth';
import { programBonus } from '../../src/domain/programBonus';
import { scoreMonth, type MonthMetrics, type ProgramKind } from '../../src/domain/programScore';
import { tierChange } from '../../src/domain/programTiers';
import type { ProgramWorker } from '../../src/domain/workerProgram';
import { authOf } from '../auth/authenticate';
import { loadAccessSubject } from '../auth/access';
import { programMetrics, type ProgramMetricsRow } from '../db/worker-programs';
import type { ReportQuery } from './report-query';

/** The first day of a month key's naming calendar month, as the tables store it. */
const monthDate = (key: string) => `${key}-01`;

function programWorker(kind: ProgramKind, country: string | null | undefined, row: ProgramMetricsRow): ProgramWorker {
  const metrics = row.current!;
  const month = scoreMonth(kind, metrics as unknown as MonthMetrics);
  const before = row.previous ? scoreMonth(kind, row.previous as unknown as MonthMetrics) : null;
  return {
    _id: row._id,
    name: row.name,
    warehouse: { _id: row.warehouseId, name: row.warehouseName },
    tier: month.tier,
    previousTier: before?.tier ?? null,
    change: tierChange(month.tier, before?.tier),
    score: month.score,
    previousScore: before?.score ?? null,
    hoursWorked: Number(metrics.hoursWorked),
    metrics,
    parts: month.parts,
    bonus: programBonus(country, kind, month.tier),
  };
}

/** The value a sort field reads of a worker; null sorts last both ways. */
function sortValue(worker: ProgramWorker, field: string): string | number | null {
  switch (field) {
    case 'name':
      return worker.name;
    case 'warehouseName':
      return worker.warehouse.name;
    case 'score':
      return worker.score;
    case 'tier':
      return worker.tier;
    case 'previousTier':
      return worker.previousTier;
    case 'bonus':
      return worker.bonus.amount;
    case 'hoursWorked':
      return worker.hoursWorked;
    default:
      return worker.metrics[field] ?? null;
  }
}

function sortWorkers(workers: ProgramWorker[], field: string, order: 1 | -1, collator: Intl.Collator): ProgramWorker[] {
  const compare = (a: string | number | null, b: string | number | null): number => {
    if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1; // nulls last either way
    return (typeof a === 'string' ? collator.compare(a, String(b)) : a - (b as number)) * order;
  };
  // ties: the name in the same direction, then the id, so pages never overlap
  return workers.sort(
    (a, b) => compare(sortValue(a, field), sortValue(b, field)) || collator.compare(a.name, b.name) * order || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
  );
}

/** A program's report query (resources/staff/{courier,picker}-program.ts declare the rest). */
export const programQuery =
  (kind: ProgramKind): ReportQuery =>
  async (app, request, { body }) => {
    const { franchiseId } = authOf(request);
    const { country } = await loadAccessSubject(app, request);
    const month = body.month!;
    const rows = await programMetrics(app.db, franchiseId, {
      kind,
      month: monthDate(month),
      previousMonth: monthDate(addMonths(month, -1)),
      warehouseIds: (body.warehouseIds as string[] | undefined) ?? null,
      search: body.search?.trim() || null,
    });
    const tiers = Array.isArray(body.tiers) ? new Set<number>(body.tiers as number[]) : null;
    const workers = rows.map((row) => programWorker(kind, country, row)).filter((worker) => !tiers || tiers.has(worker.tier));
    const collator = new Intl.Collator(country === 'TR' ? 'tr' : 'en', { sensitivity: 'base' });
    const sorted = sortWorkers(workers, body.sort.field, body.sort.order, collator);
    return {
      rows: sorted.slice(body.offset, body.offset + body.limit),
      total: sorted.length,
      extra: { month: { key: month, ...financialMonthDays(month) } },
    };
  };
