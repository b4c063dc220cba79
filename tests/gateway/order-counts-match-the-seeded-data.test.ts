// Every count, total and figure the order calls answer is checked against an independent SQL count
// over the seeded data (never a hard-coded number). The definitions are spelled out here again on
// purpose: successful = delivered or rated (900-1000); missed = canceled (1100-1500) or a failed
// checkout (an error code); potential = both; red basket = delivered more than 30 minutes after checkout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';

let gateway: TestGateway;
let owner: LoginResponse;
let tr1 = '';
let store = '';
let city = '';

const KIND_SQL = {
  successful: `status BETWEEN 900 AND 1000`,
  missed: `(status BETWEEN 1100 AND 1500 OR error_code IS NOT NULL)`,
  potential: `(status BETWEEN 900 AND 1000 OR status BETWEEN 1100 AND 1500 OR error_code IS NOT NULL)`,
} as const;

const count = async (where: string, params: unknown[]) =>
  (await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE ${where}`, params)).rows[0].n;

const post = (url: string, body: unknown) => call(gateway.app, owner.accessToken, 'POST', url, body);

const DAY = 24 * 60 * 60 * 1000;
const now = new Date();
const monthAgo = new Date(now.getTime() - 30 * DAY);

beforeAll(async () => {
  gateway = await startGateway();
  owner = await login(gateway.app, 'owner');
  tr1 = owner.user.franchise._id;
  const row = (await gateway.db.query<{ id: string; city_id: string }>(`SELECT id, city_id FROM warehouses WHERE franchise_id = $1 ORDER BY name LIMIT 1`, [tr1])).rows[0];
  store = row.id;
  city = row.city_id;
});
afterAll(() => gateway?.close());

interface Bucket {
  date: string;
  startDate: string;
  count: number;
}

describe('POST /orders/:warehouseId/count/{successful,missed,potential}', () => {
  for (const kind of ['successful', 'missed', 'potential'] as const) {
    it(`${kind}: every day bucket (UTC+3) holds the SQL count of the store's orders created in it`, async () => {
      const response = await post(`/api/orders/${store}/count/${kind}`, {
        startDate: monthAgo.toISOString(),
        endDate: now.toISOString(),
        groupType: 'day',
        utcOffset: 180,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { data, total } = json<{ data: Bucket[]; total: number }>(response);
      expect(data.length).toBeGreaterThanOrEqual(30);
      let sum = 0;
      for (const [index, bucket] of data.entries()) {
        // a local day at UTC+3 starts at 21:00 UTC the day before
        expect(bucket.startDate.endsWith('T21:00:00.000Z')).toBe(true);
        expect(bucket.date).toBe(new Date(Date.parse(bucket.startDate) + 3 * 3600_000).toISOString().slice(0, 10));
        const from = new Date(Math.max(Date.parse(bucket.startDate), monthAgo.getTime()));
        const to = new Date(Math.min(index + 1 < data.length ? Date.parse(data[index + 1].startDate) : Infinity, now.getTime()));
        const expected = await count(`warehouse_id = $1 AND created_at >= $2 AND created_at < $3 AND ${KIND_SQL[kind]}`, [store, from, to]);
        expect(bucket.count, `${kind} ${bucket.date}`).toBe(expected);
        sum += expected;
      }
      expect(total).toBe(sum);
      expect(total).toBe(await count(`warehouse_id = $1 AND created_at >= $2 AND created_at < $3 AND ${KIND_SQL[kind]}`, [store, monthAgo, now]));
      expect(total).toBeGreaterThan(0);
    });
  }

  it('hour, week and month buckets add up to the same count over the range', async () => {
    const start = new Date(now.getTime() - 7 * DAY);
    const expected = await count(`warehouse_id = $1 AND created_at >= $2 AND created_at < $3 AND ${KIND_SQL.potential}`, [store, start, now]);
    for (const groupType of ['hour', 'week', 'month']) {
      const response = await post(`/api/orders/${store}/count/potential`, { startDate: start.toISOString(), endDate: now.toISOString(), groupType, utcOffset: 0 });
      expect(response.statusCode, response.body).toBe(200);
      const body = json<{ data: Bucket[]; total: number }>(response);
      expect(body.total, groupType).toBe(expected);
      if (groupType === 'hour') expect(body.data.length).toBeGreaterThanOrEqual(168);
    }
  });

  it('/average: the franchise’s count in each bucket divided by its number of stores', async () => {
    const start = new Date(now.getTime() - 7 * DAY);
    const response = await post(`/api/orders/${store}/count/successful/average`, { startDate: start.toISOString(), endDate: now.toISOString(), groupType: 'day', utcOffset: 180 });
    expect(response.statusCode, response.body).toBe(200);
    const { data, warehouseCount } = json<{ data: Bucket[]; warehouseCount: number }>(response);
    expect(warehouseCount).toBe((await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM warehouses WHERE franchise_id = $1`, [tr1])).rows[0].n);
    for (const [index, bucket] of data.entries()) {
      const from = new Date(Math.max(Date.parse(bucket.startDate), start.getTime()));
      const to = new Date(Math.min(index + 1 < data.length ? Date.parse(data[index + 1].startDate) : Infinity, now.getTime()));
      const franchiseCount = await count(`franchise_id = $1 AND created_at >= $2 AND created_at < $3 AND ${KIND_SQL.successful}`, [tr1, from, to]);
      expect(bucket.count).toBeCloseTo(franchiseCount / warehouseCount, 2);
    }
  });
});

describe('POST /franchises/stats', () => {
  it('per store of the city: successful, missed and red baskets of the period, and their total', async () => {
    for (const period of ['TODAY', 'YESTERDAY', 'LASTWEEK'] as const) {
      const response = await post('/api/franchises/stats', { city, period, utcOffset: 180 });
      expect(response.statusCode, response.body).toBe(200);
      const { result } = json<{
        result: {
          startDate: string;
          endDate: string;
          total: Record<string, number>;
          warehouses: { _id: string; successfulOrder: number; missedOrder: number; redBasket: number }[];
        };
      }>(response);
      // the period, computed here independently: local (UTC+3) midnight of today
      const localMidnight = new Date(Date.UTC(...localDate(now), 0, 0, 0) - 3 * 3600_000);
      const expectedStart = { TODAY: localMidnight, YESTERDAY: new Date(localMidnight.getTime() - DAY), LASTWEEK: new Date(localMidnight.getTime() - 7 * DAY) }[period];
      expect(result.startDate).toBe(expectedStart.toISOString());
      const end = new Date(result.endDate);
      if (period !== 'TODAY') expect(end.toISOString()).toBe(localMidnight.toISOString());
      const stores = (await gateway.db.query<{ id: string }>(`SELECT id FROM warehouses WHERE franchise_id = $1 AND city_id = $2`, [tr1, city])).rows;
      expect(result.warehouses.map((item) => item._id).sort()).toEqual(stores.map((item) => item.id).sort());
      const total = { successfulOrder: 0, missedOrder: 0, redBasket: 0 };
      for (const item of result.warehouses) {
        const range = [item._id, expectedStart, end];
        const scope = `warehouse_id = $1 AND created_at >= $2 AND created_at < $3`;
        expect(item.successfulOrder).toBe(await count(`${scope} AND ${KIND_SQL.successful}`, range));
        expect(item.missedOrder).toBe(await count(`${scope} AND ${KIND_SQL.missed}`, range));
        expect(item.redBasket).toBe(await count(`${scope} AND status IN (900, 1000) AND delivered_at > checkout_at + interval '30 minutes'`, range));
        total.successfulOrder += item.successfulOrder;
        total.missedOrder += item.missedOrder;
        total.redBasket += item.redBasket;
      }
      expect(result.total).toEqual(total);
      if (period === 'LASTWEEK') expect(total.successfulOrder).toBeGreaterThan(0);
    }
  });
});

/** [year, month index, day] of `date` at UTC+3. */
function localDate(date: Date): [number, number, number] {
  const local = new Date(date.getTime() + 3 * 3600_000);
  return [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
}

describe('POST /orders/history', () => {
  it('totalCount is the SQL count of the filter; the page holds the first rows of the sort', async () => {
    const start = new Date(now.getTime() - 14 * DAY);
    const stores = (await gateway.db.query<{ id: string }>(`SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id LIMIT 2`, [tr1])).rows.map((row) => row.id);
    const filter = { warehouseIds: stores, statuses: [900, 1000, 1200], domainTypes: [1, 3], createdAtStart: start.toISOString(), createdAtEnd: now.toISOString() };
    const response = await post('/api/orders/history', { ...filter, limit: 50, offset: 0 });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<{ orders: { _id: string; createdAt: string }[]; totalCount: number }>(response);
    const where = `franchise_id = $1 AND warehouse_id = ANY($2) AND status = ANY($3) AND domain_type = ANY($4) AND created_at >= $5 AND created_at < $6`;
    const params = [tr1, stores, filter.statuses, filter.domainTypes, start, now];
    expect(body.totalCount).toBe(await count(where, params));
    expect(body.totalCount).toBeGreaterThan(50);
    const firstPage = (await gateway.db.query<{ id: string }>(`SELECT id FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT 50`, params)).rows;
    expect(body.orders.map((order) => order._id)).toEqual(firstPage.map((row) => row.id));

    const second = json<{ orders: { _id: string }[] }>(await post('/api/orders/history', { ...filter, limit: 50, offset: 50 }));
    const secondPage = (await gateway.db.query<{ id: string }>(`SELECT id FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT 50 OFFSET 50`, params)).rows;
    expect(second.orders.map((order) => order._id)).toEqual(secondPage.map((row) => row.id));

    const ascending = json<{ orders: { _id: string }[] }>(await post('/api/orders/history', { ...filter, sort: { field: 'totalAmount', order: 1 }, limit: 10 }));
    const cheapest = (await gateway.db.query<{ id: string }>(`SELECT id FROM orders WHERE ${where} ORDER BY total_amount ASC, id ASC LIMIT 10`, params)).rows;
    expect(ascending.orders.map((order) => order._id)).toEqual(cheapest.map((row) => row.id));
  });

  it('/average: counts and averages over the same filter', async () => {
    const start = new Date(now.getTime() - 7 * DAY);
    const response = await post('/api/orders/history/average', { createdAtStart: start.toISOString(), createdAtEnd: now.toISOString() });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<Record<string, number>>(response);
    const scope = `franchise_id = $1 AND created_at >= $2 AND created_at < $3`;
    expect(body.orderCount).toBe(await count(scope, [tr1, start, now]));
    expect(body.successfulOrderCount).toBe(await count(`${scope} AND ${KIND_SQL.successful}`, [tr1, start, now]));
    const averages = (await gateway.db.query<{ basket: number; delivery: number }>(
      `SELECT avg(basket_amount)::float8 AS basket, avg(EXTRACT(EPOCH FROM delivered_at - checkout_at) / 60)::float8 AS delivery
       FROM orders WHERE ${scope} AND ${KIND_SQL.successful}`,
      [tr1, start, now],
    )).rows[0];
    expect(body.averageBasketAmount).toBeCloseTo(averages.basket, 1);
    expect(body.averageDeliveryMinutes).toBeCloseTo(averages.delivery, 1);
  });
});

describe('the live lists', () => {
  it('the live map lists every active order (reserved 350 to reached 800), paged', async () => {
    const expected = await count(`franchise_id = $1 AND status >= 350 AND status < 900`, [tr1]);
    const all = json<{ orders: { _id: string; status: number }[]; totalCount: number }>(await post('/api/orders/active/live-map', { limit: 1000, offset: 0 }));
    expect(all.totalCount).toBe(expected);
    expect(all.orders).toHaveLength(expected);
    expect(all.orders.every((order) => order.status >= 350 && order.status < 900)).toBe(true);
    const page = json<{ orders: { _id: string }[] }>(await post('/api/orders/active/live-map', { limit: 2, offset: 1 }));
    expect(page.orders.map((order) => order._id)).toEqual(all.orders.slice(1, 3).map((order) => order._id));
  });

  it('the courier filter counts what SQL counts, for each filter', async () => {
    const cases: [Record<string, unknown>, string, unknown[]][] = [
      [{}, 'TRUE', []],
      [{ isActivated: true, isLoggedIn: true }, 'is_active AND is_logged_in', []],
      [{ isLoggedIn: false }, 'NOT is_logged_in', []],
      [{ status: 100 }, 'status = 100', []],
      [{ status: [350, 700, 800] }, 'status = ANY($2)', [[350, 700, 800]]],
      [{ domainTypes: [4] }, '4 = ANY(domain_types)', []],
      [{ warehouseIds: [store] }, 'warehouse_id = $2', [store]],
    ];
    for (const [body, where, params] of cases) {
      const response = await post('/api/courier/filter', body);
      expect(response.statusCode, response.body).toBe(200);
      const expected = (await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM couriers WHERE franchise_id = $1 AND ${where}`, [tr1, ...params])).rows[0].n;
      const answer = json<{ couriers: unknown[]; totalCount: number }>(response);
      expect(answer.totalCount, JSON.stringify(body)).toBe(expected);
      expect(answer.couriers).toHaveLength(expected);
    }
  });

  it('the picker filter and the problematic orders count what SQL counts', async () => {
    const pickers = json<{ totalCount: number }>(await post('/api/picker/filter', { isActivated: true, isLoggedIn: true }));
    expect(pickers.totalCount).toBe((await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pickers WHERE franchise_id = $1 AND is_activated AND is_logged_in`, [tr1])).rows[0].n);
    const problematic = json<{ orders: { minutesInStatus: number; status: number }[]; totalCount: number }>(await post('/api/orders/problematic', {}));
    const thresholds: Record<number, number> = { 350: 5, 400: 5, 500: 10, 550: 5, 600: 5, 700: 25, 800: 10 };
    const active = (await gateway.db.query<{ status: number; status_updated_at: Date }>(`SELECT status, status_updated_at FROM orders WHERE franchise_id = $1 AND status >= 350 AND status < 900`, [tr1])).rows;
    const late = active.filter((row) => gateway.clock.now().getTime() - new Date(row.status_updated_at).getTime() >= thresholds[row.status] * 60_000);
    expect(problematic.totalCount).toBe(late.length);
    for (const order of problematic.orders) expect(order.minutesInStatus).toBeGreaterThanOrEqual(thresholds[order.status]);
  });
});
