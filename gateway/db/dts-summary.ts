// The DTS summary (resources/performance/dts-summary.ts, docs/dys.md): per store of the franchise,
// the points its DTS records cost in a period and in the period of the same length before it, and
// per rule category. The point, the letter and the ranks are computed from those sums by the one
// rule the panel explains them with (src/domain/dys/points.ts), ranked over all the franchise's
// stores before the store filter picks rows, so a store keeps its rank whatever is shown.
import { DTS_LOST_COLUMNS } from '../../src/domain/dys/dtsSummary';
import { pointAfterPenalties, roundPoint } from '../../src/domain/dys/points';
import type { Queryable } from './db';

export interface DtsSummaryAsk {
  start: Date;
  end: Date;
  warehouseIds: readonly string[] | null;
  sort: { field: string; direction: 1 | -1 };
  limit: number;
  offset: number;
}

export type DtsSummaryRow = Record<string, unknown> & { _id: string; warehouseName: string; rank: number; point: number };

interface StoreSums {
  id: string;
  name: string;
  lost: number;
  previous_lost: number;
}

/** Competition ranks (1, 2, 2, 4) by point, best first; a tie shares its rank. */
function ranks(points: ReadonlyMap<string, number>): Map<string, number> {
  const ordered = [...points].sort((a, b) => b[1] - a[1]);
  const rank = new Map<string, number>();
  ordered.forEach(([id, point], index) => rank.set(id, index > 0 && ordered[index - 1]![1] === point ? rank.get(ordered[index - 1]![0])! : index + 1));
  return rank;
}

export async function dtsSummary(db: Queryable, franchiseId: string, ask: DtsSummaryAsk): Promise<{ rows: DtsSummaryRow[]; total: number }> {
  const length = ask.end.getTime() - ask.start.getTime();
  const previousStart = new Date(ask.start.getTime() - length);
  const [stores, categories] = await Promise.all([
    db.query<StoreSums>(
      `SELECT w.id, w.name,
              COALESCE(sum(d.penalty) FILTER (WHERE d.occurred_at >= $2), 0)::float8 AS lost,
              COALESCE(sum(d.penalty) FILTER (WHERE d.occurred_at < $2), 0)::float8 AS previous_lost
         FROM warehouses w
         LEFT JOIN dts_records d
           ON d.franchise_id = w.franchise_id AND d.warehouse_id = w.id AND d.occurred_at >= $4 AND d.occurred_at < $3
        WHERE w.franchise_id = $1
        GROUP BY w.id, w.name`,
      [franchiseId, ask.start, ask.end, previousStart],
    ),
    db.query<{ warehouse_id: string; rule_category: number; lost: number }>(
      `SELECT warehouse_id, rule_category, sum(penalty)::float8 AS lost
         FROM dts_records
        WHERE franchise_id = $1 AND occurred_at >= $2 AND occurred_at < $3
        GROUP BY warehouse_id, rule_category`,
      [franchiseId, ask.start, ask.end],
    ),
  ]);
  const point = new Map(stores.rows.map((store) => [store.id, pointAfterPenalties([store.lost])]));
  const previousPoint = new Map(stores.rows.map((store) => [store.id, pointAfterPenalties([store.previous_lost])]));
  const rank = ranks(point);
  const previousRank = ranks(previousPoint);
  const lostIn = new Map(categories.rows.map((row) => [`${row.warehouse_id}:${row.rule_category}`, row.lost]));
  const picked = ask.warehouseIds ? new Set(ask.warehouseIds) : null;
  const rows: DtsSummaryRow[] = stores.rows
    .filter((store) => !picked || picked.has(store.id))
    .map((store) => ({
      _id: store.id,
      warehouseName: store.name,
      rank: rank.get(store.id)!,
      point: point.get(store.id)!,
      previousRank: previousRank.get(store.id)!,
      previousPoint: previousPoint.get(store.id)!,
      lost: roundPoint(store.lost),
      ...Object.fromEntries(DTS_LOST_COLUMNS.map(({ category, column }) => [column, roundPoint(lostIn.get(`${store.id}:${category}`) ?? 0)])),
    }));
  const { field, direction } = ask.sort;
  const collator = new Intl.Collator('tr');
  rows.sort((a, b) => {
    const [x, y] = [a[field], b[field]];
    const order = typeof x === 'string' && typeof y === 'string' ? collator.compare(x, y) : Number(x) - Number(y);
    return order * direction || collator.compare(a.warehouseName, b.warehouseName) || a._id.localeCompare(b._id);
  });
  return { rows: rows.slice(ask.offset, ask.offset + ask.limit), total: rows.length };
}
