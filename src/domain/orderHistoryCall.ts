// The two order lists (past and active) are POST /orders/history (docs/gateway-api.md): react-admin's
// list params become its body, its reply becomes flat rows the generated list can show. The
// declarations load this module with their first call (a lazily loaded `gateway`), so it and the
// date-range rules it reads stay out of the first load.
import type { ListParams, WireRecord } from './declaration/wireParams';
import type { OrderHistoryBody } from './callTypes';
import type { Order } from './orders';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, ORDER_HISTORY_MAX_DAYS } from './constants';
import { calendarDay } from './dates';
import { clampDateRange } from './validators/dateRange';
import { checkDayRange } from './validators/dayRange';
import type { GatewayMapping } from './declaration/gatewayMapping';
import { fromZonedInput } from './zonedTime';
import { ORDER_PATHS } from './paths';

/** The longest range one history call may ask for (the gateway refuses more). */
export const HISTORY_MAX_DAYS = ORDER_HISTORY_MAX_DAYS;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Sortable columns of the lists and the gateway's names for them. */
const SORT_FIELDS: Record<string, string> = {
  createdAt: 'createdAt',
  checkoutAt: 'checkoutAt',
  deliveredAt: 'deliveredAt',
  statusUpdatedAt: 'statusUpdatedAt',
  status: 'status',
  totalAmount: 'totalAmount',
};


export interface HistoryOptions {
  /** Days before now the list shows when the user picked no start. */
  defaultDays: number;
  /** Statuses the list is limited to (the active list); a status filter narrows them further. */
  statuses?: readonly number[];
  now?: () => Date;
  timeZone?: () => string | undefined;
}

/** `YYYY-MM-DD` (a date filter) at local midnight in the zone, `days` later; null when not a date. */
function dayStart(value: unknown, timeZone: string | undefined, days = 0): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const midnight = fromZonedInput(`${value}T00:00`, timeZone);
  if (!midnight) return null;
  // A calendar day later in the zone: from the next day's date, so DST days stay whole.
  if (days === 0) return new Date(midnight);
  const next = new Date(Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)) + days));
  return new Date(fromZonedInput(`${next.toISOString().slice(0, 10)}T00:00`, timeZone) ?? midnight);
}

/**
 * The created-at range of a list call: the picked days in the user's zone (the end day included),
 * else the last `defaultDays`, clamped to what one call may ask (spec 5, date range clamping).
 * Both days picked are read as the filter reads them (checkDayRange): a longer range keeps its
 * last days, which the filter says at the field; a backwards one is refused at the field, so it
 * never reaches a call swapped (from a hand-edited address, it is left out: the default days).
 */
export function historyRange(filter: Record<string, unknown>, options: HistoryOptions): { start: Date; end: Date } {
  return pickedDayRange(filter.createdFrom, filter.createdTo, { ...options, maxDays: HISTORY_MAX_DAYS });
}

/** historyRange for any two picked days (`from`, `to`) and any longest range. */
export function pickedDayRange(
  pickedFrom: unknown,
  pickedTo: unknown,
  options: Omit<HistoryOptions, 'statuses'> & { maxDays: number },
): { start: Date; end: Date } {
  const now = (options.now ?? (() => new Date()))();
  const timeZone = options.timeZone?.();
  const check = checkDayRange(pickedFrom, pickedTo, { maxDays: options.maxDays, today: calendarDay(now, timeZone) });
  const [from, to] = check.kind === 'ok' ? [check.from, check.to] : check.kind === 'backwards' ? [undefined, undefined] : [pickedFrom, pickedTo];
  const picked = { start: dayStart(from, timeZone), end: dayStart(to, timeZone, 1) };
  // Only a start picked: the default span from there, but not past now.
  const end = picked.end ?? (picked.start ? new Date(Math.min(now.getTime(), picked.start.getTime() + options.defaultDays * DAY_MS)) : now);
  const start = picked.start ?? new Date(end.getTime() - options.defaultDays * DAY_MS);
  // A minute past now: an order created this instant on a gateway whose clock runs ahead still shows.
  return clampDateRange({ start, end }, { maxDays: options.maxDays, max: now.getTime() + 60_000 });
}

/**
 * The picked status within the list's own ones. A pick outside them (a hand-edited or stale URL)
 * is one the status filter cannot show, so it is ignored rather than asking for an empty set,
 * which the gateway refuses.
 */
function statusesOf(filter: Record<string, unknown>, limit: readonly number[] | undefined): number[] | undefined {
  const picked = filter.status === undefined || filter.status === '' ? undefined : Number(filter.status);
  const pickable = picked !== undefined && !Number.isNaN(picked) && (!limit || limit.includes(picked));
  if (!pickable) return limit ? [...limit] : undefined;
  return [picked];
}

/** The body of POST /orders/history for react-admin's list params. */
export function historyBody(params: ListParams, options: HistoryOptions): OrderHistoryBody {
  const filter = params.filter ?? {};
  const { start, end } = historyRange(filter, options);
  const perPage = params.pagination?.perPage ?? DEFAULT_PAGE_SIZE;
  const page = params.pagination?.page ?? 1;
  const field = SORT_FIELDS[params.sort?.field ?? ''] ?? 'createdAt';
  return {
    createdAtStart: start.toISOString(),
    createdAtEnd: end.toISOString(),
    warehouseIds: typeof filter.warehouseId === 'string' && filter.warehouseId ? [filter.warehouseId] : undefined,
    statuses: statusesOf(filter, options.statuses),
    domainTypes: filter.domainType === undefined || filter.domainType === '' ? undefined : [Number(filter.domainType)],
    sort: { field, order: params.sort?.order === 'ASC' ? 1 : -1 },
    limit: perPage,
    offset: (page - 1) * perPage,
  };
}

/** One order as a list row: the nesting flattened into the declared fields. */
export function orderRow(order: Order): WireRecord {
  return {
    id: order._id,
    createdAt: order.createdAt,
    checkoutAt: order.checkoutAt,
    deliveredAt: order.deliveredAt,
    statusUpdatedAt: order.statusUpdatedAt,
    status: order.status,
    domainType: order.domainType,
    warehouseId: order.warehouse.warehouse,
    warehouseName: order.warehouse.name,
    courierName: order.courier?.courier.name ?? '',
    pickerName: order.picking?.picker.name ?? '',
    totalAmount: order.totalAmount,
    currency: order.currency,
  };
}

/** The declaration's `gateway` mapping of a list over POST /orders/history. */
export function orderHistoryMapping(options: Omit<HistoryOptions, 'timeZone'>): GatewayMapping {
  return {
    getList: {
      // the days picked are days of the user's time zone, which the panel's client hands in
      request: (params, context) => ({ method: 'POST', path: ORDER_PATHS.history, body: historyBody(params, { ...options, timeZone: () => context?.timeZone }) }),
      response: (reply) => {
        const { orders, totalCount } = reply as { orders: Order[]; totalCount: number };
        return { data: orders.map(orderRow), total: totalCount };
      },
      maxPageSize: MAX_PAGE_SIZE,
    },
  };
}
