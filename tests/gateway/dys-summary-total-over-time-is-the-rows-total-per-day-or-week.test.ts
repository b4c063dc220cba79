// The DYS summary's total over time (POST /dys-points/summary's `overTime`, report.series in
// resources/performance/dys-summary.ts, gateway/db/dys-summary.ts, docs/dys.md): the period cut
// into the caller's days (its `timeZone`), a point per day up to a month and per week beyond,
// each point the average of the stores' DYS totals as the rows compute them for the bucket's days
// (asked on their own), for the stores the filter shows; another franchise's records never count.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDay } from '../../src/domain/dates';
import { addDays } from '../../src/domain/seriesBuckets';
import { DYS_PATHS } from '../../src/domain/paths';
import type { LoginResponse } from '../../src/domain/types';
import { fromZonedInput } from '../../src/domain/zonedTime';
import { call, json, login, startGateway, type TestGateway } from './helpers';

type Row = { _id: string; warehouseName: string; total: number | null };
type Point = { from: string; to: string; total: number | null };
type Reply = { stores: Row[]; totalCount: number; overTime: Point[] };

const ZONE = 'Europe/Istanbul';
let gateway: TestGateway;
let owner: LoginResponse;
let gbowner: LoginResponse;

const now = new Date();
const today = calendarDay(now, ZONE);
const midnight = (day: string) => new Date(fromZonedInput(`${day}T00:00`, ZONE)!);
/** The last `days` days on the Istanbul calendar, today included, ending now (as the panel asks for them). */
const lastDays = (days: number) => ({ startDate: midnight(addDays(today, 1 - days)).toISOString(), endDate: now.toISOString() });

async function summary(body: Record<string, unknown>, token = owner.accessToken): Promise<Reply> {
  const response = await call(gateway.app, token, 'POST', `/api${DYS_PATHS.dysSummary}`, { sort: { field: 'total', order: -1 }, limit: 100, offset: 0, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return json<Reply>(response);
}

/** The average of the stores' totals the rows give for the days of one point, asked on their own. */
async function rowsAverage(point: Point, body: Record<string, unknown> = {}): Promise<number | null> {
  const start = midnight(point.from);
  const end = point.to === today ? now : midnight(addDays(point.to, 1));
  const { stores } = await summary({ ...body, startDate: start.toISOString(), endDate: end.toISOString(), timeZone: ZONE });
  const totals = stores.map((row) => row.total).filter((total): total is number => total !== null);
  return totals.length ? Math.round((totals.reduce((sum, total) => sum + total, 0) / totals.length) * 10) / 10 : null;
}

const length = (point: Point) => Math.round((Date.parse(point.to) - Date.parse(point.from)) / 86_400_000) + 1;

beforeAll(async () => {
  gateway = await startGateway();
  [owner, gbowner] = await Promise.all(['owner', 'gbowner'].map((name) => login(gateway.app, name)));
});
afterAll(async () => {
  await gateway?.close();
});

describe('the DYS total over time', () => {
  it('has a point per day for a week, each the rows\' total of that day averaged over the stores', async () => {
    const { overTime, stores } = await summary({ ...lastDays(7), timeZone: ZONE });
    expect(stores.length).toBeGreaterThan(1);
    expect(overTime.map((point) => [point.from, point.to])).toEqual([6, 5, 4, 3, 2, 1, 0].map((back) => [addDays(today, -back), addDays(today, -back)]));
    // the last day (today, so far) and a day in the middle, as the rows compute them
    expect(overTime.at(-1)!.total).toBe(await rowsAverage(overTime.at(-1)!));
    expect(overTime[3]!.total).toBe(await rowsAverage(overTime[3]!));
    for (const point of overTime) expect(point.total).toEqual(expect.any(Number));
  });

  it('has a point per week for 90 days, the last one the last seven days, the days left over at the start a point of their own', async () => {
    const { overTime } = await summary({ ...lastDays(90), timeZone: ZONE });
    // 90 days: 12 weeks and 6 days
    expect(overTime.map(length)).toEqual([6, ...Array.from({ length: 12 }, () => 7)]);
    expect(overTime[0]!.from).toBe(addDays(today, -89));
    expect(overTime.at(-1)!.to).toBe(today);
    overTime.slice(1).forEach((point, index) => expect(point.from).toBe(addDays(overTime[index]!.to, 1)));
    expect(overTime.at(-1)!.total).toBe(await rowsAverage(overTime.at(-1)!));
    expect(overTime[5]!.total).toBe(await rowsAverage(overTime[5]!));
  });

  it('follows the store filter: the picked store\'s own total', async () => {
    const { stores } = await summary(lastDays(30));
    const store = stores.at(-1)!;
    const { overTime, stores: shown } = await summary({ ...lastDays(30), timeZone: ZONE, warehouseIds: [store._id] });
    expect(shown.map((row) => row._id)).toEqual([store._id]);
    expect(overTime).toHaveLength(30);
    for (const point of [overTime.at(-1)!, overTime[10]!]) {
      const { stores: alone } = await summary({ startDate: midnight(point.from).toISOString(), endDate: (point.to === today ? now : midnight(addDays(point.to, 1))).toISOString(), warehouseIds: [store._id] });
      expect(point.total, point.from).toBe(alone[0]!.total);
    }
  });

  it('never counts another franchise\'s records, nor shows its stores', async () => {
    const before = await summary({ ...lastDays(7), timeZone: ZONE });
    // the other franchise's store loses many points today
    const { rows } = await gateway.db.query<{ id: string; franchise_id: string }>(`SELECT id, franchise_id FROM warehouses WHERE franchise_id = $1 LIMIT 1`, [gbowner.user.franchise._id]);
    const other = rows[0]!;
    expect(other.franchise_id).not.toBe(owner.user.franchise._id);
    await gateway.db.query(
      `INSERT INTO dds_penalty_logs (id, franchise_id, warehouse_id, kind, criterion, penalty, status, logged_at, objectable_until) VALUES ($1, $2, $3, 1, 1, 60, 100, $4, $4)`,
      [randomUUID(), other.franchise_id, other.id, new Date(now.getTime() - 60_000)],
    );
    // another body than any kept reply's: computed afresh
    const after = await summary({ ...lastDays(7), timeZone: ZONE, limit: 50 });
    expect(after.overTime).toEqual(before.overTime);
    // the other franchise's store picked: no row, no point
    const picked = await summary({ ...lastDays(7), timeZone: ZONE, warehouseIds: [other.id] });
    expect(picked.stores).toEqual([]);
    expect(picked.overTime.map((point) => point.total)).toEqual(Array.from({ length: 7 }, () => null));
    // while that franchise's own series counts it: its store's total of today, DDS at most 40
    const theirs = await summary({ ...lastDays(7), timeZone: ZONE, warehouseIds: [other.id] }, gbowner.accessToken);
    const { stores: todays } = await summary({ startDate: midnight(today).toISOString(), endDate: now.toISOString(), warehouseIds: [other.id] }, gbowner.accessToken);
    expect((todays[0] as Row & { dds: number }).dds).toBeLessThanOrEqual(40);
    expect(theirs.overTime.at(-1)!.total).toBe(todays[0]!.total);
  });

  it('cuts the days in the franchise\'s zone when none is sent, and refuses an unknown zone', async () => {
    const { overTime } = await summary(lastDays(7));
    expect(overTime).toHaveLength(7);
    const refused = await call(gateway.app, owner.accessToken, 'POST', `/api${DYS_PATHS.dysSummary}`, { ...lastDays(7), timeZone: 'Mars/Olympus', sort: { field: 'total', order: -1 }, limit: 10, offset: 0 });
    expect(refused.statusCode).toBe(400);
  });
});
