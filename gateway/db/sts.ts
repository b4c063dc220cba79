// The STS summary's query (resources/performance/sts-summary.ts, docs/dys.md): one financial
// month's criteria of the franchise's stores, each with the score its value earns against its
// target and the store's STS point, both derived by the one rule of src/domain/dys/points.ts;
// then the store filter, the sort (ties by store and criterion) and the page. One statement.
import { stsCriterionScore, stsPoint } from '../../src/domain/dys/points';
import type { Queryable } from './db';

export interface StsAsk {
  month: string;
  warehouseIds: readonly string[] | null;
  sort: { field: string; direction: 1 | -1 };
  limit: number;
  offset: number;
}

export interface StsRow {
  _id: string;
  warehouseId: string;
  warehouseName: string;
  criterion: number;
  value: number;
  target: number;
  score: number;
  weight: number;
  point: number | null;
}

export async function stsSummary(db: Queryable, franchiseId: string, ask: StsAsk): Promise<{ rows: StsRow[]; total: number }> {
  const { rows } = await db.query<{ id: string; warehouse_id: string; name: string; criterion: number; value: number; target: number; weight: number }>(
    `SELECT s.id, s.warehouse_id, w.name, s.criterion, s.value, s.target, s.weight
       FROM sts_criteria s JOIN warehouses w ON w.id = s.warehouse_id
      WHERE s.franchise_id = $1 AND s.month = $2 AND ($3::text[] IS NULL OR s.warehouse_id = ANY($3::text[]))`,
    [franchiseId, ask.month, ask.warehouseIds],
  );
  const byStore = new Map<string, typeof rows>();
  for (const row of rows) byStore.set(row.warehouse_id, [...(byStore.get(row.warehouse_id) ?? []), row]);
  const points = new Map([...byStore].map(([store, criteria]) => [store, stsPoint(criteria) ?? null]));
  const result: StsRow[] = rows.map((row) => ({
    _id: row.id,
    warehouseId: row.warehouse_id,
    warehouseName: row.name,
    criterion: row.criterion,
    value: row.value,
    target: row.target,
    score: stsCriterionScore(row),
    weight: row.weight,
    point: points.get(row.warehouse_id) ?? null,
  }));
  const { field, direction } = ask.sort;
  const collator = new Intl.Collator('tr');
  const key = field as keyof StsRow;
  result.sort((a, b) => {
    const [x, y] = [a[key], b[key]];
    const order = typeof x === 'string' && typeof y === 'string' ? collator.compare(x, y) : Number(x ?? -1) - Number(y ?? -1);
    return order * direction || collator.compare(a.warehouseName, b.warehouseName) || a.criterion - b.criterion;
  });
  return { rows: result.slice(ask.offset, ask.offset + ask.limit), total: result.length };
}
