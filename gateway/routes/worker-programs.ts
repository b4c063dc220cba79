// The courier and picker programs (not spec calls: the spec names the screens only;
// docs/gateway-api.md "Courier and picker programs", docs/worker-programs.md): one financial month's
// workers of the caller's franchise with their tier, the previous month's, the score and its parts,
// the stored metrics and the bonus. Scores and tiers are derived here from the stored monthly
// metrics with the one model of src/domain, then filtered by tier, sorted and paged.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addMonths, financialMonthDays, MONTH_KEY_PATTERN } from '../../src/domain/financialMonth';
import { performanceTier } from '../../src/domain/enums';
import { programBonus } from '../../src/domain/programBonus';
import { scoreMonth, type MonthMetrics, type ProgramKind } from '../../src/domain/programScore';
import { tierChange } from '../../src/domain/programTiers';
import { PROGRAM_PATHS } from '../../src/domain/paths';
import { PROGRAM_SEARCH_MAX, PROGRAM_SORT_FIELDS, type ProgramFilterBody, type ProgramReply, type ProgramWorker } from '../../src/domain/workerProgram';
import { authOf } from '../auth/authenticate';
import { loadAccessSubject } from '../auth/access';
import { allowed } from '../auth/route-access';
import { programMetrics, type ProgramMetricsRow } from '../db/worker-programs';
import { CALL_RULES } from '../auth/call-rules';
import { idList, pageOffset, pageSize, sortDirection } from './call-schemas';
import { emptyBodyAsObject, object } from '../schemas';

const bodySchema = (kind: ProgramKind) =>
  object(
    {
      month: { type: 'string', pattern: MONTH_KEY_PATTERN, maxLength: 7 },
      warehouseIds: idList,
      tiers: { type: 'array', items: { type: 'integer', enum: [...performanceTier.values] }, minItems: 1, maxItems: 4, uniqueItems: true },
      search: { type: 'string', minLength: 1, maxLength: PROGRAM_SEARCH_MAX },
      sort: object({ field: { type: 'string', enum: [...PROGRAM_SORT_FIELDS[kind]] }, order: sortDirection }, ['field', 'order']),
      limit: pageSize,
      offset: pageOffset,
    },
    ['month'],
  );

type Body = Required<Pick<ProgramFilterBody, 'month' | 'limit' | 'offset'>> & ProgramFilterBody;

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

export async function listProgram(
  app: Parameters<FastifyPluginAsync>[0],
  request: FastifyRequest,
  kind: ProgramKind,
  body: Body,
): Promise<ProgramReply> {
  const { franchiseId } = authOf(request);
  const { country } = await loadAccessSubject(app, request);
  const rows = await programMetrics(app.db, franchiseId, {
    kind,
    month: monthDate(body.month),
    previousMonth: monthDate(addMonths(body.month, -1)),
    warehouseIds: body.warehouseIds ?? null,
    search: body.search?.trim() || null,
  });
  const tiers = body.tiers ? new Set<number>(body.tiers) : null;
  const workers = rows.map((row) => programWorker(kind, country, row)).filter((worker) => !tiers || tiers.has(worker.tier));
  const sort = body.sort ?? { field: 'score', order: -1 };
  const collator = new Intl.Collator(country === 'TR' ? 'tr' : 'en', { sensitivity: 'base' });
  const sorted = sortWorkers(workers, sort.field, sort.order, collator);
  return {
    workers: sorted.slice(body.offset, body.offset + body.limit),
    totalCount: sorted.length,
    month: { key: body.month, ...financialMonthDays(body.month) },
  };
}

export const workerProgramRoutes: FastifyPluginAsync = async (app) => {
  const programs = [
    { kind: 'courier', path: PROGRAM_PATHS.couriers, rule: CALL_RULES.courierProgram },
    { kind: 'picker', path: PROGRAM_PATHS.pickers, rule: CALL_RULES.pickerProgram },
  ] as const;
  for (const { kind, path, rule } of programs) {
    app.post<{ Body: Body }>(
      path,
      {
        preValidation: emptyBodyAsObject,
        config: { access: allowed(rule) },
        schema: { querystring: object({}), body: bodySchema(kind) },
      },
      async (request) => listProgram(app, request, kind, request.body),
    );
  }
};
