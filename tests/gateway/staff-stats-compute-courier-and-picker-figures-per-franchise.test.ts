// POST /staff/stats: the figures of a courier and a picker whose orders have known times match
// the definitions (docs/gateway-api.md, "Staff statistics") computed by hand; only the caller's
// franchise's people appear; the call needs person/performance; a bad range or sort answers 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffStatsReply } from '../../src/domain/staffStats';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';

let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;
let gbowner: LoginResponse;
let tr1: string;
let store: string;

// the period: a week long before the seeded orders, so only the fixture's orders count
const PERIOD = { startDate: '2020-03-01T00:00:00.000Z', endDate: '2020-03-08T00:00:00.000Z' };
const at = (text: string) => `2020-${text}:00.000Z`;

interface FixtureOrder {
  id: string;
  created: string;
  checkout?: string;
  pickerAssigned?: string;
  prepared?: string;
  onway?: string;
  reached?: string;
  delivered?: string;
  canceled?: string;
  rating?: number;
  missing?: number;
  picker?: boolean;
}

/** The hand-computed week: three deliveries (one late), one canceled order, one before the period. */
const ORDERS: FixtureOrder[] = [
  { id: 'st-o1', created: '03-02T10:00', checkout: '03-02T10:01', pickerAssigned: '03-02T10:02', prepared: '03-02T10:06', onway: '03-02T10:10', reached: '03-02T10:25', delivered: '03-02T10:27', rating: 5, missing: 1, picker: true },
  { id: 'st-o2', created: '03-02T11:00', checkout: '03-02T11:01', pickerAssigned: '03-02T11:02', prepared: '03-02T11:07', onway: '03-02T11:05', reached: '03-02T11:35', delivered: '03-02T11:36', rating: 3, picker: true },
  { id: 'st-o3', created: '03-03T09:00', checkout: '03-03T09:02', onway: '03-03T09:10', reached: '03-03T09:22', delivered: '03-03T09:23' },
  { id: 'st-o4', created: '03-03T12:00', checkout: '03-03T12:01', pickerAssigned: '03-03T12:02', canceled: '03-03T12:11', picker: true },
  { id: 'st-o5', created: '02-20T12:00', checkout: '02-20T12:01', pickerAssigned: '02-20T12:02', prepared: '02-20T12:05', onway: '02-20T12:10', reached: '02-20T12:20', delivered: '02-20T12:21', rating: 1, missing: 2, picker: true },
];

async function insertFixture(): Promise<void> {
  const { db } = gateway;
  await db.query(`INSERT INTO couriers (id, franchise_id, warehouse_id, name, phone, status, vehicle_type) VALUES ('st-courier', $1, $2, 'Aaron Statcourier', '5320000001', 100, 300)`, [tr1, store]);
  await db.query(
    `INSERT INTO pickers (id, franchise_id, warehouse_id, name, phone, status, status_updated_at) VALUES ('st-picker', $1, $2, 'Aaron Statpicker', '5320000002', 100, now())`,
    [tr1, store],
  );
  for (const order of ORDERS) {
    const stamp = (value?: string) => (value ? at(value) : null);
    await db.query(
      `INSERT INTO orders (id, franchise_id, warehouse_id, domain_type, status, status_updated_at, courier_id, picker_id, customer_name,
         customer_phone, customer_address, delivery_latitude, delivery_longitude, basket, basket_amount, delivery_fee, total_amount,
         currency, created_at, checkout_at, picker_assigned_at, prepared_at, onway_at, reached_at, delivered_at, canceled_at, rating, missing_items)
       VALUES ($1, $2, $3, 3, $4, $5, 'st-courier', $6, 'Client', '5321112233', 'Street 1', 41, 29, '[]', 10, 1, 11, 'TRY',
         $5, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        order.id, tr1, store, order.canceled ? 1200 : order.rating ? 1000 : 900, stamp(order.created), order.picker ? 'st-picker' : null,
        stamp(order.checkout), stamp(order.pickerAssigned), stamp(order.prepared), stamp(order.onway), stamp(order.reached),
        stamp(order.delivered), stamp(order.canceled), order.rating ?? null, order.missing ?? 0,
      ],
    );
  }
  // logged in 180 + 300 minutes in the period, and 120 of a session that began the day before
  for (const [start, end] of [['03-02T09:30', '03-02T12:30'], ['03-03T08:30', '03-03T13:30'], ['02-29T22:00', '03-01T02:00']]) {
    await db.query(`INSERT INTO courier_sessions (franchise_id, courier_id, started_at, ended_at) VALUES ($1, 'st-courier', $2, $3)`, [tr1, at(start), at(end)]);
  }
}

const stats = (token: string, body: Record<string, unknown>) => call(gateway.app, token, 'POST', '/api/staff/stats', body);

beforeAll(async () => {
  gateway = await startGateway();
  [owner, manager, gbowner] = await Promise.all(['owner', 'manager', 'gbowner'].map((name) => login(gateway.app, name)));
  tr1 = owner.user.franchise._id;
  store = (await gateway.db.query<{ id: string }>(`SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [tr1])).rows[0].id;
  await insertFixture();
});
afterAll(async () => {
  await gateway?.close();
});

describe('the figures', () => {
  it('of a courier: deliveries, average trip, rating, late share and busy over logged-in time', async () => {
    const response = await stats(owner.accessToken, { kind: 'courier', ...PERIOD, sort: { field: 'deliveries', order: -1 }, limit: 10, offset: 0 });
    expect(response.statusCode).toBe(200);
    const reply = json<StaffStatsReply>(response);
    expect(reply.people[0]).toEqual({
      _id: 'st-courier',
      name: 'Aaron Statcourier',
      warehouse: { _id: store, name: expect.any(String) },
      deliveries: 3,
      // trips of 15, 30 and 12 minutes
      avgDeliveryMinutes: 19,
      // two rated: 5 and 3
      rating: 4,
      // one trip over 20 minutes of three
      latePercent: 33.3,
      // busy 26 + 35 + 21 + 10 (checkout to cancel) = 92 minutes of 600 logged in
      utilisationPercent: 15.3,
    });
    // everyone else delivered nothing that week: zero deliveries, no averages
    const others = reply.people.slice(1);
    expect(others.length).toBeGreaterThan(0);
    for (const person of others) expect(person).toMatchObject({ deliveries: 0, avgDeliveryMinutes: null, rating: null, latePercent: null });
  });

  it('of a picker: picks, average pick time and missing items', async () => {
    const response = await stats(owner.accessToken, { kind: 'picker', ...PERIOD, sort: { field: 'picks', order: -1 }, limit: 10, offset: 0 });
    expect(response.statusCode, response.body).toBe(200);
    const reply = json<StaffStatsReply>(response);
    expect(reply.people[0]).toEqual({
      _id: 'st-picker',
      name: 'Aaron Statpicker',
      warehouse: { _id: store, name: expect.any(String) },
      // prepared in 4 and 5 minutes; the canceled order was never prepared
      picks: 2,
      avgPickMinutes: 4.5,
      missingItems: 1,
    });
  });

  it('sorts by any figure both ways, nulls last, in pages with the whole list counted', async () => {
    const body = { kind: 'courier', ...PERIOD, warehouseIds: [store], limit: 10, offset: 0 };
    const ascending = json<StaffStatsReply>(await stats(owner.accessToken, { ...body, sort: { field: 'avgDeliveryMinutes', order: 1 } }));
    // the only one with a figure comes first, the others (null) after it, either way
    expect(ascending.people[0]._id).toBe('st-courier');
    const byName = json<StaffStatsReply>(await stats(owner.accessToken, { ...body, sort: { field: 'name', order: 1 } }));
    // in the database's own order of names (its collation)
    const sorted = await gateway.db.query<{ id: string }>(
      `SELECT id FROM couriers WHERE warehouse_id = $1 AND (is_active OR id = 'st-courier') ORDER BY name, id LIMIT 10`,
      [store],
    );
    expect(byName.people.map((person) => person._id)).toEqual(sorted.rows.map((row) => row.id));
    const second = json<StaffStatsReply>(await stats(owner.accessToken, { ...body, sort: { field: 'name', order: 1 }, offset: 10 }));
    expect(second.totalCount).toBe(byName.totalCount);
    expect(byName.totalCount).toBe(byName.people.length + second.people.length);
    const { n } = (await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM couriers WHERE warehouse_id = $1 AND (is_active OR id = 'st-courier')`, [store])).rows[0];
    expect(byName.totalCount).toBe(n);
  });
});

describe('the scope', () => {
  it('lists only the caller’s franchise’s people', async () => {
    const reply = json<StaffStatsReply>(await stats(owner.accessToken, { kind: 'courier', ...PERIOD, limit: 100, offset: 0 }));
    const ids = reply.people.map((person) => person._id);
    const { rows } = await gateway.db.query<{ id: string }>(`SELECT id FROM couriers WHERE id = ANY ($1::text[]) AND franchise_id <> $2`, [ids, tr1]);
    expect(rows).toEqual([]);
    const gb = json<StaffStatsReply>(await stats(gbowner.accessToken, { kind: 'courier', ...PERIOD, sort: { field: 'deliveries', order: -1 }, limit: 100, offset: 0 }));
    expect(gb.people.length).toBeGreaterThan(0);
    expect(gb.people.map((person) => person._id)).not.toContain('st-courier');
    const gbPickers = json<StaffStatsReply>(await stats(gbowner.accessToken, { kind: 'picker', ...PERIOD, limit: 100, offset: 0 }));
    expect(gbPickers.people.map((person) => person._id)).not.toContain('st-picker');
  });

  it('refuses a caller without person/performance, and one signed out', async () => {
    const refused = await stats(manager.accessToken, { kind: 'courier', ...PERIOD });
    expect(refused.statusCode).toBe(403);
    expect((await call(gateway.app, null, 'POST', '/api/staff/stats', { kind: 'courier', ...PERIOD })).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it.each([
    ['a range backwards', { kind: 'courier', startDate: PERIOD.endDate, endDate: PERIOD.startDate }],
    ['a range over 92 days', { kind: 'courier', startDate: '2020-01-01T00:00:00.000Z', endDate: '2020-04-03T00:00:00.000Z' }],
    ['an unknown sort', { kind: 'courier', ...PERIOD, sort: { field: 'salary', order: 1 } }],
    ['a picker figure for couriers', { kind: 'courier', ...PERIOD, sort: { field: 'picks', order: 1 } }],
    ['an unknown kind', { kind: 'driver', ...PERIOD }],
    ['no period', { kind: 'courier' }],
    ['a page size off the list', { kind: 'courier', ...PERIOD, limit: 7 }],
  ])('answers 400 with a message for %s', async (_name, body) => {
    const response = await stats(owner.accessToken, body);
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toBeTruthy();
  });
});
