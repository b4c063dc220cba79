// One UTC day of a franchise's orders as a gateway keeps it to count them without asking the
// database (gateway/routes/order-days-kept.ts): a whole day by its counts per store, status and
// domain type (order_day_counts), a part of a day from its orders' creation times.
import type { DayCountRow, DayOrderRow } from '../db/order-day-changes';
import type { CountFilter } from '../db/order-day-counts';

/** A count filter as a test of one order's store, status and domain type, and a key naming it. */
export interface OrderFilter {
  key: string;
  match(warehouseId: string, status: number, domainType: number): boolean;
}

export function orderFilter(filter: CountFilter): OrderFilter {
  const warehouses = filter.warehouseIds && new Set(filter.warehouseIds);
  const statuses = filter.statuses && new Set(filter.statuses);
  const domainTypes = filter.domainTypes && new Set(filter.domainTypes);
  return {
    key: JSON.stringify([filter.warehouseIds, filter.statuses, filter.domainTypes]),
    match: (warehouseId, status, domainType) =>
      (!warehouses || warehouses.has(warehouseId)) && (!statuses || statuses.has(status)) && (!domainTypes || domainTypes.has(domainType)),
  };
}

/** Answers per filter kept beside a day: callers use a few filters, and each is worked out once. */
const FILTERS_KEPT = 8;

function remember<T>(answers: Map<string, T>, key: string, work: () => T): T {
  let answer = answers.get(key);
  if (answer === undefined) {
    if (answers.size >= FILTERS_KEPT) answers.clear();
    answer = work();
    answers.set(key, answer);
  }
  return answer;
}

/** A whole day: how many orders each store, status and domain type has. */
export class DayCounts {
  private readonly totals = new Map<string, number>();

  constructor(private readonly rows: readonly DayCountRow[]) {}

  count(filter: OrderFilter): number {
    return remember(this.totals, filter.key, () => {
      let total = 0;
      for (const [, warehouseId, status, domainType, orders] of this.rows) if (filter.match(warehouseId, status, domainType)) total += orders;
      return total;
    });
  }
}

/** A day's orders by creation time (microseconds, ascending), with the columns a filter reads. */
export class DayOrders {
  private readonly createdAt: Float64Array;
  private readonly warehouseIds: string[];
  private readonly statuses: Int32Array;
  private readonly domainTypes: Int32Array;

  constructor(rows: readonly DayOrderRow[]) {
    this.createdAt = Float64Array.from(rows, (row) => row[1]);
    this.warehouseIds = rows.map((row) => row[2]);
    this.statuses = Int32Array.from(rows, (row) => row[3]);
    this.domainTypes = Int32Array.from(rows, (row) => row[4]);
  }

  /** Per filter, how many of the first i orders match (i = 0 to all). */
  private readonly matching = new Map<string, Int32Array>();

  /** How many orders created in [from, to) (microseconds) match. */
  count(from: number, to: number, filter: OrderFilter): number {
    const before = remember(this.matching, filter.key, () => {
      const counts = new Int32Array(this.createdAt.length + 1);
      for (let i = 0; i < this.createdAt.length; i++) {
        counts[i + 1] = counts[i] + (filter.match(this.warehouseIds[i], this.statuses[i], this.domainTypes[i]) ? 1 : 0);
      }
      return counts;
    });
    return before[this.firstAtOrAfter(to)] - before[this.firstAtOrAfter(from)];
  }

  private firstAtOrAfter(at: number): number {
    let low = 0;
    let high = this.createdAt.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.createdAt[middle] < at) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** Rows of several days, one list per day. */
export function byDay<Row extends [string, ...unknown[]]>(rows: readonly Row[]): Map<string, Row[]> {
  const days = new Map<string, Row[]>();
  for (const row of rows) {
    const day = days.get(row[0]);
    if (day) day.push(row);
    else days.set(row[0], [row]);
  }
  return days;
}
