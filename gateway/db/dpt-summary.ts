// The DPT summary's query (resources/performance/dpt-summary.ts, docs/dys.md; TR group only):
// the franchise's stores ranked by their DYS point over a period, as the DYS summary computes it
// (gateway/db/dys-summary.ts), with the rank of the period of equal length before and how many
// places a store moved. Ranked over every store before the store filter picks rows, so a store
// keeps its rank whatever is shown; a store without a point has no rank.
import { roundPoint } from '../../src/domain/dys/points';
import type { Queryable } from './db';
import { dysSummary, type DysSummaryAsk } from './dys-summary';
import { ranks } from './penalty-summary';
import { pageOfStoreRows } from './store-rows';

/** The stores' points in `field`, the stores without one left out. */
function pointsOf(rows: ReadonlyArray<Record<string, unknown> & { _id: string }>, field: string): Map<string, number> {
  const points = new Map<string, number>();
  for (const row of rows) if (typeof row[field] === 'number') points.set(row._id, row[field]);
  return points;
}

export async function dptSummary(db: Queryable, franchiseId: string, ask: DysSummaryAsk) {
  const every = await dysSummary(db, franchiseId, { ...ask, warehouseIds: null, sort: { field: 'warehouseName', direction: 1 }, limit: Number.MAX_SAFE_INTEGER, offset: 0 });
  const rank = ranks(pointsOf(every.rows, 'total'));
  const previousRank = ranks(pointsOf(every.rows, 'previousTotal'));
  const picked = ask.warehouseIds ? new Set(ask.warehouseIds) : null;
  const rows = every.rows
    .filter((row) => !picked || picked.has(row._id))
    .map((row) => {
      const now = rank.get(row._id) ?? null;
      const before = previousRank.get(row._id) ?? null;
      return {
        _id: row._id,
        warehouseName: row.warehouseName,
        rank: now,
        previousRank: before,
        // places up (positive) or down since the period before
        rankChange: now !== null && before !== null ? before - now : null,
        total: row.total,
        previousTotal: row.previousTotal,
        trend: typeof row.total === 'number' && typeof row.previousTotal === 'number' ? roundPoint(row.total - row.previousTotal) : null,
      };
    });
  return pageOfStoreRows(rows, ask);
}
