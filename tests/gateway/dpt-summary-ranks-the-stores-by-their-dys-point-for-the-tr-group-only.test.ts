// The DPT summary on the gateway (POST /dpt/summary, resources/performance/dpt-summary.ts,
// gateway/db/dpt-summary.ts, docs/dys.md): the franchise's stores ranked by the DYS point the DYS
// summary gives them for the same days (a tie shares its rank), with the period before's rank and
// the places moved; the store filter keeps each store's rank; a GB franchise (outside the TR
// group) and a role without dpt are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DYS_PATHS } from '../../src/domain/paths';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';

type Row = { _id: string; warehouseName: string; rank: number | null; previousRank: number | null; rankChange: number | null; total: number | null; previousTotal: number | null };

let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;
let gbowner: LoginResponse;

const DAY = 86_400_000;
const end = new Date();
const period = { startDate: new Date(end.getTime() - 30 * DAY).toISOString(), endDate: end.toISOString(), limit: 100, offset: 0 };
const report = (path: string, body: Record<string, unknown>, token = owner.accessToken) => call(gateway.app, token, 'POST', `/api${path}`, { ...period, ...body });

/** Competition ranks of `points`, best first. */
const expectedRanks = (points: Array<[string, number]>) =>
  new Map(points.map(([id, point]) => [id, 1 + points.filter(([, other]) => other > point).length]));

beforeAll(async () => {
  gateway = await startGateway();
  [owner, manager, gbowner] = await Promise.all(['owner', 'manager', 'gbowner'].map((name) => login(gateway.app, name)));
});
afterAll(async () => {
  await gateway?.close();
});

describe('the DPT summary', () => {
  it('ranks every store by the DYS point of the same days, and by the period before\'s', async () => {
    const dpt = await report(DYS_PATHS.dptSummary, { sort: { field: 'rank', order: 1 } });
    expect(dpt.statusCode, dpt.body).toBe(200);
    const { stores } = json<{ stores: Row[] }>(dpt);
    const dys = json<{ stores: Row[] }>(await report(DYS_PATHS.dysSummary, { sort: { field: 'total', order: -1 } })).stores;
    expect(stores.length).toBe(dys.length);
    const rank = expectedRanks(dys.flatMap((row) => (row.total === null ? [] : [[row._id, row.total] as [string, number]])));
    const previous = expectedRanks(dys.flatMap((row) => (row.previousTotal === null ? [] : [[row._id, row.previousTotal] as [string, number]])));
    for (const row of stores) {
      expect(row.total).toBe(dys.find((one) => one._id === row._id)!.total);
      expect(row.rank, row.warehouseName).toBe(rank.get(row._id) ?? null);
      expect(row.previousRank, row.warehouseName).toBe(previous.get(row._id) ?? null);
      expect(row.rankChange).toBe(row.rank !== null && row.previousRank !== null ? row.previousRank - row.rank : null);
    }
    expect(stores.map((row) => row.rank)).toEqual([...stores.map((row) => row.rank)].sort((a, b) => Number(a) - Number(b)));
    // a store picked keeps the rank it has among all
    const last = stores.at(-1)!;
    const picked = json<{ stores: Row[] }>(await report(DYS_PATHS.dptSummary, { warehouseIds: [last._id] })).stores;
    expect(picked).toEqual([last]);
  });

  it('is refused outside the TR group (the GB owner) and to a role without dpt (the manager), and says nothing', async () => {
    for (const token of [gbowner.accessToken, manager.accessToken]) {
      const refused = await report(DYS_PATHS.dptSummary, {}, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('warehouseName');
    }
  });
});
