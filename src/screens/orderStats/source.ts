// The order statistics' figures (a summary's source, `order-counts`): one store's successful,
// missed and potential orders per bucket beside the franchise's per-store average, from the
// spec's six count calls (docs/gateway-api.md), merged into one row per bucket so the cards, the
// chart and the table can never disagree.
import type { Calls } from '../../../dataProvider';
import type { OrderCountBody } from '../../domain/callTypes';
import type { CountGroupType, CountKind } from '../../domain/orders';
import type { SummaryContext, SummaryReply, SummarySource } from '../../framework/views/summary/source';
import { utcOffsetMinutes } from '../liveMap/stats/utcOffset';
import { axisLabel, bucketLabel, dayLabel } from './labels';
import { periodOf } from './filters';
import { formatDay, type StatsPeriod } from './ranges';
import { COUNT_KINDS, isEmptyTable, mergeCounts, type CountReplies, type CountTable } from './series';
import { StatsControls } from './StatsControls';

/** One view's inputs: a store, a group type, [start, end) and the caller's offset (minutes east). */
export interface CountsQuery {
  warehouseId: string;
  groupType: CountGroupType;
  start: Date;
  end: Date;
  utcOffset: number;
}

/** The body every count call of a view sends. */
export function countBody(query: CountsQuery): OrderCountBody {
  return { warehouseId: query.warehouseId, startDate: query.start.toISOString(), endDate: query.end.toISOString(), groupType: query.groupType, utcOffset: query.utcOffset };
}

/** The six count calls in parallel; the signal cancels all of them when the inputs change. */
export async function loadCounts(orders: Calls['orders'], query: CountsQuery, signal?: AbortSignal): Promise<CountReplies> {
  const body = countBody(query);
  const pairs = await Promise.all(
    COUNT_KINDS.map(async (kind: CountKind) => {
      const [store, average] = await Promise.all([orders.count(kind, body, signal), orders.countAverage(kind, body, signal)]);
      return [kind, { store, average }] as const;
    }),
  );
  return Object.fromEntries(pairs) as CountReplies;
}

const averageName = (kind: CountKind) => `average${kind[0]!.toUpperCase()}${kind.slice(1)}`;

/** The merged counts as the summary's reply: a row per bucket with its labels, the totals, the texts' values. */
export function countsReply(table: CountTable, query: CountsQuery, period: Pick<StatsPeriod, 'from' | 'to'>, context: Pick<SummaryContext, 'language'>): SummaryReply {
  const { language } = context;
  const figures = (store: Record<CountKind, number>, average: Record<CountKind, number>) =>
    Object.fromEntries(COUNT_KINDS.flatMap((kind) => [[kind, store[kind]], [averageName(kind), average[kind]]]));
  return {
    rows: table.rows.map((row) => ({
      id: row.date,
      period: bucketLabel(row.date, table.groupType, language),
      tick: axisLabel(row.date, table.groupType, language),
      ...figures(row.store, row.average),
    })),
    totals: { ...figures(table.totals.store, table.totals.average), successRate: table.totals.successRate, averageSuccessRate: table.totals.averageSuccessRate },
    args: { groupType: query.groupType, range: `${dayLabel(formatDay(period.from), language)} – ${dayLabel(formatDay(period.to), language)}` },
    empty: isEmptyTable(table),
  };
}

/** A view that includes the current bucket is asked again this often; a past one never changes. */
const LIVE_REFRESH_MS = 2 * 60_000;

const orderCounts: SummarySource<CountsQuery & { period: StatsPeriod }> = {
  params: ['group', 'from', 'to'],
  query(filters, context) {
    const period = periodOf(filters, context);
    // days picked backwards ask nothing: the fields say why, the last view stays (dimmed)
    if (!context.store || period.backwards) return null;
    return { warehouseId: context.store.id, groupType: period.groupType, start: period.start, end: period.end, utcOffset: utcOffsetMinutes(context.timeZone, context.now), period };
  },
  key: (query) => [query.warehouseId, query.groupType, query.start.toISOString(), query.end.toISOString(), query.utcOffset],
  load: async (query, calls, context, signal) => countsReply(mergeCounts(await loadCounts(calls.orders, query, signal)), query, query.period, context),
  refreshMs: (query, now) => (query.end.getTime() > now.getTime() ? LIVE_REFRESH_MS : false),
  Controls: StatsControls,
};

export default orderCounts;
