// WPS and PTD on the gateway (resources/performance/wps-logs.ts, wps-summary.ts and ptd.ts;
// gateway/db/wps.ts and ptd.ts; migration 029; docs/dys.md). WPS logs are served at /wps/logs and
// read one by its type and id, the type a closed set: an unknown type is refused by the schema, a
// log asked under another type or of another franchise is not found. The WPS summary's sums and
// counts and PTD's orders equal independent SQL over the stored records, PTD's DYS point the DYS
// summary's for the same days. The GB owner (outside the TR group) and a role without them get
// 403 from every DPT, WPS and PTD call and learn nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentFinancialMonth } from '../../src/domain/financialMonth';
import { DYS_PATHS } from '../../src/domain/paths';
import { wpsType } from '../../src/domain/enums';
import { WPS_REASONS } from '../../src/domain/dys/wps';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, listQuery, login, startGateway, type TestGateway } from './helpers';

type Log = { id: string; warehouseId: string; type: number; reason: number; points: number; reference: string; loggedAt: string };
type WpsRow = { _id: string; points: number; rewards: number; penalties: number; logs: number; previousPoints: number | null } & Record<string, number | string | null>;
type PtdRow = { _id: string; total: number | null; delivered: number; missed: number; workedHours: number; plannedHours: number; hoursAgainstPlan: number | null } & Record<string, number | string | null>;

let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;
let gbowner: LoginResponse;

const DAY = 86_400_000;
const end = new Date();
const start = new Date(end.getTime() - 7 * DAY);
const days = { startDate: start.toISOString(), endDate: end.toISOString(), limit: 100, offset: 0 };
const report = (path: string, body: Record<string, unknown>, token = owner.accessToken) => call(gateway.app, token, 'POST', `/api${path}`, body);
const logs = (token: string, parts: Parameters<typeof listQuery>[0] = {}) => call(gateway.app, token, 'GET', `/api/wps/logs${listQuery({ range: [0, 99], ...parts })}`);

beforeAll(async () => {
  gateway = await startGateway();
  [owner, manager, gbowner] = await Promise.all(['owner', 'manager', 'gbowner'].map((name) => login(gateway.app, name)));
});
afterAll(async () => {
  await gateway?.close();
});

describe('WPS logs', () => {
  it('lists the franchise\'s logs at /wps/logs, each worth its reason\'s points, and reads one by its type and id only', async () => {
    const listed = await logs(owner.accessToken, { sort: ['points', 'ASC'] });
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = json<Log[]>(listed);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const rule = Object.entries(WPS_REASONS).find(([, one]) => one.points === row.points && wpsType.value(one.type) === row.type);
      expect(rule, JSON.stringify(row)).toBeDefined();
    }
    const log = rows[0]!;
    const key = wpsType.key(log.type)!;
    const one = await call(gateway.app, owner.accessToken, 'GET', `/api/wps/logs/${key}/${log.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(json<Log>(one)).toMatchObject({ id: log.id, type: log.type, points: log.points, reference: log.reference });

    // another type of the closed set: not this log
    const other = wpsType.entries.find((entry) => entry.key !== key)!.key;
    expect((await call(gateway.app, owner.accessToken, 'GET', `/api/wps/logs/${other}/${log.id}`)).statusCode).toBe(404);
    // outside the closed set: refused before any read, saying nothing of the log
    const unknown = await call(gateway.app, owner.accessToken, 'GET', `/api/wps/logs/invoice/${log.id}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).not.toContain(log.reference);
    // the franchise's own path without a type is no route
    expect((await call(gateway.app, owner.accessToken, 'GET', `/api/wps/logs/${log.id}`)).statusCode).toBe(404);
    // nothing writes to them
    expect([404, 405]).toContain((await call(gateway.app, owner.accessToken, 'PUT', `/api/wps/logs/${key}/${log.id}`, { points: 100 })).statusCode);
  });

  it('refuses the log of another franchise of the same owner', async () => {
    const { rows } = await gateway.db.query<{ id: string; type: number }>(`SELECT id, type FROM wps_logs WHERE franchise_id <> $1 ORDER BY id LIMIT 1`, [owner.user.franchise._id]);
    expect(rows).toHaveLength(1);
    const response = await call(gateway.app, owner.accessToken, 'GET', `/api/wps/logs/${wpsType.key(rows[0]!.type)}/${rows[0]!.id}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('the WPS summary', () => {
  it('sums each store\'s signed points and counts its logs per type as an independent SQL does', async () => {
    const response = await report(DYS_PATHS.wpsSummary, { ...days, sort: { field: 'points', order: 1 } });
    expect(response.statusCode, response.body).toBe(200);
    const { stores, totalCount } = json<{ stores: WpsRow[]; totalCount: number }>(response);
    expect(totalCount).toBe(stores.length);
    const { rows } = await gateway.db.query<{ warehouse_id: string; type: number; logs: number; points: number }>(
      `SELECT warehouse_id, type, count(*)::int AS logs, sum(points)::float8 AS points FROM wps_logs
        WHERE franchise_id = $1 AND logged_at >= $2 AND logged_at < $3 GROUP BY warehouse_id, type`,
      [owner.user.franchise._id, start, end],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const store of stores) {
      const own = rows.filter((row) => row.warehouse_id === store._id);
      expect(store.points, store.warehouseName as string).toBeCloseTo(own.reduce((all, row) => all + row.points, 0), 5);
      expect(store.logs).toBe(own.reduce((all, row) => all + row.logs, 0));
      expect(store.countOrder).toBe(own.find((row) => row.type === wpsType.value('order'))?.logs ?? 0);
      expect(store.countStockCount).toBe(own.find((row) => row.type === wpsType.value('stock_count'))?.logs ?? 0);
      expect(store.rewards + store.penalties).toBeCloseTo(store.points, 5);
    }
    expect(stores.map((row) => row.points)).toEqual([...stores.map((row) => row.points)].sort((a, b) => a - b));
  });
});

describe('PTD', () => {
  it('counts the month\'s delivered orders per domain and missed orders as SQL does, and its DYS point is the DYS summary\'s for the same days', async () => {
    const month = currentFinancialMonth(new Date(), 'Europe/Istanbul');
    const response = await report(DYS_PATHS.ptdSummary, { month, limit: 100, offset: 0 });
    expect(response.statusCode, response.body).toBe(200);
    const reply = json<{ stores: PtdRow[]; startDate: string; endDate: string }>(response);
    const { rows } = await gateway.db.query<{ warehouse_id: string; domain_type: number; delivered: number; missed: number }>(
      `SELECT warehouse_id, domain_type, count(*) FILTER (WHERE status BETWEEN 900 AND 1000)::int AS delivered,
              count(*) FILTER (WHERE status BETWEEN 1100 AND 1500)::int AS missed
         FROM orders WHERE franchise_id = $1 AND created_at >= $2 AND created_at < $3 GROUP BY warehouse_id, domain_type`,
      [owner.user.franchise._id, reply.startDate, reply.endDate],
    );
    const dys = json<{ stores: Array<{ _id: string; total: number | null }> }>(
      await report(DYS_PATHS.dysSummary, { startDate: reply.startDate, endDate: reply.endDate, limit: 100, offset: 0 }),
    ).stores;
    expect(reply.stores.length).toBeGreaterThan(0);
    for (const store of reply.stores) {
      const own = rows.filter((row) => row.warehouse_id === store._id);
      expect(store.delivered).toBe(own.reduce((all, row) => all + row.delivered, 0));
      expect(store.missed).toBe(own.reduce((all, row) => all + row.missed, 0));
      expect(store.ordersFood).toBe(own.find((row) => row.domain_type === 2)?.delivered ?? 0);
      expect(store.total).toBe(dys.find((row) => row._id === store._id)?.total ?? null);
      expect(store.hoursAgainstPlan).toBe(store.plannedHours > 0 ? Math.round((store.workedHours / store.plannedHours) * 100) : null);
    }
    // the month runs from its 26th (Istanbul's midnight) to now
    expect(new Date(reply.startDate).toISOString()).toMatch(/-2[56]T2[01]:00:00.000Z$/);
  });
});

describe('outside the TR group', () => {
  it('the GB owner and a role without them get 403 from every DPT, WPS and PTD call and learn nothing', async () => {
    const { rows } = await gateway.db.query<{ id: string; type: number }>(`SELECT id, type FROM wps_logs ORDER BY id LIMIT 1`);
    const log = `/api/wps/logs/${wpsType.key(rows[0]!.type)}/${rows[0]!.id}`;
    const month = currentFinancialMonth(new Date(), 'Europe/London');
    for (const token of [gbowner.accessToken, manager.accessToken]) {
      const answers = await Promise.all([
        report(DYS_PATHS.dptSummary, days, token),
        report(DYS_PATHS.wpsSummary, days, token),
        report(DYS_PATHS.ptdSummary, { month, limit: 25, offset: 0 }, token),
        logs(token),
        call(gateway.app, token, 'GET', log),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(403);
        expect(answer.body).not.toMatch(/warehouseName|reference|points/);
      }
    }
  });
});
