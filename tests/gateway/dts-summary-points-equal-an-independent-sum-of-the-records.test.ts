// The DTS summary on the gateway (POST /dts/summary, resources/performance/dts-summary.ts,
// gateway/db/dts-summary.ts, docs/dys.md): per store of the caller's franchise, its point over the
// period equals the one an independent SQL query recomputes from the seeded records' priorities
// and decisions (not their stored penalties), with its rank, the period before, and the points per
// rule category adding up to the points lost; stores filter rows but not ranks; another
// franchise's stores are never in it; roles without dts are refused; a bad body is 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DYS_PATHS } from '../../src/domain/paths';
import { dtsRuleCategory } from '../../src/domain/enums';
import { lostColumns } from '../../src/domain/dys/penaltySummary';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';

type Row = Record<string, number | string> & { _id: string; warehouseName: string; rank: number; point: number; previousRank: number; previousPoint: number; lost: number };

let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;
let gbowner: LoginResponse;

const DAY = 86_400_000;
const end = new Date();
const start = new Date(end.getTime() - 30 * DAY);
const body = (extra: Record<string, unknown> = {}) => ({ startDate: start.toISOString(), endDate: end.toISOString(), sort: { field: 'rank', order: 1 }, limit: 100, offset: 0, ...extra });
const summary = async (token: string, extra: Record<string, unknown> = {}) => {
  const response = await call(gateway.app, token, 'POST', `/api${DYS_PATHS.dtsSummary}`, body(extra));
  expect(response.statusCode, response.body).toBe(200);
  return json<{ stores: Row[]; totalCount: number }>(response);
};

/** The point per store recomputed from the records themselves: docs/dys.md's table, in SQL. */
async function recomputed(franchiseId: string, from: Date, to: Date): Promise<Map<string, number>> {
  const { rows } = await gateway.db.query<{ id: string; point: number }>(
    `SELECT w.id, round(greatest(0, 100 - COALESCE(sum(
              CASE d.rule_priority WHEN 1 THEN 10 WHEN 2 THEN 5 WHEN 3 THEN 2 END
            * CASE d.decision WHEN 1 THEN 0.2 WHEN 2 THEN 0.5 WHEN 3 THEN 1 END
            ) FILTER (WHERE d.status = 1000), 0))::numeric, 1)::float8 AS point
       FROM warehouses w
       LEFT JOIN dts_records d ON d.warehouse_id = w.id AND d.occurred_at >= $2 AND d.occurred_at < $3
      WHERE w.franchise_id = $1
      GROUP BY w.id`,
    [franchiseId, from, to],
  );
  return new Map(rows.map((row) => [row.id, row.point]));
}

beforeAll(async () => {
  gateway = await startGateway();
  [owner, manager, gbowner] = await Promise.all(['owner', 'manager', 'gbowner'].map((name) => login(gateway.app, name)));
});
afterAll(async () => {
  await gateway?.close();
});

describe('the DTS summary', () => {
  it('gives every store of the franchise the point an independent sum of its records gives, and the period before\'s', async () => {
    const { stores, totalCount } = await summary(owner.accessToken);
    const expected = await recomputed(owner.user.franchise._id, start, end);
    const previous = await recomputed(owner.user.franchise._id, new Date(start.getTime() - 30 * DAY), start);
    expect(totalCount).toBe(expected.size);
    expect(stores.map((row) => row._id).sort()).toEqual([...expected.keys()].sort());
    for (const row of stores) {
      expect(row.point, row.warehouseName).toBe(expected.get(row._id));
      expect(row.previousPoint, row.warehouseName).toBe(previous.get(row._id));
      expect(row.lost).toBeCloseTo(100 - row.point, 5);
      // the rule categories add up to the points lost
      const perCategory = lostColumns(dtsRuleCategory).reduce((sum, { column }) => sum + Number(row[column]), 0);
      expect(perCategory).toBeCloseTo(row.lost, 5);
    }
    // 90 days of seeded records: some store lost points
    expect(stores.some((row) => row.point < 100)).toBe(true);
  });

  it('ranks by point, a tie sharing its rank, and keeps a store\'s rank when the store filter picks it alone', async () => {
    const { stores } = await summary(owner.accessToken);
    for (const row of stores) expect(row.rank).toBe(1 + stores.filter((other) => other.point > row.point).length);
    const last = stores.at(-1)!;
    const alone = await summary(owner.accessToken, { warehouseIds: [last._id] });
    expect(alone.totalCount).toBe(1);
    expect(alone.stores[0]).toEqual(last);
  });

  it('sorts by any of its sortable figures and pages', async () => {
    const { stores } = await summary(owner.accessToken, { sort: { field: 'lost', order: -1 } });
    expect(stores.map((row) => row.lost)).toEqual([...stores.map((row) => row.lost)].sort((a, b) => b - a));
    const page = await summary(owner.accessToken, { sort: { field: 'lost', order: -1 }, limit: 10, offset: 1 });
    expect(page.stores).toEqual(stores.slice(1, 11));
    expect(page.totalCount).toBe(stores.length);
  });

  it('holds only the caller\'s franchise: another franchise\'s store picks nothing', async () => {
    const gb = await summary(gbowner.accessToken);
    const gbStores = new Set(gb.stores.map((row) => row._id));
    const { stores } = await summary(owner.accessToken);
    for (const row of stores) expect(gbStores.has(row._id)).toBe(false);
    const picked = await summary(owner.accessToken, { warehouseIds: [...gbStores].slice(0, 1) });
    expect(picked.stores).toEqual([]);
  });

  it('is refused to a role without dts (the manager), and answers a bad body with 400', async () => {
    expect((await call(gateway.app, manager.accessToken, 'POST', `/api${DYS_PATHS.dtsSummary}`, body())).statusCode).toBe(403);
    for (const bad of [{ sort: { field: 'nope', order: 1 } }, { startDate: 'yesterday' }, { limit: 0 }, { warehouseIds: 'w1' }]) {
      const refused = await call(gateway.app, owner.accessToken, 'POST', `/api${DYS_PATHS.dtsSummary}`, body(bad));
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});
