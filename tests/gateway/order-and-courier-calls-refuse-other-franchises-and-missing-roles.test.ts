// Every order, courier, picker and stats call, table-driven: nobody gets in without a token; a
// user of another franchise who sends the first franchise's ids gets 404 (or an empty answer from
// a list), never a record and never a change; a user without the call's role gets 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, leaksInternals, login, startGateway, type Method, type TestGateway } from './helpers';

let gateway: TestGateway;
const users: Record<'owner' | 'gbowner' | 'manager' | 'noroles', LoginResponse> = {} as never;
/** Ids of the first Istanbul franchise (the owner's), which the London owner will guess. */
const tr1 = { franchise: '', store: '', city: '', order: '', activeOrder: '', picker: '', courier: '' };
let gbPicker = '';

const now = new Date();
const range = { createdAtStart: new Date(now.getTime() - 7 * 86400_000).toISOString(), createdAtEnd: now.toISOString() };
const dates = { startDate: range.createdAtStart, endDate: range.createdAtEnd };
const first = async (sql: string, params: unknown[]) => (await gateway.db.query<{ id: string }>(sql, params)).rows[0].id;

beforeAll(async () => {
  gateway = await startGateway();
  for (const name of ['owner', 'gbowner', 'manager', 'noroles'] as const) users[name] = await login(gateway.app, name);
  tr1.franchise = users.owner.user.franchise._id;
  tr1.store = await first(`SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [tr1.franchise]);
  tr1.city = await first(`SELECT city_id AS id FROM warehouses WHERE id = $1`, [tr1.store]);
  tr1.order = await first(`SELECT id FROM orders WHERE franchise_id = $1 AND status = 900 ORDER BY id LIMIT 1`, [tr1.franchise]);
  tr1.activeOrder = await first(`SELECT id FROM orders WHERE franchise_id = $1 AND status >= 350 AND status < 900 ORDER BY id LIMIT 1`, [tr1.franchise]);
  tr1.picker = await first(`SELECT id FROM pickers WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [tr1.franchise]);
  tr1.courier = await first(`SELECT id FROM couriers WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [tr1.franchise]);
  gbPicker = await first(`SELECT id FROM pickers WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [users.gbowner.user.franchise._id]);
});
afterAll(() => gateway?.close());

interface Endpoint {
  name: string;
  method: Method;
  url: () => string;
  body?: () => unknown;
  /** A demo user without the call's role (the manager has live_map, order and person with read and write). */
  withoutRole: 'manager' | 'noroles';
  /** What the London owner gets with the first franchise's ids: 404, or their own (empty) list. */
  foreign: 404 | 'own';
}

const ENDPOINTS: Endpoint[] = [
  { name: 'courier filter', method: 'POST', url: () => '/api/courier/filter', body: () => ({ warehouseIds: [tr1.store] }), withoutRole: 'noroles', foreign: 'own' },
  { name: 'order detail', method: 'GET', url: () => `/api/orders/${tr1.order}`, withoutRole: 'noroles', foreign: 404 },
  { name: 'active order detail', method: 'GET', url: () => `/api/orders/${tr1.activeOrder}?domainType=1`, withoutRole: 'noroles', foreign: 404 },
  { name: 'live map', method: 'POST', url: () => '/api/orders/active/live-map', body: () => ({ limit: 1000, offset: 0 }), withoutRole: 'noroles', foreign: 'own' },
  { name: 'history', method: 'POST', url: () => '/api/orders/history', body: () => ({ ...range, warehouseIds: [tr1.store], limit: 100 }), withoutRole: 'noroles', foreign: 'own' },
  { name: 'history average', method: 'POST', url: () => '/api/orders/history/average', body: () => ({ ...range, warehouseIds: [tr1.store] }), withoutRole: 'noroles', foreign: 'own' },
  { name: 'problematic orders', method: 'POST', url: () => '/api/orders/problematic', body: () => ({ warehouseIds: [tr1.store] }), withoutRole: 'manager', foreign: 'own' },
  { name: 'successful count', method: 'POST', url: () => `/api/orders/${tr1.store}/count/successful`, body: () => ({ ...dates, groupType: 'day', utcOffset: 180 }), withoutRole: 'manager', foreign: 404 },
  { name: 'missed count', method: 'POST', url: () => `/api/orders/${tr1.store}/count/missed`, body: () => ({ ...dates, groupType: 'day', utcOffset: 180 }), withoutRole: 'manager', foreign: 404 },
  { name: 'potential count average', method: 'POST', url: () => `/api/orders/${tr1.store}/count/potential/average`, body: () => ({ ...dates, groupType: 'week', utcOffset: 180 }), withoutRole: 'manager', foreign: 404 },
  { name: 'franchise cities', method: 'GET', url: () => '/api/franchises/cities', withoutRole: 'noroles', foreign: 'own' },
  { name: 'franchise stats', method: 'POST', url: () => '/api/franchises/stats', body: () => ({ city: tr1.city, period: 'TODAY', utcOffset: 180 }), withoutRole: 'noroles', foreign: 404 },
  { name: 'picker filter', method: 'POST', url: () => '/api/picker/filter', body: () => ({ warehouseIds: [tr1.store] }), withoutRole: 'noroles', foreign: 'own' },
  { name: 'busy reasons', method: 'POST', url: () => '/api/picker/busy-reasons', body: () => ({ language: 'en' }), withoutRole: 'noroles', foreign: 'own' },
  { name: 'change warehouse', method: 'PUT', url: () => `/api/picker/${tr1.picker}/change-warehouse`, body: () => ({ warehouseId: tr1.store }), withoutRole: 'manager', foreign: 404 },
  { name: 'picker plans', method: 'POST', url: () => '/api/plan/picker/filter', body: () => ({ ...dates, warehouseIds: [tr1.store] }), withoutRole: 'noroles', foreign: 'own' },
  { name: 'store picker plans', method: 'POST', url: () => '/api/plan/picker-plan/warehouse/between-dates', body: () => ({ ...dates, warehouseId: tr1.store }), withoutRole: 'noroles', foreign: 404 },
];

/** Everything of the first franchise an answer must never show the London owner. */
const tr1Secrets = () => [tr1.store, tr1.city, tr1.order, tr1.activeOrder, tr1.picker, tr1.courier, tr1.franchise];

describe.each(ENDPOINTS)('$method $name', (endpoint) => {
  it('needs a signed-in user', async () => {
    const response = await call(gateway.app, null, endpoint.method, endpoint.url(), endpoint.body?.());
    expect(response.statusCode).toBe(401);
    expect(json(response).code).toBe('UNAUTHORIZED');
  });

  it('never shows or changes the first franchise’s records to a user of another franchise', async () => {
    const pickerBefore = await gateway.db.query(`SELECT warehouse_id FROM pickers WHERE id = $1`, [tr1.picker]);
    const response = await call(gateway.app, users.gbowner.accessToken, endpoint.method, endpoint.url(), endpoint.body?.());
    expect(leaksInternals(response.body)).toBe(false);
    if (endpoint.foreign === 404) {
      expect(response.statusCode, response.body).toBe(404);
      expect(json(response)).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    } else {
      expect(response.statusCode, response.body).toBe(200);
    }
    for (const secret of tr1Secrets()) expect(response.body, `${endpoint.name} shows ${secret}`).not.toContain(secret);
    expect((await gateway.db.query(`SELECT warehouse_id FROM pickers WHERE id = $1`, [tr1.picker])).rows).toEqual(pickerBefore.rows);
  });

  it(`is refused with 403 to ${endpoint.withoutRole}, who lacks its role`, async () => {
    const response = await call(gateway.app, users[endpoint.withoutRole].accessToken, endpoint.method, endpoint.url(), endpoint.body?.());
    expect(response.statusCode, response.body).toBe(403);
    expect(json(response)).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
  });

  it('is answered to the owner of the franchise', async () => {
    const response = await call(gateway.app, users.owner.accessToken, endpoint.method, endpoint.url(), endpoint.body?.());
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('what the other franchise gets back exactly', () => {
  const asGb = (method: Method, url: string, body?: unknown) => call(gateway.app, users.gbowner.accessToken, method, url, body);

  it('lists filtered by the first franchise’s stores are empty, with total 0', async () => {
    for (const [url, body, key] of [
      ['/api/courier/filter', { warehouseIds: [tr1.store] }, 'couriers'],
      ['/api/orders/history', { ...range, warehouseIds: [tr1.store] }, 'orders'],
      ['/api/orders/problematic', { warehouseIds: [tr1.store] }, 'orders'],
      ['/api/picker/filter', { warehouseIds: [tr1.store] }, 'pickers'],
      ['/api/plan/picker/filter', { ...dates, warehouseIds: [tr1.store] }, 'pickerPlans'],
    ] as const) {
      const body_ = json<Record<string, unknown>>(await asGb('POST', url, body));
      expect(body_[key], url).toEqual([]);
      expect(body_.totalCount, url).toBe(0);
    }
    expect(json(await asGb('POST', '/api/orders/history/average', { ...range, warehouseIds: [tr1.store] }))).toMatchObject({ orderCount: 0 });
  });

  it('the London owner’s lists hold only London’s records', async () => {
    const gb = users.gbowner.user.franchise._id;
    const couriers = json<{ couriers: { _id: string }[] }>(await asGb('POST', '/api/courier/filter', {}));
    const own = (await gateway.db.query<{ id: string }>(`SELECT id FROM couriers WHERE franchise_id = $1`, [gb])).rows.map((row) => row.id);
    expect(couriers.couriers.map((courier) => courier._id).sort()).toEqual(own.sort());
    const live = json<{ orders: { _id: string }[] }>(await asGb('POST', '/api/orders/active/live-map', { limit: 1000, offset: 0 }));
    const active = (await gateway.db.query<{ id: string }>(`SELECT id FROM orders WHERE franchise_id = $1 AND status >= 350 AND status < 900`, [gb])).rows;
    expect(live.orders.map((order) => order._id).sort()).toEqual(active.map((row) => row.id).sort());
  });

  it('moving their own picker to the first franchise’s store: 400 INVALID_REFERENCE, nothing moved', async () => {
    const before = await gateway.db.query(`SELECT warehouse_id FROM pickers WHERE id = $1`, [gbPicker]);
    const response = await asGb('PUT', `/api/picker/${gbPicker}/change-warehouse`, { warehouseId: tr1.store });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'INVALID_REFERENCE', field: 'warehouseId' });
    expect((await gateway.db.query(`SELECT warehouse_id FROM pickers WHERE id = $1`, [gbPicker])).rows).toEqual(before.rows);
  });
});

describe('permissions within a role', () => {
  it('change-warehouse needs changeWarehouse: the picker_program role with read and write only is refused', async () => {
    const manager = users.manager.user._id;
    await gateway.db.query(`INSERT INTO user_roles (user_id, role_key, permissions) VALUES ($1, 'picker_program', '{read,write}')`, [manager]);
    try {
      const refused = await call(gateway.app, users.manager.accessToken, 'PUT', `/api/picker/${tr1.picker}/change-warehouse`, { warehouseId: tr1.store });
      expect(refused.statusCode).toBe(403);
      await gateway.db.query(`UPDATE user_roles SET permissions = '{read,changeWarehouse}' WHERE user_id = $1 AND role_key = 'picker_program'`, [manager]);
      const allowed = await call(gateway.app, users.manager.accessToken, 'PUT', `/api/picker/${tr1.picker}/change-warehouse`, { warehouseId: tr1.store });
      expect(allowed.statusCode, allowed.body).toBe(200);
    } finally {
      await gateway.db.query(`DELETE FROM user_roles WHERE user_id = $1 AND role_key = 'picker_program'`, [manager]);
    }
  });
});
