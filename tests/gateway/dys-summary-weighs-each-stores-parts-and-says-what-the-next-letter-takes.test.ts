// The DYS summary on the gateway (POST /dys-points/summary, resources/performance/dys-summary.ts,
// gateway/db/dys-summary.ts, docs/dys.md): per store, its DDS and DTS points are the ones their own
// summaries give for the same days (KDS too, where the store had an audit), its STS point the one
// of the financial month the days end in, and its total is their points by the default weights
// (DDS 30, STS 30, KDS 20, DTS 20) over the weights of the parts present; the letter the next one up needs is named with its
// points and the part that would move the total most; a role without dys is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentFinancialMonth } from '../../src/domain/financialMonth';
import { DYS_PATHS } from '../../src/domain/paths';
import { LETTER_GRADES, letterGrade } from '../../src/domain/grades';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';

type Row = Record<string, number | string | null> & { _id: string; warehouseName: string; total: number; dds: number; sts: number; dts: number; kds: number | null };

let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;
const DAY = 86_400_000;
const end = new Date();
const start = new Date(end.getTime() - 30 * DAY);
const period = { startDate: start.toISOString(), endDate: end.toISOString(), limit: 100, offset: 0 };

async function report<T>(path: string, body: Record<string, unknown>, token = owner.accessToken): Promise<T> {
  const response = await call(gateway.app, token, 'POST', `/api${path}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return json<T>(response);
}

beforeAll(async () => {
  gateway = await startGateway();
  [owner, manager] = await Promise.all(['owner', 'manager'].map((name) => login(gateway.app, name)));
});
afterAll(async () => {
  await gateway?.close();
});

describe('the DYS summary', () => {
  it('weighs each store\'s DDS, STS, KDS and DTS points, as their own summaries give them, into its total', async () => {
    const { stores } = await report<{ stores: Row[] }>(DYS_PATHS.dysSummary, { ...period, sort: { field: 'total', order: -1 } });
    const pointOf = async (path: string) =>
      new Map((await report<{ stores: Array<{ _id: string; point: number }> }>(path, { ...period, sort: { field: 'rank', order: 1 } })).stores.map((row) => [row._id, row.point]));
    const [dds, dts] = await Promise.all([pointOf(DYS_PATHS.ddsSummary), pointOf(DYS_PATHS.dtsSummary)]);
    const kds = new Map(
      (await report<{ stores: Array<{ _id: string; point: number | null }> }>(DYS_PATHS.kdsSummary, { ...period, sort: { field: 'warehouseName', order: 1 } })).stores.map((row) => [row._id, row.point]),
    );
    const sts = new Map(
      (await report<{ criteria: Array<{ warehouseId: string; point: number }> }>(DYS_PATHS.stsSummary, { month: currentFinancialMonth(end, 'Europe/Istanbul'), sort: { field: 'warehouseName', order: 1 }, limit: 100, offset: 0 })).criteria.map((row) => [row.warehouseId, row.point]),
    );
    expect(stores.length).toBe(dts.size);
    for (const row of stores) {
      expect(row.dds, row.warehouseName).toBe(dds.get(row._id));
      expect(row.dts, row.warehouseName).toBe(dts.get(row._id));
      expect(row.sts, row.warehouseName).toBe(sts.get(row._id));
      expect(row.kds, row.warehouseName).toBe(kds.get(row._id));
      const expected =
        row.kds === null
          ? Math.round(((row.dds * 30 + row.sts * 30 + row.dts * 20) / 80) * 10) / 10
          : Math.round(((row.dds * 30 + row.sts * 30 + row.kds * 20 + row.dts * 20) / 100) * 10) / 10;
      expect(row.total, row.warehouseName).toBe(expected);
    }
    // sorted by the total, best first
    expect(stores.map((row) => row.total)).toEqual([...stores.map((row) => row.total)].sort((a, b) => b - a));
  });

  it('names the next letter, the points it needs and the part that would move the total most', async () => {
    const { stores } = await report<{ stores: Row[] }>(DYS_PATHS.dysSummary, { ...period, sort: { field: 'warehouseName', order: 1 } });
    for (const row of stores) {
      if (row.total >= 95) {
        expect(row.nextLetter).toBeNull();
        continue;
      }
      const letter = letterGrade(row.total)!;
      expect(row.nextLetter).toBe(LETTER_GRADES[LETTER_GRADES.indexOf(letter) - 1]);
      expect(letterGrade(row.total + Number(row.pointsToNext))).toBe(row.nextLetter);
      expect(letterGrade(row.total + Number(row.pointsToNext) - 0.1)).toBe(letter);
      // the part with the most room to 100, by its weight (1 DDS, 2 STS, 4 DTS)
      const room = { 1: (100 - row.dds) * 30, 2: (100 - row.sts) * 30, 4: (100 - row.dts) * 20 };
      expect(room[row.movesMost as 1 | 2 | 4]).toBe(Math.max(...Object.values(room)));
    }
  });

  it('gives the period before\'s total and the change, and is refused to a role without dys (the manager)', async () => {
    const { stores } = await report<{ stores: Row[] }>(DYS_PATHS.dysSummary, { ...period, sort: { field: 'warehouseName', order: 1 } });
    for (const row of stores) expect(row.trend).toBe(Math.round((row.total - Number(row.previousTotal)) * 10) / 10);
    const refused = await call(gateway.app, manager.accessToken, 'POST', `/api${DYS_PATHS.dysSummary}`, { ...period, sort: { field: 'total', order: -1 } });
    expect(refused.statusCode).toBe(403);
  });
});
