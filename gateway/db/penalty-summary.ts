// A points summary (the DTS, DDS and DDS100 summaries; src/domain/dys/penaltySummaryResource.ts,
// docs/dys.md): per store of the franchise, the penalties that count in a period and in the period
// of the same length before it, and per category. The point, the letter and the ranks are computed
// from those sums by the one rule the panel explains them with (src/domain/dys/points.ts), ranked
// over all the franchise's stores before the store filter picks rows, so a store keeps its rank
// whatever is shown. Two statements whatever the franchise's size; the sums per store and
// interval (lostPerInterval) are also the DYS summary's and its series' (gateway/db/dys-summary.ts).
import type { DomainEnum } from '../../src/domain/enums';
import { lostColumns } from '../../src/domain/dys/penaltySummary';
import { pointAfterPenalties, roundPoint } from '../../src/domain/dys/points';
import type { Queryable } from './db';
import { pageOfStoreRows } from './store-rows';
import { assertIdentifier } from './sql';

/** Where a summary's records are and which of their penalties count. */
export interface PenaltyRecords {
  /** The table or view of the records, with franchise_id and warehouse_id. */
  table: string;
  /** When a record happened: the period it falls in. */
  timeColumn: string;
  /** Its category (an enumeration's value): one column of points lost each. */
  categoryColumn: string;
  categories: DomainEnum;
  /** Its penalty. */
  penaltyColumn: string;
  /** Statuses whose penalty does not count (a DDS objection accepted); the status column. */
  notCounting?: { column: string; values: readonly number[] };
}

export interface PenaltySummaryAsk {
  start: Date;
  end: Date;
  warehouseIds: readonly string[] | null;
  sort: { field: string; direction: 1 | -1 };
  limit: number;
  offset: number;
}

export type PenaltySummaryRow = Record<string, unknown> & { _id: string; warehouseName: string; rank: number; point: number };

/** Competition ranks (1, 2, 2, 4) by point, best first; a tie shares its rank. */
export function ranks(points: ReadonlyMap<string, number>): Map<string, number> {
  const ordered = [...points].sort((a, b) => b[1] - a[1]);
  const rank = new Map<string, number>();
  ordered.forEach(([id, point], index) => rank.set(id, index > 0 && ordered[index - 1]![1] === point ? rank.get(ordered[index - 1]![0])! : index + 1));
  return rank;
}

/** The penalties that count, as a condition on the records' row with the statuses not counting as parameter `$n`. */
function countedWhere(records: PenaltyRecords, parameter: number): string {
  return records.notCounting ? `${assertIdentifier(records.notCounting.column)} <> ALL($${parameter}::int[])` : 'true';
}

/** A store of the franchise with the penalties that count in each interval between `edges`. */
export interface StoreLost {
  id: string;
  name: string;
  /** `lost[i]`: the penalties in [edges[i], edges[i + 1]). */
  lost: number[];
}

/**
 * Every store of the franchise with the penalties that count in each interval between `edges`
 * (instants, ascending): one statement whatever the number of stores and intervals, each record
 * read once and put in its interval (width_bucket). A period made of consecutive intervals (the
 * DYS summary's days made of its series' buckets) is the sum of theirs.
 */
export async function lostPerInterval(db: Queryable, franchiseId: string, records: PenaltyRecords, edges: readonly Date[]): Promise<StoreLost[]> {
  const [table, time, penalty] = [records.table, records.timeColumn, records.penaltyColumn].map(assertIdentifier);
  const intervals = edges.length - 1;
  const { rows } = await db.query<{ id: string; name: string; interval: number | null; lost: number | null }>(
    `WITH lost AS (
       SELECT warehouse_id, width_bucket(${time}, $2::timestamptz[]) AS interval, sum(${penalty})::float8 AS lost
         FROM ${table}
        WHERE franchise_id = $1 AND ${time} >= $3 AND ${time} < $4 AND ${countedWhere(records, 5)}
        GROUP BY 1, 2)
     SELECT w.id, w.name, l.interval, l.lost
       FROM warehouses w
       LEFT JOIN lost l ON l.warehouse_id = w.id
      WHERE w.franchise_id = $1`,
    [franchiseId, edges.map((edge) => edge.toISOString()), edges[0], edges[intervals], ...(records.notCounting ? [records.notCounting.values] : [])],
  );
  const stores = new Map<string, StoreLost>();
  for (const row of rows) {
    let store = stores.get(row.id);
    if (!store) stores.set(row.id, (store = { id: row.id, name: row.name, lost: Array.from({ length: intervals }, () => 0) }));
    // width_bucket numbers the intervals from 1
    if (row.interval !== null && row.lost !== null) store.lost[row.interval - 1]! += row.lost;
  }
  return [...stores.values()];
}

export async function penaltySummary(db: Queryable, franchiseId: string, records: PenaltyRecords, ask: PenaltySummaryAsk): Promise<{ rows: PenaltySummaryRow[]; total: number }> {
  const [table, time, category, penalty] = [records.table, records.timeColumn, records.categoryColumn, records.penaltyColumn].map(assertIdentifier);
  const length = ask.end.getTime() - ask.start.getTime();
  const previousStart = new Date(ask.start.getTime() - length);
  const [lost, categories] = await Promise.all([
    // [0]: the period before, [1]: the period
    lostPerInterval(db, franchiseId, records, [previousStart, ask.start, ask.end]),
    db.query<{ warehouse_id: string; category: number; lost: number }>(
      `SELECT warehouse_id, ${category} AS category, sum(${penalty})::float8 AS lost
         FROM ${table}
        WHERE franchise_id = $1 AND ${time} >= $2 AND ${time} < $3 AND ${countedWhere(records, 4)}
        GROUP BY warehouse_id, ${category}`,
      [franchiseId, ask.start, ask.end, ...(records.notCounting ? [records.notCounting.values] : [])],
    ),
  ]);
  const stores = { rows: lost.map((store) => ({ id: store.id, name: store.name, lost: store.lost[1]!, previous_lost: store.lost[0]! })) };
  const point = new Map(stores.rows.map((store) => [store.id, pointAfterPenalties([store.lost])]));
  const previousPoint = new Map(stores.rows.map((store) => [store.id, pointAfterPenalties([store.previous_lost])]));
  const rank = ranks(point);
  const previousRank = ranks(previousPoint);
  const lostIn = new Map(categories.rows.map((row) => [`${row.warehouse_id}:${row.category}`, row.lost]));
  const picked = ask.warehouseIds ? new Set(ask.warehouseIds) : null;
  const rows: PenaltySummaryRow[] = stores.rows
    .filter((store) => !picked || picked.has(store.id))
    .map((store) => ({
      _id: store.id,
      warehouseName: store.name,
      rank: rank.get(store.id)!,
      point: point.get(store.id)!,
      previousRank: previousRank.get(store.id)!,
      previousPoint: previousPoint.get(store.id)!,
      lost: roundPoint(store.lost),
      ...Object.fromEntries(lostColumns(records.categories).map(({ category: value, column }) => [column, roundPoint(lostIn.get(`${store.id}:${value}`) ?? 0)])),
    }));
  return pageOfStoreRows(rows, ask);
}
