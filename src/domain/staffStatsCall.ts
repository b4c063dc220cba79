// /staff/stats is POST /staff/stats (docs/gateway-api.md, "Staff statistics"): react-admin's list
// params become its body (the period picked in the user's time zone, clamped like the order
// lists'), its reply flat rows the generated list shows. The declaration loads this module on
// its first call (a lazily loaded `gateway`), so it stays out of the first load.
import type { ListParams, WireRecord } from './declaration/wireParams';
import type { GatewayMapping } from './declaration/gatewayMapping';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { pickedDayRange } from './orderHistoryCall';
import { STAFF_PATHS } from './paths';
import {
  STAFF_STATS_DEFAULT_DAYS,
  STAFF_STATS_MAX_DAYS,
  staffStatsSortFields,
  type StaffStatsBody,
  type StaffStatsKind,
  type StaffStatsReply,
  type StaffStatsRow,
} from './staffStats';

/** The kind a filter asks for: couriers unless pickers are picked. */
export const kindOf = (filter: Record<string, unknown> | undefined): StaffStatsKind => (Number(filter?.kind) === 2 ? 'picker' : 'courier');

export interface StaffStatsOptions {
  now?: () => Date;
  timeZone?: () => string | undefined;
}

/** The body of POST /staff/stats for react-admin's list params. */
export function staffStatsBody(params: ListParams, options: StaffStatsOptions = {}): StaffStatsBody {
  const filter = params.filter ?? {};
  const kind = kindOf(filter);
  const { start, end } = pickedDayRange(filter.periodFrom, filter.periodTo, { ...options, defaultDays: STAFF_STATS_DEFAULT_DAYS, maxDays: STAFF_STATS_MAX_DAYS });
  const perPage = params.pagination?.perPage ?? DEFAULT_PAGE_SIZE;
  const page = params.pagination?.page ?? 1;
  // a figure of the other kind (the sort kept across the switch) sorts by name instead
  const asked = params.sort?.field ?? 'name';
  const field = staffStatsSortFields(kind).includes(asked) ? asked : 'name';
  return {
    kind,
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    warehouseIds: typeof filter.warehouseId === 'string' && filter.warehouseId ? [filter.warehouseId] : undefined,
    sort: { field, order: params.sort?.order === 'DESC' ? -1 : 1 },
    limit: perPage,
    offset: (page - 1) * perPage,
  };
}

/** One person's figures as a list row. */
export function staffStatsRow(row: StaffStatsRow): WireRecord {
  const { _id, warehouse, ...rest } = row;
  return { ...rest, id: _id, warehouseId: warehouse._id, warehouseName: warehouse.name };
}

/** The declaration's `gateway` mapping of the list over POST /staff/stats. */
export const staffStatsMapping: GatewayMapping = {
  getList: {
    // the days picked are days of the user's time zone, which the panel's client hands in
    request: (params, context) => ({ method: 'POST', path: STAFF_PATHS.stats, body: staffStatsBody(params, { timeZone: () => context?.timeZone }) }),
    response: (reply) => {
      const { people, totalCount } = reply as StaffStatsReply;
      return { data: people.map(staffStatsRow), total: totalCount };
    },
    maxPageSize: MAX_PAGE_SIZE,
  },
};
