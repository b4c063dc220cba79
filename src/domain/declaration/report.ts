// A report: a read-only list served by one POST call whose body and reply follow one convention,
// so a resource declares it as data (`report` in resources/*.ts) and neither the panel nor the
// gateway writes per-call code. The panel builds the body from react-admin's list params
// (../../../dataProvider/declaredCalls.ts via reportMapping), the gateway registers the route
// with the body's schema taken from the same declaration (gateway/routes/reports.ts), and only
// the query is written by hand. The convention (docs/gateway-api.md, "Reports"):
//   body:  each filter under its `send` name (a store as `warehouseIds: [id]`, an enum as its
//          number or its `values` name), the search as `search`, the period as `startDate` and
//          `endDate` (instants bounding the user's picked days) or as `month` (a financial month),
//          `sort: { field, order: 1 | -1 }`, `limit`, `offset`; with a `series`, the caller's `timeZone`;
//   reply: `{ <rows>: [...], <total>: n }`, each row with its id as `_id`; with a `series`, its
//          points over time under the series' own key.
import { DEFAULT_PAGE_SIZE, MAX_SEARCH_LENGTH } from '../constants';
import { currentFinancialMonth, isMonthKey } from '../financialMonth';
import { pickedDayRange } from '../orderHistoryCall';
import { dayOf, mondayOf } from '../shiftPlan';
import type { FieldDescriptor } from './fields';
import type { ReportSeries } from './reportSeries';
import type { ResourceData } from './resource';
import type { ListParams, WireRecord } from './wireParams';

/** How one filter goes into the body. */
export interface ReportSend {
  /** The body key (default: the filter's name). */
  as?: string;
  /** Sent as a list of one value (`warehouseIds: ['w1']`), as the spec's calls take stores. */
  list?: true;
  /** An enum sent by name instead of its number (`{ 1: 'courier', 2: 'picker' }`). */
  values?: Readonly<Record<number, string>>;
}

export interface ReportDeclaration<F extends string = string> {
  /** The call's path (src/domain/paths.ts); always POST, as the spec's filter calls are. */
  path: string;
  /** The reply's keys that hold the rows and the total count. */
  reply: { rows: string; total: string };
  /** Filters that go into the body other than by their own name and value. */
  send?: Partial<Record<F, ReportSend>>;
  /**
   * Row values that sit deeper in the reply's row, by dotted path (`warehouseName:
   * 'warehouse.name'`); `flatten` lists objects whose values become the row's own (a month's
   * `metrics`), the row's own values winning.
   */
  read?: Readonly<Record<string, string>>;
  flatten?: readonly string[];
  /**
   * The period the report covers: `days`, the list's `dateRange` filters (the last `defaultDays`
   * days when none is picked) sent as `startDate`/`endDate`; or `month`, a financial month filter
   * (the one in progress when none is picked) sent as `month`; or `week`, a week filter (the one
   * in progress on the user's calendar when none is picked) sent as `weekStart` (its Monday) with
   * the user's `timeZone`. A period over days may offer `presets`: quick periods of so many days
   * ending today, one press each above the rows (src/framework/views/period/DayPresets.tsx).
   */
  period?: { days: { defaultDays: number; presets?: readonly number[] } } | { month: F } | { week: F };
  /**
   * A series over time the reply carries beside its rows (the DYS total per day or per week),
   * drawn above the rows as a line chart with the same numbers as a table for screen readers
   * (src/framework/views/charts/ReportSeries.tsx). Only for a report over days: the body then
   * also carries the caller's `timeZone`, and the reply's `series.reply` key holds a point per
   * bucket of the period on that calendar (`seriesBuckets`, src/domain/seriesBuckets.ts: a point
   * per day up to 31 days, per week beyond), oldest first, each
   * `{ from: 'YYYY-MM-DD', to: 'YYYY-MM-DD', <value>: number | null }`, for the same filters as
   * the rows (read by `reportSeriesPoints`, ./reportSeries.ts). Texts, in the resource's
   * messages: `series.title` (the chart's heading and its image's name); the line is named by the
   * value's field label.
   */
  series?: ReportSeries<F>;
}


/** What a report's body carries besides its filters. */
export interface ReportBodyBase {
  startDate?: string;
  endDate?: string;
  month?: string;
  weekStart?: string;
  timeZone?: string;
  search?: string;
  sort: { field: string; order: 1 | -1 };
  limit: number;
  offset: number;
}

export type ReportBody = ReportBodyBase & Record<string, unknown>;

type ReportResource = Pick<ResourceData, 'fields' | 'list' | 'recordRepresentation'> & { report?: ReportDeclaration };

export interface ReportOptions {
  now?: Date;
  /** The user's time zone: the days and the month in progress are the user's. */
  timeZone?: string;
}

const declared = (resource: ReportResource): ReportDeclaration => {
  if (!resource.report) throw new Error('not a report: no `report` declared');
  return resource.report;
};

/** The filters that bound the period (never sent by name). */
function periodFilters(resource: ReportResource): Set<string> {
  const { period } = declared(resource);
  const range = resource.list?.dateRange;
  if (period && 'month' in period) return new Set([period.month]);
  if (period && 'week' in period) return new Set([period.week]);
  return new Set(period && range ? [range.from, range.to] : []);
}

/** The columns shown for a filter value: `columnsBy`'s set for it, else the declared ones. */
function shownColumns(resource: ReportResource, filter: Record<string, unknown>): readonly string[] {
  const list = resource.list;
  const by = list?.columnsBy;
  const chosen = by ? by.columns[String(filter[by.filter])] : undefined;
  return chosen ?? list?.columns ?? [];
}

/**
 * What the report may be sorted by, for a filter value: the sortable fields, or with
 * `columnsBy` the sortable fields among the columns that value shows (a picker's figures
 * never sort couriers). The gateway refuses any other field with 400.
 */
export function reportSortFields(resource: ReportResource, filter: Record<string, unknown> = {}): string[] {
  const sortable = Object.entries(resource.fields as Record<string, FieldDescriptor>).filter(([, field]) => field.sortable).map(([name]) => name);
  if (!resource.list?.columnsBy) return sortable;
  const shown = new Set(shownColumns(resource, filter));
  return sortable.filter((name) => shown.has(name));
}

/** Every field any filter value may sort by (the gateway's schema). */
export function allReportSortFields(resource: ReportResource): string[] {
  const by = resource.list?.columnsBy;
  if (!by) return reportSortFields(resource);
  return [...new Set(Object.keys(by.columns).flatMap((value) => reportSortFields(resource, { [by.filter]: value })))];
}

/**
 * The sort a report's body carries: the one asked where the filter allows it, else the declared
 * one where it does, else the first sortable column shown; the order asked, else the declared one.
 */
export function reportSort(resource: ReportResource, filter: Record<string, unknown>, asked?: { field?: string; order?: 'ASC' | 'DESC' }): { field: string; order: 1 | -1 } {
  const allowed = reportSortFields(resource, filter);
  const declaredSort = resource.list?.sort;
  const field =
    [asked?.field, declaredSort?.field].find((name): name is string => !!name && allowed.includes(name)) ??
    shownColumns(resource, filter).find((name) => allowed.includes(name)) ??
    allowed[0] ??
    'id';
  return { field, order: (asked?.order ?? declaredSort?.order) === 'ASC' ? 1 : -1 };
}

/** A filter's value as its `send` rule puts it in the body, or undefined when there is none to send. */
function sentValue(field: FieldDescriptor | undefined, send: ReportSend | undefined, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  let sent: unknown = value;
  if (field?.kind === 'enum') {
    const number = Number(value);
    if (!field.enumeration.values.includes(number)) return undefined;
    sent = send?.values ? send.values[number] : number;
  } else if (typeof value === 'string') {
    sent = value.trim();
    if (!sent) return undefined;
  }
  return send?.list ? [sent] : sent;
}

/** The report's body for react-admin's list params. */
export function reportBody(resource: ReportResource, params: ListParams, options: ReportOptions = {}): ReportBody {
  const report = declared(resource);
  const filter = params.filter ?? {};
  const body: Record<string, unknown> = {};
  const skipped = periodFilters(resource);
  const filters = resource.list?.filters ?? [];
  for (const name of filters) {
    if (skipped.has(name)) continue;
    const send = report.send?.[name];
    const value = sentValue(resource.fields[name], send, filter[name]);
    if (value !== undefined) body[send?.as ?? name] = value;
  }
  const now = options.now ?? new Date();
  const period = report.period;
  if (period && 'month' in period) {
    const picked = filter[period.month];
    body.month = isMonthKey(picked) ? picked : currentFinancialMonth(now, options.timeZone);
  } else if (period && 'week' in period) {
    const picked = filter[period.week];
    const timeZone = options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    body.weekStart = mondayOf(typeof picked === 'string' && DAY.test(picked) ? picked : dayOf(now, timeZone));
    body.timeZone = timeZone;
  } else if (period) {
    const range = resource.list?.dateRange;
    if (!range) throw new Error('a report over days needs list.dateRange');
    const { start, end } = pickedDayRange(filter[range.from], filter[range.to], {
      now: () => now,
      timeZone: () => options.timeZone,
      defaultDays: period.days.defaultDays,
      maxDays: range.maxDays,
    });
    body.startDate = start.toISOString();
    body.endDate = end.toISOString();
  }
  // a series over time is cut into the caller's days
  if (report.series && !body.timeZone) body.timeZone = options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (resource.list?.search) {
    const search = typeof filter.q === 'string' ? filter.q.trim().slice(0, MAX_SEARCH_LENGTH) : '';
    if (search) body.search = search;
  }
  const perPage = params.pagination?.perPage ?? resource.list?.perPage ?? DEFAULT_PAGE_SIZE;
  const page = params.pagination?.page ?? 1;
  return {
    ...body,
    sort: reportSort(resource, filter, params.sort),
    limit: perPage,
    offset: (page - 1) * perPage,
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((inner, key) => (inner && typeof inner === 'object' ? (inner as Record<string, unknown>)[key] : undefined), value);

/** One reply row as a list row: its id, its flattened objects and the values read deeper. */
export function reportRow(report: ReportDeclaration, row: Record<string, unknown>): WireRecord {
  const flat = Object.assign({}, ...(report.flatten ?? []).map((key) => (row[key] && typeof row[key] === 'object' ? row[key] : {}))) as Record<string, unknown>;
  const { _id, ...own } = row;
  const read = Object.fromEntries(Object.entries(report.read ?? {}).map(([name, path]) => [name, at(row, path)]));
  return { ...flat, ...own, ...read, id: _id as WireRecord['id'] };
}

/**
 * react-admin's page of a report's reply; what else the reply carries (a week's hours) is the
 * page's `meta`, which the list's context hands to the screen's own parts.
 */
export function reportPage(report: ReportDeclaration, reply: unknown): { data: WireRecord[]; total: number; meta?: Record<string, unknown> } {
  const { [report.reply.rows]: rows, [report.reply.total]: total, ...meta } = (reply ?? {}) as Record<string, unknown>;
  if (!Array.isArray(rows) || typeof total !== 'number') throw new Error(`the report's reply has no "${report.reply.rows}" rows or "${report.reply.total}" total`);
  const data = rows.map((row) => reportRow(report, row as Record<string, unknown>));
  return Object.keys(meta).length > 0 ? { data, total, meta } : { data, total };
}
