// The six count replies (successful, missed, potential, each for the store and as the franchise's
// per-store average) merged into one row per bucket, with the range's totals: what the chart,
// the cards and the table all read, so they can never disagree.
import { ORDER_COUNT_KINDS } from '../../domain/orderCountLimits';
import type { CountGroupType, CountKind, OrderCountSeries } from '../../domain/orders';

export const COUNT_KINDS: readonly CountKind[] = ORDER_COUNT_KINDS;

export type CountReplies = Record<CountKind, { store: OrderCountSeries; average: OrderCountSeries }>;

export interface CountRow {
  /** The bucket's local label from the gateway (`2026-03-01T14:00`, `2026-03-01`, `2026-03`). */
  date: string;
  /** The instant the bucket starts. */
  startDate: string;
  store: Record<CountKind, number>;
  average: Record<CountKind, number>;
}

export interface CountTotals {
  store: Record<CountKind, number>;
  average: Record<CountKind, number>;
  /** Successful out of potential, 0 to 1; null when there was no potential order. */
  successRate: number | null;
  averageSuccessRate: number | null;
}

export interface CountTable {
  groupType: CountGroupType;
  rows: CountRow[];
  totals: CountTotals;
  /** Stores the averages are over. */
  warehouseCount: number;
}

/** Averages come with two decimals; sums of them are kept to two as well (no 0.30000000000000004). */
const twoDecimals = (value: number) => Math.round(value * 100) / 100;
const zeros = (): Record<CountKind, number> => ({ successful: 0, missed: 0, potential: 0 });
const rate = (successful: number, potential: number) => (potential > 0 ? successful / potential : null);

/**
 * One row per bucket, in time order. Every reply covers the same buckets; should one lack a
 * bucket the others have, that count reads 0 (the gateway's rule for an empty bucket).
 */
export function mergeCounts(replies: CountReplies): CountTable {
  const rows = new Map<string, CountRow>();
  const rowOf = (bucket: { date: string; startDate: string }) => {
    let row = rows.get(bucket.date);
    if (!row) {
      row = { date: bucket.date, startDate: bucket.startDate, store: zeros(), average: zeros() };
      rows.set(bucket.date, row);
    }
    return row;
  };
  const store = zeros();
  const average = zeros();
  for (const kind of COUNT_KINDS) {
    for (const bucket of replies[kind].store.data) {
      rowOf(bucket).store[kind] = bucket.count;
      store[kind] += bucket.count;
    }
    for (const bucket of replies[kind].average.data) {
      rowOf(bucket).average[kind] = bucket.count;
      average[kind] = twoDecimals(average[kind] + bucket.count);
    }
    // The gateway's own total, when it sends one, is the figure of record.
    const total = replies[kind].store.total;
    if (typeof total === 'number') store[kind] = total;
  }
  const sorted = [...rows.values()].sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
  return {
    groupType: replies.successful.store.groupType,
    rows: sorted,
    totals: {
      store,
      average,
      successRate: rate(store.successful, store.potential),
      averageSuccessRate: rate(average.successful, average.potential),
    },
    warehouseCount: replies.successful.average.warehouseCount ?? 0,
  };
}

/** Nothing to draw: no order of any kind, here or on average, in the whole range. */
export function isEmptyTable(table: CountTable): boolean {
  return COUNT_KINDS.every((kind) => table.totals.store[kind] === 0 && table.totals.average[kind] === 0);
}
