// The STS summary on the gateway (POST /sts/summary, resources/performance/sts-summary.ts,
// gateway/db/sts.ts, docs/dys.md): for a financial month, each store's criteria with the score an
// independent SQL query gives their values against their targets, and the store's point, their
// scores by their weights; another month gives its own; the store filter picks rows; another
// franchise's stores are never in it; a role without sts is refused; a bad month is 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, currentFinancialMonth } from '../../src/domain/financialMonth';
import { DYS_PATHS } from '../../src/domain/paths';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';

type Row = { _id: string; warehouseId: string; warehouseName: string; criterion: number; value: number; target: number; score: number; weight: number; point: number };

let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;
let gbowner: LoginResponse;
const month = currentFinancialMonth(new Date(), 'Europe/Istanbul');

const summary = async (extra: Record<string, unknown> = {}, token = owner.accessToken) => {
  const response = await call(gateway.app, token, 'POST', `/api${DYS_PATHS.stsSummary}`, { month, sort: { field: 'warehouseName', order: 1 }, limit: 100, offset: 0, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ criteria: Row[]; totalCount: number }>(response);
};

/** Each criterion's score and each store's point, recomputed in SQL from the stored values: docs/dys.md. */
async function recomputed(franchiseId: string, key: string) {
  const { rows } = await gateway.db.query<{ id: string; warehouse_id: string; score: number; point: number }>(
    `WITH scored AS (
       SELECT id, warehouse_id, weight,
              CASE WHEN value <= target THEN 100 WHEN target <= 0 THEN 0 ELSE greatest(0, 100 * (1 - (value - target) / target)) END AS raw
         FROM sts_criteria WHERE franchise_id = $1 AND month = $2)
     SELECT id, warehouse_id, round(raw::numeric, 1)::float8 AS score,
            round((sum(round(raw::numeric, 1) * weight) OVER (PARTITION BY warehouse_id) / sum(weight) OVER (PARTITION BY warehouse_id))::numeric, 1)::float8 AS point
       FROM scored`,
    [franchiseId, key],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

beforeAll(async () => {
  gateway = await startGateway();
  [owner, manager, gbowner] = await Promise.all(['owner', 'manager', 'gbowner'].map((name) => login(gateway.app, name)));
});
afterAll(async () => {
  await gateway?.close();
});

describe('the STS summary', () => {
  it('scores every criterion of every store against its target and weighs them into the store\'s point, as SQL does', async () => {
    for (const key of [month, addMonths(month, -3)]) {
      const { criteria, totalCount } = await summary({ month: key });
      const expected = await recomputed(owner.user.franchise._id, key);
      expect(totalCount, key).toBe(expected.size);
      expect(totalCount).toBeGreaterThan(0);
      for (const row of criteria) {
        expect(row.score, `${row.warehouseName} ${row.criterion}`).toBe(expected.get(row._id)!.score);
        expect(row.point, row.warehouseName).toBe(expected.get(row._id)!.point);
      }
      // some criterion is over its target somewhere
      expect(criteria.some((row) => row.score < 100)).toBe(true);
    }
  });

  it('keeps to the store picked and to the caller\'s franchise', async () => {
    const { criteria } = await summary();
    const store = criteria[0]!.warehouseId;
    const picked = await summary({ warehouseIds: [store] });
    expect(picked.criteria.length).toBe(4);
    expect(new Set(picked.criteria.map((row) => row.warehouseId))).toEqual(new Set([store]));
    const gb = await summary({ month: currentFinancialMonth(new Date(), 'Europe/London') }, gbowner.accessToken);
    const gbStores = new Set(gb.criteria.map((row) => row.warehouseId));
    expect(criteria.some((row) => gbStores.has(row.warehouseId))).toBe(false);
    expect((await summary({ warehouseIds: [...gbStores].slice(0, 1) })).criteria).toEqual([]);
  });

  it('sorts by the score, ties by store and criterion', async () => {
    const { criteria } = await summary({ sort: { field: 'score', order: -1 } });
    expect(criteria.map((row) => row.score)).toEqual([...criteria.map((row) => row.score)].sort((a, b) => b - a));
  });

  it('is refused to a role without sts (the manager), and answers a bad month with 400', async () => {
    expect((await call(gateway.app, manager.accessToken, 'POST', `/api${DYS_PATHS.stsSummary}`, { month, sort: { field: 'warehouseName', order: 1 }, limit: 25, offset: 0 })).statusCode).toBe(403);
    for (const bad of ['2026-13', 'last month', 202611]) {
      const refused = await call(gateway.app, owner.accessToken, 'POST', `/api${DYS_PATHS.stsSummary}`, { month: bad, sort: { field: 'warehouseName', order: 1 }, limit: 25, offset: 0 });
      expect(refused.statusCode, String(bad)).toBe(400);
    }
  });
});
