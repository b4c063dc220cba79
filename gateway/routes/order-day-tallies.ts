// One UTC day of a franchise's orders as a gateway keeps it to count them without asking the
// database (gateway/routes/order-days-kept.ts): a whole day by its counts per store, status and
// domain type (order_day_counts), a part of a day from its orders' creation times.
import type { DayCountRow, DayOrderRow } from '../db/order-day-changes';
import type { CountFilter } from '../db/order-day-counts';

/** A count filter as a test of one order's store, status and domain type. */
export type OrderMatch = (warehouseId: string, status: number, domainType: number) => boolean;

export function orderMatch(filter: CountFilter): OrderMatch {
  const warehouses = filter.warehouseIds && new Set(filter.warehouseIds);
  const statuses = filter.statuses && new Set(filter.statuses);
  const domainTypes = filter.domainTypes && new Set(filter.domainTypes);
  return (warehouseId, status, domainType) =>
    (!warehouses || warehouses.has(warehouseId)) && (!statuses || statuses.has(status)) && (!domainTypes || domainTypes.has(domainType));
}

/** A whole day: how many orders each store, status and domain type has. */
export class DayCounts {
  constructor(private readonly rows: readonly DayCountRow[]) {}

  count(match: OrderMatch): number {
    let total = 0;
    for (const [, warehouseId, status, domainType, orders] of this.rows) if (match(warehouseId, status, domainType)) total += orders;
    return total;
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

  /** How many orders created in [from, to) (microseconds) match. */
  count(from: number, to: number, match: OrderMatch): number {
    let total = 0;
    for (let i = this.firstAtOrAfter(from); i < this.createdAt.length && this.createdAt[i] < to; i++) {
      if (match(this.warehouseIds[i], this.statuses[i], this.domainTypes[i])) total++;
    }
    return total;
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
