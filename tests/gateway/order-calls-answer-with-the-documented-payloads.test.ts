// The order, courier, picker and franchise-stats calls answer the shapes docs/gateway-api.md
// documents, refuse malformed bodies with 400 { message, code } (never 500), and show customer
// fields only to callers with order_customer_info.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, leaksInternals, login, startGateway, type Method, type TestGateway } from './helpers';

let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;
const ids = { franchise: '', store: '', city: '', deliveredOrder: '', activeOrder: '', picker: '', otherStore: '' };

const now = new Date();
const weekAgo = new Date(now.getTime() - 7 * 24 * 3600_000);
const tomorrow = new Date(now.getTime() + 24 * 3600_000);
const as = (user: LoginResponse, method: Method, url: string, body?: unknown) => call(gateway.app, user.accessToken, method, url, body);
const first = async (sql: string, params: unknown[]) => (await gateway.db.query<{ id: string }>(sql, params)).rows[0].id;

beforeAll(async () => {
  gateway = await startGateway();
  owner = await login(gateway.app, 'owner');
  manager = await login(gateway.app, 'manager');
  ids.franchise = owner.user.franchise._id;
  ids.store = await first(`SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [ids.franchise]);
  ids.otherStore = await first(`SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id DESC LIMIT 1`, [ids.franchise]);
  ids.city = await first(`SELECT city_id AS id FROM warehouses WHERE id = $1`, [ids.store]);
  ids.deliveredOrder = await first(`SELECT id FROM orders WHERE franchise_id = $1 AND status = 1000 ORDER BY id LIMIT 1`, [ids.franchise]);
  ids.activeOrder = await first(`SELECT id FROM orders WHERE franchise_id = $1 AND status = 700 ORDER BY id LIMIT 1`, [ids.franchise]);
  ids.picker = await first(`SELECT id FROM pickers WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [ids.franchise]);
});
afterAll(() => gateway?.close());

const isoDate = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const point = { type: 'Point', coordinates: [expect.any(Number), expect.any(Number)] };
const orderSummary = {
  _id: expect.any(String),
  domainType: expect.any(Number),
  status: expect.any(Number),
  statusUpdatedAt: isoDate,
  createdAt: isoDate,
  warehouse: { warehouse: expect.any(String), name: expect.any(String) },
  assign: { courierAssignedAt: expect.toBeOneOf([null, isoDate]), pickerAssignedAt: expect.toBeOneOf([null, isoDate]) },
  deliveryAddress: { location: point },
  totalAmount: expect.any(Number),
  currency: expect.stringMatching(/^(TRY|GBP)$/),
};

describe('GET /orders/:orderId', () => {
  it('answers the order with its store, courier, picker, basket, every step’s time and its timeline', async () => {
    const response = await as(owner, 'GET', `/api/orders/${ids.deliveredOrder}`);
    expect(response.statusCode, response.body).toBe(200);
    const order = json<Record<string, unknown> & { timeline: { event: number; createdAt: string }[]; basket: { products: Record<string, number>[] } }>(response);
    expect(order).toMatchObject({
      ...orderSummary,
      _id: ids.deliveredOrder,
      status: 1000,
      errorCode: null,
      warehouse: { warehouse: expect.any(String), name: expect.any(String), city: { _id: expect.any(String), name: expect.any(String) } },
      courier: { courier: { _id: expect.any(String), name: expect.any(String), location: point } },
      picking: { picker: { _id: expect.any(String), name: expect.any(String) } },
      checkoutAt: isoDate,
      deliveredAt: isoDate,
      ratedAt: isoDate,
      basket: { basketAmount: expect.any(Number), deliveryFee: expect.any(Number), totalAmount: expect.any(Number), currency: expect.any(String) },
      client: { name: expect.any(String), phone: expect.stringMatching(/^\d{10}$/) },
      deliveryAddress: { location: point, address: expect.any(String) },
    });
    expect(order.timeline.map((entry) => entry.event)).toEqual([1000, 1400, 1800, 1850, 1900, 2200, 2300, 2600, 2700, 1500]);
    expect(order.timeline.every((entry, n) => n === 0 || entry.createdAt > order.timeline[n - 1].createdAt)).toBe(true);
    expect(order.basket.products.length).toBeGreaterThan(0);
    for (const product of order.basket.products) {
      expect(product).toMatchObject({ productId: expect.any(String), name: expect.any(String), count: expect.any(Number), price: expect.any(Number) });
      expect(product.totalAmount).toBeCloseTo(product.price * product.count, 2);
    }
    const sum = order.basket.products.reduce((total, product) => total + product.totalAmount, 0);
    expect((order.basket as unknown as { basketAmount: number }).basketAmount).toBeCloseTo(sum, 2);
  });

  it('?domainType must match the order’s type (else 404) and be an order type (else 400)', async () => {
    const { domainType } = json<{ domainType: number }>(await as(owner, 'GET', `/api/orders/${ids.deliveredOrder}`));
    expect((await as(owner, 'GET', `/api/orders/${ids.deliveredOrder}?domainType=${domainType}`)).statusCode).toBe(200);
    const other = [1, 3, 4].find((type) => type !== domainType)!;
    expect((await as(owner, 'GET', `/api/orders/${ids.deliveredOrder}?domainType=${other}`)).statusCode).toBe(404);
    const bad = await as(owner, 'GET', `/api/orders/${ids.deliveredOrder}?domainType=5`);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).code).toBe('VALIDATION');
    expect((await as(owner, 'GET', `/api/orders/${ids.deliveredOrder}?other=1`)).statusCode).toBe(400);
    expect((await as(owner, 'GET', `/api/orders/not-an-order`)).statusCode).toBe(404);
  });
});

describe('customer fields', () => {
  const customerFree = (body: string) => {
    expect(body).not.toMatch(/"client"|"address"|customer/);
  };

  it('reach a caller with order_customer_info, and never the manager, who lacks it', async () => {
    const customer = (await gateway.db.query<{ customer_name: string; customer_phone: string; customer_address: string }>(
      `SELECT customer_name, customer_phone, customer_address FROM orders WHERE id = $1`,
      [ids.activeOrder],
    )).rows[0];
    const detail = await as(manager, 'GET', `/api/orders/${ids.activeOrder}`);
    expect(detail.statusCode).toBe(200);
    customerFree(detail.body);
    expect(detail.body).not.toContain(customer.customer_phone);
    expect(detail.body).not.toContain(customer.customer_address);
    const ownerDetail = json<{ client: { name: string; phone: string }; deliveryAddress: { address: string } }>(await as(owner, 'GET', `/api/orders/${ids.activeOrder}`));
    expect(ownerDetail.client).toEqual({ name: customer.customer_name, phone: customer.customer_phone });
    expect(ownerDetail.deliveryAddress.address).toBe(customer.customer_address);

    for (const [url, body] of [
      ['/api/orders/active/live-map', { limit: 1000, offset: 0 }],
      ['/api/orders/history', { createdAtStart: weekAgo.toISOString(), createdAtEnd: now.toISOString(), limit: 100 }],
    ] as const) {
      const answer = await as(manager, 'POST', url, body);
      expect(answer.statusCode, url).toBe(200);
      customerFree(answer.body);
      const withInfo = json<{ orders: { client?: unknown }[] }>(await as(owner, 'POST', url, body));
      expect(withInfo.orders.every((order) => order.client !== undefined)).toBe(true);
    }
  });
});

describe('the list calls', () => {
  it('POST /orders/active/live-map: { orders: [summary], totalCount }', async () => {
    const body = json<{ orders: unknown[]; totalCount: number }>(await as(owner, 'POST', '/api/orders/active/live-map', { limit: 1000, offset: 0 }));
    expect(body.totalCount).toBeGreaterThan(0);
    for (const order of body.orders) expect(order).toMatchObject({ ...orderSummary, courier: { courier: { _id: expect.any(String) } } });
  });

  it('POST /orders/history: { orders: [summary], totalCount }, limit a page size, newest first by default', async () => {
    const body = json<{ orders: { createdAt: string }[]; totalCount: number }>(
      await as(owner, 'POST', '/api/orders/history', { createdAtStart: weekAgo.toISOString(), createdAtEnd: now.toISOString(), limit: 10 }),
    );
    expect(body.orders).toHaveLength(10);
    for (const order of body.orders) expect(order).toMatchObject(orderSummary);
    expect([...body.orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(body.orders);
    expect(json<{ orders: unknown[] }>(await as(owner, 'POST', '/api/orders/history', { createdAtStart: weekAgo.toISOString(), createdAtEnd: now.toISOString() })).orders).toHaveLength(25);
  });

  it('POST /orders/history/average: counts and averages', async () => {
    const body = json(await as(owner, 'POST', '/api/orders/history/average', { warehouseIds: [ids.store], createdAtStart: weekAgo.toISOString(), createdAtEnd: now.toISOString() }));
    expect(body).toEqual({
      orderCount: expect.any(Number),
      successfulOrderCount: expect.any(Number),
      averageBasketAmount: expect.any(Number),
      averageTotalAmount: expect.any(Number),
      averagePreparationMinutes: expect.any(Number),
      averageDeliveryMinutes: expect.any(Number),
    });
  });

  it('POST /orders/problematic: the widget’s orders with minutesInStatus', async () => {
    const body = json<{ orders: Record<string, unknown>[]; totalCount: number }>(await as(owner, 'POST', '/api/orders/problematic', {}));
    expect(body.totalCount).toBeGreaterThanOrEqual(body.orders.length);
    for (const order of body.orders) expect(order).toMatchObject({ ...orderSummary, minutesInStatus: expect.any(Number) });
    expect((await as(owner, 'POST', '/api/orders/problematic')).statusCode).toBe(200);
  });

  it('POST /courier/filter: couriers with live state; fields and populate shape them', async () => {
    const all = json<{ couriers: Record<string, unknown>[]; totalCount: number }>(await as(owner, 'POST', '/api/courier/filter', {}));
    expect(all.couriers[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      phone: expect.any(String),
      status: expect.any(Number),
      statusUpdatedAt: isoDate,
      availability: expect.toBeOneOf([100, 200, 300]),
      vehicleType: expect.any(Number),
      isActivated: expect.any(Boolean),
      isLoggedIn: expect.any(Boolean),
      domainTypes: expect.any(Array),
      warehouse: expect.any(String),
      location: { ...point, updatedAt: isoDate },
    });
    const shaped = json<{ couriers: Record<string, unknown>[] }>(await as(owner, 'POST', '/api/courier/filter', { fields: ['location', 'warehouse'], populate: ['warehouse'], limit: 3 }));
    expect(shaped.couriers).toHaveLength(3);
    for (const courier of shaped.couriers) {
      expect(Object.keys(courier).sort()).toEqual(['_id', 'location', 'warehouse']);
      expect(courier.warehouse).toEqual({ _id: expect.any(String), name: expect.any(String), location: point });
    }
  });

  it('POST /picker/filter, /picker/busy-reasons, /plan/* answer their lists', async () => {
    const pickers = json<{ pickers: Record<string, unknown>[]; totalCount: number }>(await as(owner, 'POST', '/api/picker/filter', { isActivated: true, isLoggedIn: true }));
    expect(pickers.pickers.length).toBe(pickers.totalCount);
    for (const picker of pickers.pickers) {
      expect(picker).toEqual({
        _id: expect.any(String),
        name: expect.any(String),
        status: expect.toBeOneOf([100, 200, 300, 1000]),
        statusReasonCode: expect.toBeOneOf([null, 201, 202, 203, 209, 289, 299]),
        statusUpdatedAt: isoDate,
        lastJobDate: expect.toBeOneOf([null, isoDate]),
        isActivated: true,
        isLoggedIn: true,
        warehouse: { _id: expect.any(String), name: expect.any(String) },
      });
    }
    const reasons = json<{ busyReasons: { busyReasonId: number; name: string }[] }>(await as(owner, 'POST', '/api/picker/busy-reasons', { language: 'tr' }));
    expect(reasons.busyReasons.map((reason) => reason.busyReasonId)).toEqual([201, 202, 203, 209, 289, 299]);
    expect(reasons.busyReasons[0].name).toBe('Mola');
    const french = json<{ busyReasons: { name: string }[] }>(await as(owner, 'POST', '/api/picker/busy-reasons', { language: 'fr' }));
    expect(french.busyReasons[0].name).toBe('Break');

    const plans = json<{ pickerPlans: Record<string, unknown>[]; totalCount: number }>(
      await as(owner, 'POST', '/api/plan/picker/filter', { startDate: now.toISOString(), endDate: tomorrow.toISOString() }),
    );
    expect(plans.totalCount).toBe(plans.pickerPlans.length);
    for (const plan of plans.pickerPlans) {
      expect(plan).toEqual({ _id: expect.any(String), picker: { _id: expect.any(String), name: expect.any(String) }, warehouse: { _id: expect.any(String), name: expect.any(String) }, startDate: isoDate, endDate: isoDate });
    }
    const store = json<{ warehouse: unknown; pickerPlans: unknown[]; pickerCount: number; plannedHours: number }>(
      await as(owner, 'POST', '/api/plan/picker-plan/warehouse/between-dates', { warehouseId: ids.store, startDate: weekAgo.toISOString(), endDate: now.toISOString() }),
    );
    expect(store).toMatchObject({ warehouse: { _id: ids.store, name: expect.any(String) }, pickerCount: expect.any(Number), plannedHours: expect.any(Number) });
    expect(store.pickerPlans.length).toBeGreaterThan(0);
  });

  it('GET /franchises/cities and POST /franchises/stats', async () => {
    const cities = json<{ cities: unknown[] }>(await as(owner, 'GET', '/api/franchises/cities'));
    expect(cities.cities).toEqual([{ _id: ids.city, name: expect.any(String), location: point, warehouseCount: expect.any(Number) }]);
    const stats = json<{ result: Record<string, unknown> }>(await as(owner, 'POST', '/api/franchises/stats', { city: ids.city, period: 'TODAY', utcOffset: 180 }));
    const figures = { successfulOrder: expect.any(Number), missedOrder: expect.any(Number), redBasket: expect.any(Number) };
    expect(stats.result).toEqual({ period: 'TODAY', startDate: isoDate, endDate: isoDate, total: figures, warehouses: expect.any(Array) });
    for (const item of stats.result.warehouses as unknown[]) expect(item).toEqual({ _id: expect.any(String), name: expect.any(String), ...figures });
  });

  it('PUT /picker/:pickerId/change-warehouse moves the picker to another store of the franchise', async () => {
    const response = await as(owner, 'PUT', `/api/picker/${ids.picker}/change-warehouse`, { warehouseId: ids.otherStore });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({ picker: { _id: ids.picker, warehouse: { _id: ids.otherStore } } });
    expect((await gateway.db.query(`SELECT warehouse_id FROM pickers WHERE id = $1`, [ids.picker])).rows[0]).toEqual({ warehouse_id: ids.otherStore });
  });
});

describe('malformed input: 400 { message, code }, never a 500', () => {
  const range = { createdAtStart: weekAgo.toISOString(), createdAtEnd: now.toISOString() };
  const counts = { startDate: weekAgo.toISOString(), endDate: now.toISOString(), groupType: 'day', utcOffset: 180 };
  const cases: [string, Method, () => string, () => unknown, string][] = [
    ['courier filter: unknown field', 'POST', () => '/api/courier/filter', () => ({ warehouse: 'x' }), 'VALIDATION'],
    ['courier filter: status not a courier status', 'POST', () => '/api/courier/filter', () => ({ status: 123 }), 'VALIDATION'],
    ['courier filter: domainTypes not a list', 'POST', () => '/api/courier/filter', () => ({ domainTypes: 1 }), 'VALIDATION'],
    ['courier filter: isActivated as text', 'POST', () => '/api/courier/filter', () => ({ isActivated: 'true' }), 'VALIDATION'],
    ['courier filter: unknown field in fields', 'POST', () => '/api/courier/filter', () => ({ fields: ['password'] }), 'VALIDATION'],
    ['courier filter: limit over 5000', 'POST', () => '/api/courier/filter', () => ({ limit: 5001 }), 'VALIDATION'],
    ['courier filter: a bad warehouse id', 'POST', () => '/api/courier/filter', () => ({ warehouseIds: ['../x'] }), 'VALIDATION'],
    ['live map: limit over 1000', 'POST', () => '/api/orders/active/live-map', () => ({ limit: 1001, offset: 0 }), 'VALIDATION'],
    ['live map: negative offset', 'POST', () => '/api/orders/active/live-map', () => ({ limit: 10, offset: -1 }), 'VALIDATION'],
    ['live map: limit as text', 'POST', () => '/api/orders/active/live-map', () => ({ limit: '10' }), 'VALIDATION'],
    ['history: no range', 'POST', () => '/api/orders/history', () => ({}), 'VALIDATION'],
    ['history: not a date', 'POST', () => '/api/orders/history', () => ({ ...range, createdAtStart: 'yesterday' }), 'VALIDATION'],
    ['history: end before start', 'POST', () => '/api/orders/history', () => ({ createdAtStart: now.toISOString(), createdAtEnd: weekAgo.toISOString() }), 'INVALID_DATE_RANGE'],
    ['history: a year', 'POST', () => '/api/orders/history', () => ({ createdAtStart: new Date(now.getTime() - 366 * 86400_000).toISOString(), createdAtEnd: now.toISOString() }), 'INVALID_DATE_RANGE'],
    ['history: limit not a page size', 'POST', () => '/api/orders/history', () => ({ ...range, limit: 30 }), 'VALIDATION'],
    ['history: unknown sort field', 'POST', () => '/api/orders/history', () => ({ ...range, sort: { field: 'customerName', order: 1 } }), 'VALIDATION'],
    ['history: sort order ASC', 'POST', () => '/api/orders/history', () => ({ ...range, sort: { field: 'createdAt', order: 'ASC' } }), 'VALIDATION'],
    ['history: status not an order status', 'POST', () => '/api/orders/history', () => ({ ...range, statuses: [901] }), 'VALIDATION'],
    ['history: an injection attempt', 'POST', () => '/api/orders/history', () => ({ ...range, warehouseIds: ["x'; DROP TABLE orders; --"] }), 'VALIDATION'],
    ['history average: extra field', 'POST', () => '/api/orders/history/average', () => ({ ...range, limit: 10 }), 'VALIDATION'],
    ['problematic: limit 0', 'POST', () => '/api/orders/problematic', () => ({ limit: 0 }), 'VALIDATION'],
    ['count: groupType year', 'POST', () => `/api/orders/${ids.store}/count/successful`, () => ({ ...counts, groupType: 'year' }), 'VALIDATION'],
    ['count: utcOffset out of range', 'POST', () => `/api/orders/${ids.store}/count/missed`, () => ({ ...counts, utcOffset: 1000 }), 'VALIDATION'],
    ['count: no dates', 'POST', () => `/api/orders/${ids.store}/count/potential`, () => ({ groupType: 'day', utcOffset: 0 }), 'VALIDATION'],
    ['count: unknown kind', 'POST', () => `/api/orders/${ids.store}/count/lost`, () => counts, 'VALIDATION'],
    ['count: too many hour buckets', 'POST', () => `/api/orders/${ids.store}/count/successful`, () => ({ ...counts, groupType: 'hour', startDate: new Date(now.getTime() - 30 * 86400_000).toISOString() }), 'INVALID_DATE_RANGE'],
    ['count: body warehouse differs from the path', 'POST', () => `/api/orders/${ids.store}/count/successful/average`, () => ({ ...counts, warehouseId: ids.otherStore }), 'INVALID_REFERENCE'],
    ['stats: unknown period', 'POST', () => '/api/franchises/stats', () => ({ city: ids.city, period: 'LASTMONTH', utcOffset: 180 }), 'VALIDATION'],
    ['stats: no city', 'POST', () => '/api/franchises/stats', () => ({ period: 'TODAY', utcOffset: 180 }), 'VALIDATION'],
    ['cities: a query parameter', 'GET', () => '/api/franchises/cities?all=1', () => undefined, 'VALIDATION'],
    ['picker filter: statuses not picker statuses', 'POST', () => '/api/picker/filter', () => ({ statuses: [250] }), 'VALIDATION'],
    ['busy reasons: no language', 'POST', () => '/api/picker/busy-reasons', () => ({}), 'VALIDATION'],
    ['busy reasons: unknown language', 'POST', () => '/api/picker/busy-reasons', () => ({ language: 'xx' }), 'VALIDATION'],
    ['change warehouse: no warehouseId', 'PUT', () => `/api/picker/${ids.picker}/change-warehouse`, () => ({}), 'VALIDATION'],
    ['change warehouse: a number', 'PUT', () => `/api/picker/${ids.picker}/change-warehouse`, () => ({ warehouseId: 5 }), 'VALIDATION'],
    ['change warehouse: a store that does not exist', 'PUT', () => `/api/picker/${ids.picker}/change-warehouse`, () => ({ warehouseId: 'nope' }), 'INVALID_REFERENCE'],
    ['plans: no dates', 'POST', () => '/api/plan/picker/filter', () => ({}), 'VALIDATION'],
    ['plans: a whole year', 'POST', () => '/api/plan/picker/filter', () => ({ startDate: weekAgo.toISOString(), endDate: new Date(now.getTime() + 365 * 86400_000).toISOString() }), 'INVALID_DATE_RANGE'],
    ['store plans: no warehouseId', 'POST', () => '/api/plan/picker-plan/warehouse/between-dates', () => ({ startDate: weekAgo.toISOString(), endDate: now.toISOString() }), 'VALIDATION'],
  ];

  it.each(cases)('%s', async (_name, method, url, body, code) => {
    const response = await as(owner, method, url(), body());
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response)).toMatchObject({ code, message: expect.any(String) });
    expect(leaksInternals(response.body)).toBe(false);
  });

  it('a body that is not JSON: 400 INVALID_JSON', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/orders/history',
      headers: { authorization: `Bearer ${owner.accessToken}`, 'content-type': 'application/json' },
      payload: '{"createdAtStart":',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('INVALID_JSON');
  });
});
