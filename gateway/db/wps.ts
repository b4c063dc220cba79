// The WPS summary's query (resources/performance/wps-summary.ts, docs/dys.md; TR group only): per
// store over a period, the sum of its logs' signed points (migration 029), the rewards and the
// penalties apart, how many logs of each type, and the period of equal length before's sum. One
// statement for every store: the sums over both periods grouped by store and type.
import { wpsType } from '../../src/domain/enums';
import { roundPoint } from '../../src/domain/dys/points';
import type { Queryable } from './db';
import { pageOfStoreRows, type StoreRowsAsk } from './store-rows';

export interface WpsSummaryAsk extends StoreRowsAsk {
  start: Date;
  end: Date;
  warehouseIds: readonly string[] | null;
}

/** A type's count column: `countOrder`, `countStockCount`... */
export const wpsCountColumn = (key: string) => `count${key.replace(/(^|_)([a-z])/g, (_all, _sep, letter: string) => letter.toUpperCase())}`;

interface Sums {
  warehouse_id: string;
  before: boolean;
  type: number;
  logs: number;
  points: number;
  rewards: number;
  penalties: number;
}

export async function wpsSummary(db: Queryable, franchiseId: string, ask: WpsSummaryAsk) {
  const previousStart = new Date(ask.start.getTime() - (ask.end.getTime() - ask.start.getTime()));
  const [stores, sums] = await Promise.all([
    db.query<{ id: string; name: string }>(`SELECT id, name FROM warehouses WHERE franchise_id = $1`, [franchiseId]),
    db.query<Sums>(
      `SELECT warehouse_id, logged_at < $2 AS before, type, count(*)::int AS logs,
              coalesce(sum(points), 0)::float8 AS points,
              coalesce(sum(points) FILTER (WHERE points > 0), 0)::float8 AS rewards,
              coalesce(sum(points) FILTER (WHERE points < 0), 0)::float8 AS penalties
         FROM wps_logs
        WHERE franchise_id = $1 AND logged_at >= $3 AND logged_at < $4
        GROUP BY warehouse_id, logged_at < $2, type`,
      [franchiseId, ask.start, previousStart, ask.end],
    ),
  ]);
  const picked = ask.warehouseIds ? new Set(ask.warehouseIds) : null;
  const rows = stores.rows
    .filter((store) => !picked || picked.has(store.id))
    .map((store) => {
      const own = sums.rows.filter((sum) => sum.warehouse_id === store.id);
      const now = own.filter((sum) => !sum.before);
      const before = own.filter((sum) => sum.before);
      const total = (list: Sums[], key: 'points' | 'rewards' | 'penalties') => roundPoint(list.reduce((all, sum) => all + sum[key], 0));
      const counts = Object.fromEntries(wpsType.entries.map((entry) => [wpsCountColumn(entry.key), now.filter((sum) => sum.type === entry.value).reduce((all, sum) => all + sum.logs, 0)]));
      const points = total(now, 'points');
      // a period without a log before it has nothing to compare with
      const previousPoints = before.length > 0 ? total(before, 'points') : null;
      return {
        _id: store.id,
        warehouseName: store.name,
        points,
        rewards: total(now, 'rewards'),
        penalties: total(now, 'penalties'),
        logs: now.reduce((all, sum) => all + sum.logs, 0),
        ...counts,
        previousPoints,
        trend: previousPoints === null ? null : roundPoint(points - previousPoints),
      };
    });
  return pageOfStoreRows(rows, ask);
}
