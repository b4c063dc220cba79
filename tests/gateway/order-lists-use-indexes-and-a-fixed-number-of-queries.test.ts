// The list calls stay fast as orders pile up: on a database of 30,000 past orders the history's
// statements read indexes led by the franchise (never a whole table), and every list call runs a
// fixed number of statements whatever the page size (no query per row for couriers, pickers or
// stores). The daily counts the history's total reads agree with the orders table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../gateway/app';
import type { Db } from '../../gateway/db/db';
import { migrate } from '../../gateway/db/migrate';
import { searchOrderHistory } from '../../gateway/db/orders';
import { staffStats } from '../../gateway/db/staff-stats';
import { seedDemoData } from '../../gateway/seed';
import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '../../src/domain/types';
import { call, emptyDb, json, login, testConfig } from './helpers';

let db: Db;
let app: FastifyInstance;
let owner: LoginResponse;
const statements: string[] = [];

/** The database, counting the statements the app sends. */
function counting(target: Db): Db {
  return {
    ...target,
    kind: target.kind,
    query: (sql, params) => {
      statements.push(sql);
      return target.query(sql, params);
    },
    exec: (sql) => target.exec(sql),
    transaction: (fn) => target.transaction(fn),
    close: () => target.close(),
  };
}

const DAY = 24 * 3600_000;
const now = new Date();

beforeAll(async () => {
  db = await emptyDb();
  await migrate(db);
  await seedDemoData(db, { size: 1, pastOrders: 30_000 });
  app = await buildApp({ db: counting(db), config: testConfig() });
  owner = await login(app, 'owner');
}, 120_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

async function plansOf(run: (recorder: Db) => Promise<unknown>): Promise<string[]> {
  const recorded: { sql: string; params: unknown[] }[] = [];
  const recorder: Db = {
    ...db,
    query: async (sql, params = []) => {
      recorded.push({ sql, params });
      return db.query(sql, params);
    },
  };
  await run(recorder);
  const plans: string[] = [];
  for (const { sql, params } of recorded) {
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
    plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans;
}

describe('the history on 30,000 orders', () => {
  const franchise = () => owner.user.franchise._id;
  const filters = [
    {},
    { warehouseIds: ['x'] },
    { statuses: [1100, 1200, 1300] },
    { domainTypes: [4] },
  ];

  it.each(filters)('reads indexes led by the franchise, never a whole orders table (%o)', async (filter) => {
    const stores = (await db.query<{ id: string }>(`SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [franchise()])).rows;
    const resolved = 'warehouseIds' in filter ? { warehouseIds: stores.map((row) => row.id) } : filter;
    const plans = await plansOf((recorder) =>
      searchOrderHistory(
        recorder,
        franchise(),
        { ...resolved, createdAtStart: new Date(now.getTime() - 14 * DAY), createdAtEnd: now },
        { field: 'createdAt', direction: -1 },
        50,
        100,
      ),
    );
    // page and total in one statement
    expect(plans).toHaveLength(1);
    for (const plan of plans) {
      expect(plan).not.toMatch(/Seq Scan on orders/);
      expect(plan).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
    }
    // the default sort is read off the (franchise_id, created_at, id) index: no sort of the range
    expect(plans[0]).toMatch(/orders_franchise_created_idx|orders_franchise_\w+_created_idx/);
  });

  it('answers the same total as counting the orders table', async () => {
    for (const days of [1, 3, 14, 28]) {
      const start = new Date(now.getTime() - days * DAY - 7 * 3600_000);
      const page = await searchOrderHistory(db, franchise(), { statuses: [900, 1000], createdAtStart: start, createdAtEnd: now }, { field: 'createdAt', direction: -1 }, 10, 0);
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders WHERE franchise_id = $1 AND status IN (900, 1000) AND created_at >= $2 AND created_at < $3`,
        [franchise(), start, now],
      );
      expect(page.total, `${days} days`).toBe(rows[0].n);
    }
  });

  it('answers the same total whether a partial day at either end is counted or taken from its whole day', async () => {
    const midnight = (daysAgo: number) => Math.floor((now.getTime() - daysAgo * DAY) / DAY) * DAY;
    const hour = 3600_000;
    const stores = (await db.query<{ id: string }>(`SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [franchise()])).rows;
    // [start, end): a long or short first day, a long or short last day, whole days between
    const ranges: [number, number][] = [
      [midnight(10) + 2 * hour, midnight(3) + 3 * hour],
      [midnight(10) + 20 * hour, midnight(3) + 22 * hour],
      [midnight(12) + 1 * hour, midnight(2) + 23 * hour],
      [midnight(6) + 13 * hour, now.getTime()],
      [midnight(5) + 11 * hour, midnight(4) + 13 * hour],
    ];
    const filters = [{}, { statuses: [900, 1000] }, { warehouseIds: stores.map((store) => store.id), domainTypes: [1, 3] }];
    for (const [start, end] of ranges) {
      for (const filter of filters) {
        const page = await searchOrderHistory(db, franchise(), { ...filter, createdAtStart: new Date(start), createdAtEnd: new Date(end) }, { field: 'createdAt', direction: -1 }, 10, 0);
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM orders WHERE franchise_id = $1 AND created_at >= $2 AND created_at < $3
             AND ($4::int[] IS NULL OR status = ANY($4)) AND ($5::text[] IS NULL OR warehouse_id = ANY($5)) AND ($6::int[] IS NULL OR domain_type = ANY($6))`,
          [franchise(), new Date(start), new Date(end), 'statuses' in filter ? filter.statuses : null, 'warehouseIds' in filter ? filter.warehouseIds : null, 'domainTypes' in filter ? filter.domainTypes : null],
        );
        expect(rows[0].n, `${new Date(start).toISOString()} to ${new Date(end).toISOString()} ${JSON.stringify(filter)}`).toBeGreaterThan(0);
        expect(page.total, `${new Date(start).toISOString()} to ${new Date(end).toISOString()} ${JSON.stringify(filter)}`).toBe(rows[0].n);
      }
    }
  });
});

describe('staff statistics on 30,000 orders', () => {
  it.each(['courier', 'picker'] as const)('answer a page of %ss in one statement reading the orders through an index led by the franchise', async (kind) => {
    const plans = await plansOf((recorder) =>
      staffStats(recorder, owner.user.franchise._id, {
        kind,
        start: new Date(now.getTime() - 28 * DAY),
        end: now,
        now,
        warehouseIds: null,
        sort: { field: kind === 'courier' ? 'deliveries' : 'picks', direction: -1 },
        limit: 100,
        offset: 0,
      }),
    );
    expect(plans).toHaveLength(1);
    expect(plans[0]).not.toMatch(/Seq Scan on orders/);
    // the index of the franchise and creation time that carries the figures' columns (index-only
    // once the table is vacuumed; right after the bulk load a server may still visit the heap)
    expect(plans[0]).toMatch(/(Index (Only )?Scan using|Bitmap Index Scan on) orders_franchise_created_staff_idx/);
  });
});

describe('a fixed number of statements per call', () => {
  const range = { createdAtStart: new Date(now.getTime() - 7 * DAY).toISOString(), createdAtEnd: now.toISOString() };
  const cases: [string, 'GET' | 'POST', string, (size: number) => unknown][] = [
    ['history', 'POST', '/api/orders/history', (size) => ({ ...range, limit: size })],
    ['live map', 'POST', '/api/orders/active/live-map', (size) => ({ limit: size, offset: 0 })],
    ['problematic orders', 'POST', '/api/orders/problematic', (size) => ({ limit: size })],
    ['courier filter', 'POST', '/api/courier/filter', (size) => ({ limit: size, populate: ['warehouse'] })],
    ['picker filter', 'POST', '/api/picker/filter', (size) => ({ limit: size })],
    ['picker plans', 'POST', '/api/plan/picker/filter', (size) => ({ startDate: range.createdAtStart, endDate: range.createdAtEnd, limit: size })],
  ];

  it.each(cases)('%s: as many statements for a page of 10 as for 100', async (_name, method, url, body) => {
    const run = async (size: number) => {
      statements.length = 0;
      const response = await call(app, owner.accessToken, method, url, body(size));
      expect(response.statusCode, response.body).toBe(200);
      return { count: statements.length, rows: Object.values(json<Record<string, unknown>>(response)).find(Array.isArray) as unknown[] };
    };
    // the first call also reads what the gateway keeps from then on (the history's days)
    expect((await run(25)).count).toBeLessThanOrEqual(4);
    const small = await run(10);
    const large = await run(100);
    // the widget's list is short by nature; every other list has many rows here
    if (url !== '/api/orders/problematic') expect(large.rows.length).toBeGreaterThan(1);
    expect(large.count).toBe(small.count);
    // authentication, access, the rows, the total
    expect(large.count).toBeLessThanOrEqual(4);
  });
});
