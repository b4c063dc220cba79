// The history keeps the pages it answered (gateway/routes/order-history-cache.ts) and reads one again
// only while the franchise's orders are as they were: the triggers of migration 007 move a
// version on for any change, written by any process (here: straight into the database, as
// another gateway process would), so the next call searches again and shows it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOrderHistoryVersion } from '../../gateway/db/order-history-versions';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';

interface HistoryReply {
  orders: { _id: string; status: number; courier: { courier: { _id: string; name: string } } | null }[];
  totalCount: number;
}

let gateway: TestGateway;
let owner: LoginResponse;
let searches: () => number;

const DAY = 24 * 3600_000;
const weekAgo = new Date(Date.now() - 7 * DAY);
/** A page of the last week, its range ending `endsIn` ms from now (the panel sends a new "now" each time). */
const history = async (endsIn = 0): Promise<HistoryReply> =>
  json<HistoryReply>(
    await call(gateway.app, owner.accessToken, 'POST', '/api/orders/history', {
      createdAtStart: weekAgo.toISOString(),
      createdAtEnd: new Date(Date.now() + endsIn).toISOString(),
      limit: 25,
    }),
  );

beforeAll(async () => {
  gateway = await startGateway();
  owner = await login(gateway.app, 'owner');
  // the history's search: the one statement that cuts a page of ids and reads them in order
  const query = vi.spyOn(gateway.db, 'query');
  searches = () => query.mock.calls.filter(([sql]) => typeof sql === 'string' && sql.includes('WITH ORDINALITY AS page')).length;
});
afterAll(() => gateway?.close());

describe('the order history', () => {
  it('answers a repeated call, whatever "now" it ends at, from the kept page without searching again', async () => {
    const before = searches();
    const first = await history();
    expect(first.orders.length).toBeGreaterThan(0);
    expect(searches()).toBe(before + 1);
    const again = await history(60_000);
    expect(again).toEqual(first);
    expect(searches()).toBe(before + 1);
  });

  it('searches again once an order of the franchise changed, and shows the change', async () => {
    const first = await history();
    const order = first.orders[0]!;
    const status = order.status === 1000 ? 900 : 1000;
    await gateway.db.query('UPDATE orders SET status = $2 WHERE id = $1', [order._id, status]);
    const before = searches();
    const next = await history();
    expect(searches()).toBe(before + 1);
    expect(next.orders.find((row) => row._id === order._id)?.status).toBe(status);
  });

  it('shows a renamed courier in the next answer, while a courier merely moving changes nothing', async () => {
    const first = await history();
    const row = first.orders.find((candidate) => candidate.courier);
    expect(row, 'a delivered order with its courier').toBeDefined();
    const courierId = row!.courier!.courier._id;
    const { version } = await readOrderHistoryVersion(gateway.db, owner.user.franchise._id);

    await gateway.db.query('UPDATE couriers SET status = status WHERE id = $1', [courierId]);
    expect((await readOrderHistoryVersion(gateway.db, owner.user.franchise._id)).version).toBe(version);

    await gateway.db.query("UPDATE couriers SET name = name || ' Renamed' WHERE id = $1", [courierId]);
    const next = await history();
    expect(next.orders.find((candidate) => candidate._id === row!._id)?.courier?.courier.name).toBe(`${row!.courier!.courier.name} Renamed`);
  });

  it("moves only the changed franchise's version on", async () => {
    const gb = await login(gateway.app, 'gbowner');
    const ours = await readOrderHistoryVersion(gateway.db, owner.user.franchise._id);
    const theirs = await readOrderHistoryVersion(gateway.db, gb.user.franchise._id);
    await gateway.db.query('UPDATE orders SET status = status WHERE id = (SELECT id FROM orders WHERE franchise_id = $1 LIMIT 1)', [gb.user.franchise._id]);
    expect((await readOrderHistoryVersion(gateway.db, owner.user.franchise._id)).version).toBe(ours.version);
    expect(BigInt((await readOrderHistoryVersion(gateway.db, gb.user.franchise._id)).version)).toBe(BigInt(theirs.version) + 1n);
  });
});
