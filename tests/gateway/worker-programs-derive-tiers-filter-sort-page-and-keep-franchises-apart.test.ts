// POST /staff/courier/program/filter and /staff/picker/program/filter: a financial month's tiers
// derived from the stored monthly metrics (never stored), with the previous month's tier and the
// bonus; store, tier and name filters, sort and pages on the gateway; the roles workforce and
// picker_program; another franchise's ids match nothing; malformed bodies answer 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_PATHS } from '../../src/domain/paths';
import { scoreMonth } from '../../src/domain/programScore';
import type { ProgramReply } from '../../src/domain/workerProgram';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';

let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;
let gbowner: LoginResponse;
let tr1: string;
let stores: string[];

// a month long before the seeded ones, so only the fixture's rows are in it
const MONTH = '2020-03';
const couriers = (token: string, body: Record<string, unknown>) => call(gateway.app, token, 'POST', `/api${PROGRAM_PATHS.couriers}`, body);
const pickers = (token: string, body: Record<string, unknown>) => call(gateway.app, token, 'POST', `/api${PROGRAM_PATHS.pickers}`, body);

/** Fixture couriers: [id, name, store index, this month's metrics, last month's metrics or null]. */
const FIXTURE = [
  // all anchors full and 160 hours: 100, elite; was silver: up
  ['wp-c1', 'Ada Elite', 0, [160, 400, 400, 5, 80], [160, 320, 288, 4.5, 60]],
  // 90 exactly: elite at the boundary; no month before: new
  ['wp-c2', 'Bora Boundary', 0, [100, 250, 250, 5, 30 + 50 / 3], null],
  // a fine score but 99.9 hours: classic; was elite: down
  ['wp-c3', 'Cem Parttime', 1, [99.9, 250, 250, 5, 80], [160, 400, 400, 5, 80]],
  // 50: classic, no change
  ['wp-c4', 'Defne Middle', 1, [120, 180, 153, 4, 55], [120, 180, 153, 4, 55]],
] as const;

beforeAll(async () => {
  gateway = await startGateway();
  [owner, manager, gbowner] = await Promise.all(['owner', 'manager', 'gbowner'].map((name) => login(gateway.app, name)));
  tr1 = owner.user.franchise._id;
  stores = (await gateway.db.query<{ id: string }>(`SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id LIMIT 2`, [tr1])).rows.map((row) => row.id);
  for (const [id, name, store, current, previous] of FIXTURE) {
    await gateway.db.query(`INSERT INTO couriers (id, franchise_id, warehouse_id, name, phone, status, vehicle_type) VALUES ($1, $2, $3, $4, '5320000001', 100, 200)`, [
      id, tr1, stores[store], name,
    ]);
    for (const [month, metrics] of [['2020-03-01', current], ['2020-02-01', previous]] as const) {
      if (!metrics) continue;
      await gateway.db.query(
        `INSERT INTO courier_program_metrics (franchise_id, courier_id, month, hours_worked, deliveries, on_time_deliveries, rating, utilisation_percent)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [tr1, id, month, ...metrics],
      );
    }
  }
});
afterAll(async () => {
  await gateway?.close();
});

describe('the tiers', () => {
  it('are derived from the month’s metrics with the previous month’s, the change and the bonus', async () => {
    const response = await couriers(owner.accessToken, { month: MONTH, sort: { field: 'name', order: 1 } });
    expect(response.statusCode, response.body).toBe(200);
    const reply = json<ProgramReply>(response);
    expect(reply.month).toEqual({ key: MONTH, first: '2020-02-26', last: '2020-03-25' });
    expect(reply.totalCount).toBe(4);
    expect(reply.workers.map((worker) => [worker._id, worker.score, worker.tier, worker.previousTier, worker.change, worker.bonus.amount])).toEqual([
      ['wp-c1', 100, 1, 3, 'up', 2000],
      ['wp-c2', 90, 1, null, 'new', 2000],
      ['wp-c3', 100, 4, 1, 'down', 0],
      ['wp-c4', 50, 4, 4, 'same', 0],
    ]);
    const ada = reply.workers[0];
    expect(ada.bonus.currency).toBe('TRY');
    expect(ada.warehouse._id).toBe(stores[0]);
    expect(ada.metrics).toEqual({ hoursWorked: 160, deliveries: 400, onTimeDeliveries: 400, rating: 5, utilisationPercent: 80 });
    expect(ada.parts.map((part) => part.figure)).toEqual(['deliveriesPerHour', 'onTimePercent', 'rating', 'utilisationPercent']);
    expect(ada.parts.reduce((sum, part) => sum + part.points, 0)).toBe(100);
  });

  it('follow the stored metrics: a month’s figures changed move its tier, nothing else is stored', async () => {
    await gateway.db.query(`UPDATE courier_program_metrics SET rating = 3 WHERE courier_id = 'wp-c1' AND month = '2020-03-01'`);
    try {
      const reply = json<ProgramReply>(await couriers(owner.accessToken, { month: MONTH, search: 'Ada' }));
      // 25 rating points gone: 75, silver, the same as the month before
      expect(reply.workers.map((worker) => [worker.score, worker.tier, worker.change])).toEqual([[75, 3, 'same']]);
    } finally {
      await gateway.db.query(`UPDATE courier_program_metrics SET rating = 5 WHERE courier_id = 'wp-c1' AND month = '2020-03-01'`);
    }
  });

  it('of every seeded worker of a month are the model’s, for couriers and pickers, TR and GB', async () => {
    const { rows } = await gateway.db.query<{ key: string }>(`SELECT DISTINCT to_char(month, 'YYYY-MM') AS key FROM picker_program_metrics ORDER BY 1 DESC LIMIT 2`);
    expect(rows.length).toBe(2);
    for (const user of [owner, gbowner]) {
      const reply = json<ProgramReply>(await pickers(user.accessToken, { month: rows[1].key, limit: 100 }));
      expect(reply.totalCount).toBeGreaterThan(0);
      for (const worker of reply.workers) {
        const model = scoreMonth('picker', worker.metrics as never);
        expect([worker.score, worker.tier]).toEqual([model.score, model.tier]);
        expect(worker.bonus.currency).toBe(user === gbowner ? 'GBP' : 'TRY');
      }
    }
  });
});

describe('filters, sort and pages on the gateway', () => {
  it('filter by tier, store and name (any case, % taken as itself)', async () => {
    const elite = json<ProgramReply>(await couriers(owner.accessToken, { month: MONTH, tiers: [1] }));
    expect(elite.workers.map((worker) => worker._id).sort()).toEqual(['wp-c1', 'wp-c2']);
    const store = json<ProgramReply>(await couriers(owner.accessToken, { month: MONTH, warehouseIds: [stores[1]] }));
    expect(store.workers.map((worker) => worker._id).sort()).toEqual(['wp-c3', 'wp-c4']);
    const named = json<ProgramReply>(await couriers(owner.accessToken, { month: MONTH, search: 'bOrA' }));
    expect(named.workers.map((worker) => worker._id)).toEqual(['wp-c2']);
    const pattern = json<ProgramReply>(await couriers(owner.accessToken, { month: MONTH, search: '%' }));
    expect(pattern.totalCount).toBe(0);
    const both = json<ProgramReply>(await couriers(owner.accessToken, { month: MONTH, tiers: [4], warehouseIds: [stores[1]], search: 'cem' }));
    expect(both.workers.map((worker) => worker._id)).toEqual(['wp-c3']);
  });

  it('sort by score, tier or a metric both ways, ties by name, and page with the whole list counted', async () => {
    const byScore = json<ProgramReply>(await couriers(owner.accessToken, { month: MONTH, sort: { field: 'score', order: 1 } }));
    expect(byScore.workers.map((worker) => worker._id)).toEqual(['wp-c4', 'wp-c2', 'wp-c1', 'wp-c3']);
    const byTier = json<ProgramReply>(await couriers(owner.accessToken, { month: MONTH, sort: { field: 'tier', order: -1 } }));
    expect(byTier.workers.map((worker) => worker._id)).toEqual(['wp-c4', 'wp-c3', 'wp-c2', 'wp-c1']);
    // the month before is missing for one: it sorts last both ways
    for (const order of [1, -1]) {
      const byPrevious = json<ProgramReply>(await couriers(owner.accessToken, { month: MONTH, sort: { field: 'previousTier', order } }));
      expect(byPrevious.workers.at(-1)!._id).toBe('wp-c2');
    }
    const byHours = json<ProgramReply>(await couriers(owner.accessToken, { month: MONTH, sort: { field: 'hoursWorked', order: -1 } }));
    expect(byHours.workers.map((worker) => worker.hoursWorked)).toEqual([160, 120, 100, 99.9]);
    const seeded = await gateway.db.query<{ key: string }>(`SELECT to_char(max(month) - interval '1 month', 'YYYY-MM') AS key FROM courier_program_metrics`);
    const month = seeded.rows[0].key;
    const whole = json<ProgramReply>(await couriers(owner.accessToken, { month, sort: { field: 'name', order: 1 }, limit: 100 }));
    expect(whole.totalCount).toBeGreaterThan(10);
    const first = json<ProgramReply>(await couriers(owner.accessToken, { month, sort: { field: 'name', order: 1 }, limit: 10, offset: 0 }));
    const second = json<ProgramReply>(await couriers(owner.accessToken, { month, sort: { field: 'name', order: 1 }, limit: 10, offset: 10 }));
    expect(first.totalCount).toBe(whole.totalCount);
    expect([...first.workers, ...second.workers].map((worker) => worker._id)).toEqual(whole.workers.slice(0, 20).map((worker) => worker._id));
    const past = json<ProgramReply>(await couriers(owner.accessToken, { month, limit: 10, offset: 1000 }));
    expect(past).toMatchObject({ workers: [], totalCount: whole.totalCount });
  });
});

describe('access and scope', () => {
  it('the courier program needs workforce, the picker program picker_program', async () => {
    // the manager holds workforce but not picker_program
    expect((await couriers(manager.accessToken, { month: MONTH })).statusCode).toBe(200);
    const refused = await pickers(manager.accessToken, { month: MONTH });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe('FORBIDDEN');
    await gateway.db.query(`DELETE FROM user_roles WHERE user_id = $1 AND role_key = 'workforce'`, [manager.user._id]);
    try {
      expect((await couriers(manager.accessToken, { month: MONTH })).statusCode).toBe(403);
    } finally {
      await gateway.db.query(`INSERT INTO user_roles (user_id, role_key, permissions) VALUES ($1, 'workforce', '{read,write}')`, [manager.user._id]);
    }
    expect((await couriers(manager.accessToken, { month: MONTH })).statusCode).toBe(200);
  });

  it('another franchise sees none of the first franchise’s workers, not even by its store ids', async () => {
    const own = json<ProgramReply>(await couriers(gbowner.accessToken, { month: MONTH }));
    expect(own.totalCount).toBe(0);
    const foreign = await couriers(gbowner.accessToken, { month: MONTH, warehouseIds: [stores[0]] });
    expect(foreign.statusCode).toBe(200);
    expect(json<ProgramReply>(foreign)).toMatchObject({ workers: [], totalCount: 0 });
    expect(foreign.body).not.toContain('wp-c1');
    const { rows } = await gateway.db.query<{ key: string }>(`SELECT to_char(max(month), 'YYYY-MM') AS key FROM courier_program_metrics`);
    const gb = json<ProgramReply>(await couriers(gbowner.accessToken, { month: rows[0].key, limit: 100 }));
    const ids = gb.workers.map((worker) => worker._id);
    expect(ids.length).toBeGreaterThan(0);
    const others = await gateway.db.query(`SELECT id FROM couriers WHERE id = ANY ($1::text[]) AND franchise_id <> $2`, [ids, gbowner.user.franchise._id]);
    expect(others.rows).toEqual([]);
  });

  it.each([
    [{}, 'month'],
    [{ month: '2020-13' }, 'month'],
    [{ month: '2020-3' }, 'month'],
    [{ month: MONTH, tiers: [5] }, 'tiers'],
    [{ month: MONTH, tiers: [] }, 'tiers'],
    [{ month: MONTH, sort: { field: 'picks', order: 1 } }, 'sort'],
    [{ month: MONTH, sort: { field: 'score', order: 0 } }, 'sort'],
    [{ month: MONTH, limit: 7 }, 'limit'],
    [{ month: MONTH, offset: -1 }, 'offset'],
    [{ month: MONTH, search: '' }, 'search'],
    [{ month: MONTH, search: 'x'.repeat(101) }, 'search'],
    [{ month: MONTH, warehouseIds: 'w1' }, 'warehouseIds'],
    [{ month: MONTH, extra: 1 }, 'extra'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const response = await couriers(owner.accessToken, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(json<{ code: string; message: string }>(response).message).toContain(field);
  });
});
