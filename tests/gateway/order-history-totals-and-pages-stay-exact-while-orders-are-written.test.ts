// The history counts from the days a gateway keeps and answers kept pages for ranges that start
// elsewhere (gateway/routes/order-days-kept.ts, order-history-cache.ts). Whatever is written, by
// this process or straight into the database as another process would, every answer is the one
// the database gives: a new order today, an order of a past day that changes status, one deleted,
// and a write landing between the call's reads.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchOrderHistory } from '../../gateway/db/orders';
import { orderSummary } from '../../gateway/orders/replies';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';

interface HistoryReply {
  orders: { _id: string; status: number }[];
  totalCount: number;
}
interface Filter {
  createdAtStart: Date;
  createdAtEnd: Date;
  statuses?: number[];
  warehouseIds?: string[];
}

const DAY = 24 * 3600_000;
let gateway: TestGateway;
let owner: LoginResponse;
let franchiseId: string;
let statements: string[];
let dayReads: unknown[][];
const now = Date.now();

const history = async (filter: Filter, offset = 0, limit = 25): Promise<HistoryReply> => {
  const response = await call(gateway.app, owner.accessToken, 'POST', '/api/orders/history', {
    ...filter,
    createdAtStart: filter.createdAtStart.toISOString(),
    createdAtEnd: filter.createdAtEnd.toISOString(),
    limit,
    offset,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<HistoryReply>(response);
};

/** The same call answered by the database alone, in one statement. */
const truth = async (filter: Filter, offset = 0, limit = 25): Promise<HistoryReply> => {
  const page = await searchOrderHistory(gateway.db, franchiseId, filter, { field: 'createdAt', direction: -1 }, limit, offset);
  return JSON.parse(JSON.stringify({ orders: page.rows.map((row) => orderSummary(row, true)), totalCount: page.total })) as HistoryReply;
};

const expectExact = async (filter: Filter, offset = 0, limit = 25) => expect(await history(filter, offset, limit)).toEqual(await truth(filter, offset, limit));

/** An order of the franchise created `ago` ms before now, from a copy of an existing one. */
async function insertOrder(ago: number, status: number): Promise<string> {
  const id = `test${Math.random().toString(16).slice(2, 22)}`.padEnd(24, '0');
  await gateway.db.query(
    `INSERT INTO orders SELECT $1, franchise_id, warehouse_id, domain_type, $3, status_updated_at, error_code, courier_id, picker_id,
       customer_name, customer_phone, customer_address, delivery_latitude, delivery_longitude, basket, basket_amount, delivery_fee,
       total_amount, currency, $4::timestamptz, checkout_at, picker_assigned_at, verified_at, prepared_at, handover_at, onway_at,
       reached_at, delivered_at, rated_at, canceled_at, rating, missing_items
     FROM orders WHERE franchise_id = $2 LIMIT 1`,
    [id, franchiseId, status, new Date(now - ago).toISOString()],
  );
  return id;
}

/** The id and status of an order of the franchise created inside [from, to). */
async function orderBetween(from: number, to: number): Promise<{ id: string; status: number }> {
  const { rows } = await gateway.db.query<{ id: string; status: number }>(
    'SELECT id, status FROM orders WHERE franchise_id = $1 AND created_at >= $2 AND created_at < $3 ORDER BY created_at LIMIT 1',
    [franchiseId, new Date(from).toISOString(), new Date(to).toISOString()],
  );
  return rows[0]!;
}

/** The kept days' one read (gateway/db/order-day-changes.ts). */
const isDayRead = (sql: string) => sql.includes('extract(epoch FROM o.created_at)');
const readsDays = () => dayReads.length;
const searches = () => statements.filter((sql) => sql.includes('WITH ORDINALITY AS page')).length;

beforeAll(async () => {
  gateway = await startGateway();
  owner = await login(gateway.app, 'owner');
  franchiseId = owner.user.franchise._id;
  statements = [];
  dayReads = [];
  const query = gateway.db.query.bind(gateway.db);
  vi.spyOn(gateway.db, 'query').mockImplementation(((sql: string, params?: unknown[]) => {
    statements.push(sql);
    if (isDayRead(sql)) dayReads.push(params ?? []);
    return query(sql, params);
  }) as typeof gateway.db.query);
});
afterAll(() => gateway?.close());

describe('the order history while orders are written', () => {
  const week = (): Filter => ({ createdAtStart: new Date(now - 7 * DAY + 3_600_000), createdAtEnd: new Date(now + 60_000) });
  const delivered = (): Filter => ({ ...week(), statuses: [900, 1000] });

  it('answers every range exactly: whole days, parts of days, filters, pages past the end', async () => {
    const { rows } = await gateway.db.query<{ id: string }>('SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id', [franchiseId]);
    for (let n = 0; n < 12; n++) {
      const start = now - (n * 7 + 1) * 3_600_000 - n * 61_000;
      const end = n % 3 === 0 ? now + 1000 : now - n * 5_400_000;
      const filter: Filter = { createdAtStart: new Date(start), createdAtEnd: new Date(end) };
      if (n % 2) filter.statuses = [900, 1000, 1100];
      if (n % 4 === 1) filter.warehouseIds = [rows[0].id];
      await expectExact(filter, (n % 3) * 25);
    }
    const all = await history(week());
    await expectExact(week(), all.totalCount);
  });

  it('keeps the days it read: a call whose range starts a second earlier reads no day and searches no page', async () => {
    await history(week(), 25);
    const [days, pages] = [readsDays(), searches()];
    const earlier = { ...week(), createdAtStart: new Date(week().createdAtStart.getTime() - 1000) };
    expect(await history(earlier, 25)).toEqual(await truth(earlier, 25));
    expect(readsDays()).toBe(days);
    expect(searches()).toBe(pages + 1); // the truth's own search only
  });

  it('counts a new order of today in the next answer', async () => {
    const before = await history(week());
    const id = await insertOrder(30_000, 1000);
    const after = await history(week());
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.orders[0]._id).toBe(id);
    await expectExact(delivered());
  });

  it('drops a kept day when an order of that past day changes status, and only that day', async () => {
    const filter = delivered();
    await history(filter);
    const dayStart = Math.floor((now - 3 * DAY) / DAY) * DAY;
    const order = await orderBetween(dayStart, dayStart + DAY);
    const status = order.status === 1000 ? 1100 : 1000;
    await gateway.db.query('UPDATE orders SET status = $2 WHERE id = $1', [order.id, status]);
    const days = readsDays();
    const reply = await history(filter);
    expect(reply).toEqual(await truth(filter));
    // that day's counts were read again, alone
    expect(readsDays()).toBe(days + 1);
    expect(dayReads.at(-1)).toEqual([franchiseId, [new Date(dayStart).toISOString().slice(0, 10)], []]);
  });

  it('stays exact when an order of a past day is deleted, and for a range cutting that day', async () => {
    const dayStart = Math.floor((now - 2 * DAY) / DAY) * DAY;
    const cut: Filter = { createdAtStart: new Date(dayStart + 7 * 3_600_000), createdAtEnd: new Date(now + 60_000) };
    await history(cut);
    await history(week());
    const order = await orderBetween(dayStart + 8 * 3_600_000, dayStart + DAY);
    await gateway.db.query('DELETE FROM orders WHERE id = $1', [order.id]);
    await expectExact(cut);
    await expectExact(week());
  });

  it('reads the days once more at the new version when an order is written while they are read', async () => {
    const filter: Filter = { ...week(), createdAtStart: new Date(now - 4 * DAY - 3_600_000), statuses: [900] };
    const real = vi.mocked(gateway.db.query).getMockImplementation()!;
    let written = false;
    vi.mocked(gateway.db.query).mockImplementation((async (sql: string, params?: unknown[]) => {
      if (!written && isDayRead(sql)) {
        written = true;
        await real('UPDATE orders SET status = 900 WHERE id = (SELECT id FROM orders WHERE franchise_id = $1 AND status <> 900 ORDER BY created_at DESC LIMIT 1)', [franchiseId]);
      }
      return real(sql, params);
    }) as typeof gateway.db.query);
    try {
      await insertOrder(20_000, 1000);
      const [days, pages] = [readsDays(), searches()];
      const reply = await history(filter);
      expect(written).toBe(true);
      expect(readsDays()).toBe(days + 2);
      // the page alone: no search with its total
      expect(searches()).toBe(pages + 1);
      expect(reply).toEqual(await truth(filter));
    } finally {
      vi.mocked(gateway.db.query).mockImplementation(real);
    }
  });

  /** Runs `work` with an order of the franchise updated right before each of the first `times` page searches. */
  async function writingBeforePages(times: number, work: () => Promise<void>): Promise<void> {
    const real = vi.mocked(gateway.db.query).getMockImplementation()!;
    let written = 0;
    vi.mocked(gateway.db.query).mockImplementation((async (sql: string, params?: unknown[]) => {
      if (written < times && sql.includes('WITH ORDINALITY AS page')) {
        written++;
        await real('UPDATE orders SET status = status WHERE id = (SELECT id FROM orders WHERE franchise_id = $1 ORDER BY created_at DESC LIMIT 1)', [franchiseId]);
      }
      return real(sql, params);
    }) as typeof gateway.db.query);
    try {
      await work();
      expect(written).toBe(times);
    } finally {
      vi.mocked(gateway.db.query).mockImplementation(real);
    }
  }
  const searchesWithTotal = () => statements.filter((sql) => sql.includes('WITH ORDINALITY AS page') && sql.includes('order_day_counts')).length;

  it('reads again at the new version when an order is written between the version read and the page, and keeps that page', async () => {
    const filter: Filter = { ...week(), createdAtStart: new Date(now - 5 * DAY) };
    await insertOrder(10_000, 900);
    await writingBeforePages(1, async () => {
      const [pages, withTotal] = [searches(), searchesWithTotal()];
      const reply = await history(filter, 0, 10);
      expect(searches()).toBe(pages + 2);
      expect(searchesWithTotal()).toBe(withTotal);
      expect(reply).toEqual(await truth(filter, 0, 10));
    });
    const pages = searches();
    await history(filter, 0, 10);
    expect(searches()).toBe(pages);
  });

  it('answers from one statement when writes land between the reads twice in a row', async () => {
    const filter: Filter = { ...week(), createdAtStart: new Date(now - 6 * DAY) };
    await writingBeforePages(2, async () => {
      const withTotal = searchesWithTotal();
      // a page no earlier call kept
      const reply = await history(filter, 10, 10);
      expect(searchesWithTotal()).toBe(withTotal + 1);
      expect(reply).toEqual(await truth(filter, 10, 10));
    });
  });
});
