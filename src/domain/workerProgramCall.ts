// The courier and picker program lists over POST /staff/{courier|picker}/program/filter
// (docs/gateway-api.md, "Courier and picker programs"): react-admin's list params become the body
// (the financial month picked, else the one in progress in the user's time zone), the reply flat
// rows. Loaded with the first call (the declarations' lazily loaded `gateway`), out of the first load.
import type { ListParams, WireRecord } from './declaration/wireParams';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { calendarDay } from './dates';
import type { GatewayMapping } from './declaration/gatewayMapping';
import { performanceTier } from './enums/performanceTier';
import { financialMonthOf, isMonthKey } from './financialMonth';
import { PROGRAM_PATHS } from './paths';
import type { ProgramKind } from './programScore';
import { PROGRAM_SEARCH_MAX, PROGRAM_SORT_FIELDS, type ProgramFilterBody, type ProgramReply, type ProgramWorker } from './workerProgram';

/** The financial month in progress on the user's calendar. */
export function currentFinancialMonth(now: Date, timeZone: string | undefined): string {
  return financialMonthOf(calendarDay(now, timeZone));
}

/** The body for react-admin's list params; `month` defaults to the one in progress. */
export function programBody(kind: ProgramKind, params: ListParams, options: { now?: Date; timeZone?: string } = {}): ProgramFilterBody {
  const filter = params.filter ?? {};
  const perPage = params.pagination?.perPage ?? DEFAULT_PAGE_SIZE;
  const page = params.pagination?.page ?? 1;
  const asked = params.sort?.field ?? 'score';
  const field = (PROGRAM_SORT_FIELDS[kind] as readonly string[]).includes(asked) ? asked : 'score';
  const tier = Number(filter.tier);
  const search = typeof filter.q === 'string' ? filter.q.trim().slice(0, PROGRAM_SEARCH_MAX) : '';
  return {
    month: isMonthKey(filter.month) ? filter.month : currentFinancialMonth(options.now ?? new Date(), options.timeZone),
    warehouseIds: typeof filter.warehouseId === 'string' && filter.warehouseId ? [filter.warehouseId] : undefined,
    tiers: performanceTier.isValue(tier) ? [tier] : undefined,
    search: search || undefined,
    sort: { field, order: params.sort?.order === 'ASC' ? 1 : -1 },
    limit: perPage,
    offset: (page - 1) * perPage,
  };
}

/** One worker as a list row: the stored metrics and the bonus flattened beside the tier data. */
export function programRow(worker: ProgramWorker): WireRecord {
  const { _id, warehouse, metrics, bonus, ...rest } = worker;
  return {
    ...metrics,
    ...rest,
    id: _id,
    warehouseId: warehouse._id,
    warehouseName: warehouse.name,
    bonus: bonus.amount,
    bonusCurrency: bonus.currency,
  };
}

function mapping(kind: ProgramKind): GatewayMapping {
  return {
    getList: {
      request: (params, context) => ({
        method: 'POST',
        path: kind === 'courier' ? PROGRAM_PATHS.couriers : PROGRAM_PATHS.pickers,
        body: programBody(kind, params, { timeZone: context?.timeZone }),
      }),
      response: (reply) => {
        const { workers, totalCount } = reply as ProgramReply;
        return { data: workers.map(programRow), total: totalCount };
      },
      maxPageSize: MAX_PAGE_SIZE,
    },
  };
}

export const courierProgramMapping = mapping('courier');
export const pickerProgramMapping = mapping('picker');
