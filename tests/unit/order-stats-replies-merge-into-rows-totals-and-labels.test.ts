import { describe, expect, it } from 'vitest';
import type { CountKind, OrderCountSeries } from '../../src/domain/orders';
import { loadCounts } from '../../src/screens/orderStats/source';
import { createCalls } from '../../dataProvider/calls';
import { axisLabel, bucketLabel } from '../../src/screens/orderStats/labels';
import { isEmptyTable, mergeCounts, type CountReplies } from '../../src/screens/orderStats/series';

const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03'];
const startOf = (day: string) => new Date(`${day}T00:00:00+03:00`).toISOString();

function series(counts: number[], extra: Partial<OrderCountSeries> = {}, days = DAYS): OrderCountSeries {
  return { data: days.map((date, index) => ({ date, startDate: startOf(date), count: counts[index]! })), groupType: 'day', ...extra };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
function replies(store: Record<CountKind, number[]>, average: Record<CountKind, number[]>): CountReplies {
  const pair = (kind: CountKind) => ({
    store: series(store[kind], { total: sum(store[kind]) }),
    average: series(average[kind], { warehouseCount: 3 }),
  });
  return { successful: pair('successful'), missed: pair('missed'), potential: pair('potential') };
}

describe('merging the six count replies', () => {
  it('gives one row per bucket with the store and the average of each kind, and the totals', () => {
    const table = mergeCounts(
      replies(
        { successful: [8, 0, 5], missed: [2, 0, 1], potential: [10, 0, 6] },
        { successful: [7.67, 0.33, 4.1], missed: [1.33, 0, 0.2], potential: [9, 0.33, 4.3] },
      ),
    );
    expect(table.groupType).toBe('day');
    expect(table.warehouseCount).toBe(3);
    expect(table.rows).toEqual([
      { date: '2026-03-01', startDate: startOf('2026-03-01'), store: { successful: 8, missed: 2, potential: 10 }, average: { successful: 7.67, missed: 1.33, potential: 9 } },
      { date: '2026-03-02', startDate: startOf('2026-03-02'), store: { successful: 0, missed: 0, potential: 0 }, average: { successful: 0.33, missed: 0, potential: 0.33 } },
      { date: '2026-03-03', startDate: startOf('2026-03-03'), store: { successful: 5, missed: 1, potential: 6 }, average: { successful: 4.1, missed: 0.2, potential: 4.3 } },
    ]);
    // sums of two-decimal averages stay at two decimals (no 12.100000000000001)
    expect(table.totals.store).toEqual({ successful: 13, missed: 3, potential: 16 });
    expect(table.totals.average).toEqual({ successful: 12.1, missed: 1.53, potential: 13.63 });
    expect(table.totals.successRate).toBeCloseTo(13 / 16);
    expect(table.totals.averageSuccessRate).toBeCloseTo(12.1 / 13.63);
    expect(isEmptyTable(table)).toBe(false);
  });

  it('orders rows by time, reads a bucket one reply lacks as 0, and takes the gateway total as the figure of record', () => {
    const base = replies({ successful: [1, 2, 3], missed: [0, 0, 0], potential: [1, 2, 3] }, { successful: [1, 1, 1], missed: [0, 0, 0], potential: [1, 1, 1] });
    base.successful.store = series([3, 1], { total: 4 }, ['2026-03-03', '2026-03-01']);
    const table = mergeCounts(base);
    expect(table.rows.map((row) => [row.date, row.store.successful, row.store.potential])).toEqual([
      ['2026-03-01', 1, 1],
      ['2026-03-02', 0, 2],
      ['2026-03-03', 3, 3],
    ]);
    expect(table.totals.store.successful).toBe(4);
  });

  it('has no success rate without a potential order, and is empty when nothing happened anywhere', () => {
    const zero = [0, 0, 0];
    const table = mergeCounts(replies({ successful: zero, missed: zero, potential: zero }, { successful: zero, missed: zero, potential: zero }));
    expect(table.totals.successRate).toBeNull();
    expect(table.totals.averageSuccessRate).toBeNull();
    expect(isEmptyTable(table)).toBe(true);
    // the store had nothing, but the other stores did: worth a chart
    expect(isEmptyTable(mergeCounts(replies({ successful: zero, missed: zero, potential: zero }, { successful: [0, 1, 0], missed: zero, potential: [0, 1, 0] })))).toBe(false);
  });
});

describe('the six calls', () => {
  it('posts the same body to each count and average path, with the abort signal', async () => {
    const calls: { path: string; body: unknown; signal?: AbortSignal }[] = [];
    const gateway = {
      request: async <T,>(path: string, options?: { body?: unknown; signal?: AbortSignal }) => {
        calls.push({ path, body: options?.body, signal: options?.signal });
        const average = path.endsWith('/average');
        return series([path.includes('missed') ? 1 : 2, 0, 0], average ? { warehouseCount: 2 } : { total: 2 }) as T;
      },
    };
    const controller = new AbortController();
    const query = { warehouseId: 'w 1', groupType: 'day' as const, start: new Date('2026-02-28T21:00:00Z'), end: new Date('2026-03-03T21:00:00Z'), utcOffset: 180 };
    const result = await loadCounts(createCalls(gateway).orders, query, controller.signal);
    expect(calls.map((call) => call.path)).toEqual([
      '/orders/w%201/count/successful',
      '/orders/w%201/count/successful/average',
      '/orders/w%201/count/missed',
      '/orders/w%201/count/missed/average',
      '/orders/w%201/count/potential',
      '/orders/w%201/count/potential/average',
    ]);
    for (const call of calls) {
      expect(call.body).toEqual({ warehouseId: 'w 1', startDate: '2026-02-28T21:00:00.000Z', endDate: '2026-03-03T21:00:00.000Z', groupType: 'day', utcOffset: 180 });
      expect(call.signal).toBe(controller.signal);
    }
    expect(result.missed.store.data[0]!.count).toBe(1);
    expect(result.potential.average.warehouseCount).toBe(2);
  });
});

describe('bucket labels', () => {
  it("print the gateway's local label in the user's date format, whatever the time zone", () => {
    expect(bucketLabel('2026-03-01', 'day', 'en')).toBe('2026/03/01');
    expect(bucketLabel('2026-03-01', 'day', 'tr')).toBe('01/03/2026');
    expect(bucketLabel('2026-03-01T14:00', 'hour', 'en')).toBe('2026/03/01 14:00');
    expect(bucketLabel('2026-03-01T14:00', 'hour', 'tr')).toBe('01/03/2026 14:00');
    expect(bucketLabel('2026-02-23', 'week', 'en')).toBe('2026/02/23\u00a0– 2026/03/01');
    expect(bucketLabel('2026-02-23', 'week', 'tr')).toBe('23/02/2026\u00a0– 01/03/2026');
    expect(bucketLabel('2026-03', 'month', 'en')).toBe('March 2026');
    expect(bucketLabel('2026-03', 'month', 'tr')).toBe('Mart 2026');
    expect(bucketLabel('not a date', 'day', 'en')).toBe('not a date');
  });

  it('are short on the axis: hours, a date at midnight, day and month without the year', () => {
    expect(axisLabel('2026-03-01T14:00', 'hour', 'en')).toBe('14:00');
    expect(axisLabel('2026-03-02T00:00', 'hour', 'en')).toBe('03/02');
    expect(axisLabel('2026-03-02T00:00', 'hour', 'tr')).toBe('02/03');
    expect(axisLabel('2026-03-09', 'day', 'tr')).toBe('09/03');
    expect(axisLabel('2026-03-09', 'week', 'en')).toBe('03/09');
    expect(axisLabel('2026-03', 'month', 'en')).toBe('Mar 2026');
  });
});
