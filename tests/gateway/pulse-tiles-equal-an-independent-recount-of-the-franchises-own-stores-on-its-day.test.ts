// The pulse screen on the gateway (POST /pulse/stores, resources/performance/pulse-screen.ts,
// gateway/db/pulse.ts, docs/dys.md): every store of the caller's franchise and no other's, its
// figures equal to a recount by a query of this test's own over the seeded data (with a late
// order, a red basket and head office's new DTS and DDS records of today added), "today" being
// the franchise's day in its own zone (Istanbul's midnight is 21:00 UTC), and a user without the
// pulse_screen role refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDay } from '../../src/domain/dates';
import { DYS_PATHS } from '../../src/domain/paths';
import type { LoginResponse } from '../../src/domain/types';
import { fromZonedInput } from '../../src/domain/zonedTime';
import { logDdsPenalty } from '../../gateway/db/dds-logs';
import { recordDtsViolation } from '../../gateway/db/dts-records';
import { PROBLEMATIC_AFTER_MINUTES } from '../../gateway/orders/rules';
import { call, json, login, startGateway, TestClock, type TestGateway } from './helpers';

type Tile = Record<string, number | string | null> & { _id: string; warehouseName: string };
type Reply = { stores: Tile[]; totalCount: number; day: string; asOf: string };

const ZONE = 'Europe/Istanbul';
const MINUTE = 60_000;

let gateway: TestGateway;
let owner: LoginResponse;
let gbowner: LoginResponse;
let manager: LoginResponse;
let noroles: LoginResponse;

const pulse = async (token: string, body: Record<string, unknown> = {}) => call(gateway.app, token, 'POST', `/api${DYS_PATHS.pulse}`, { limit: 100, offset: 0, ...body });
const tilesOf = async (token = owner.accessToken, body: Record<string, unknown> = {}) => {
  const response = await pulse(token, body);
  expect(response.statusCode, response.body).toBe(200);
  return json<Reply>(response);
};
const ids = async (sql: string, params: unknown[]) => (await gateway.db.query<{ id: string }>(sql, params)).rows.map((row) => row.id);

/** The figures recounted store by store, each by a subquery of its own: the statuses as spec 4 numbers them, the day from the panel's own date code. */
async function recount(franchiseId: string, now: Date) {
  const day = calendarDay(now, ZONE);
  const start = new Date(fromZonedInput(`${day}T00:00`, ZONE)!);
  const end = new Date(start.getTime() + 24 * 60 * MINUTE); // Istanbul keeps UTC+3 all year
  const late = Object.entries(PROBLEMATIC_AFTER_MINUTES)
    .map(([status, minutes]) => `(${status}, ${minutes})`)
    .join(', ');
  const today = `o.warehouse_id = w.id AND o.created_at >= $3 AND o.created_at < $4`;
  const { rows } = await gateway.db.query<Tile>(
    `SELECT w.id AS "_id",
       (SELECT count(*) FROM orders o WHERE o.warehouse_id = w.id AND o.status IN (350, 375, 400, 500, 550, 600, 700, 800))::int AS "activeOrders",
       (SELECT count(*) FROM orders o JOIN (VALUES ${late}) AS rule(status, minutes) ON rule.status = o.status
         WHERE o.warehouse_id = w.id AND o.status_updated_at + rule.minutes * interval '1 minute' <= $2)::int AS "lateOrders",
       (SELECT count(*) FROM orders o WHERE ${today} AND o.status IN (900, 1000))::int AS "successfulOrders",
       (SELECT count(*) FROM orders o WHERE ${today} AND o.status IN (900, 1000) AND o.delivered_at > o.checkout_at + interval '30 minutes')::int AS "redBaskets",
       (SELECT count(*) FROM orders o WHERE ${today} AND (o.status IN (1100, 1200, 1300, 1400, 1500) OR o.error_code IS NOT NULL))::int AS "missedOrders",
       (SELECT round(avg(EXTRACT(EPOCH FROM o.delivered_at - o.checkout_at) / 60)::numeric, 1)::float8 FROM orders o WHERE ${today} AND o.status IN (900, 1000)) AS "avgDeliveryMinutes",
       (SELECT count(*) FROM couriers c WHERE c.warehouse_id = w.id AND c.is_active AND c.is_logged_in AND c.status = 100)::int AS "couriersFree",
       (SELECT count(*) FROM pickers p WHERE p.warehouse_id = w.id AND p.is_activated AND p.is_logged_in AND p.status = 300)::int AS "pickersPicking",
       (SELECT count(*) FROM dts_records r WHERE r.warehouse_id = w.id AND r.created_at >= $3 AND r.created_at < $4)::int AS "newDtsRecords",
       (SELECT count(*) FROM dds_penalty_logs l WHERE l.warehouse_id = w.id AND l.kind = 1 AND l.logged_at >= $3 AND l.logged_at < $4)::int AS "newDdsLogs"
     FROM warehouses w WHERE w.franchise_id = $1 ORDER BY w.id`,
    [franchiseId, now.toISOString(), start.toISOString(), end.toISOString()],
  );
  return { day, rows };
}

const RECOUNTED = ['activeOrders', 'lateOrders', 'successfulOrders', 'redBaskets', 'missedOrders', 'avgDeliveryMinutes', 'couriersFree', 'pickersPicking', 'newDtsRecords', 'newDdsLogs'];

/** Moves a delivered order to have been placed at `created`, checked out a minute on and delivered `minutes` after checkout. */
async function deliveredAt(orderId: string, created: Date, minutes: number) {
  const checkout = new Date(created.getTime() + MINUTE);
  await gateway.db.query(`UPDATE orders SET created_at = $2, checkout_at = $3, delivered_at = $4, status_updated_at = $4 WHERE id = $1`, [
    orderId,
    created.toISOString(),
    checkout.toISOString(),
    new Date(checkout.getTime() + minutes * MINUTE).toISOString(),
  ]);
}

const realNow = new Date();
/** The UTC day `days` after today, `YYYY-MM-DD`. */
const daysOn = (days: number) => new Date(realNow.getTime() + days * 24 * 60 * MINUTE).toISOString().slice(0, 10);

/** The gateway's clock at `instant`, and the owner signed in then (a session's tokens follow the same clock). */
async function signInAt(instant: Date): Promise<string> {
  gateway.clock.current = instant;
  return (await login(gateway.app, 'owner')).accessToken;
}

beforeAll(async () => {
  gateway = await startGateway({ clock: new TestClock(realNow) });
  [owner, gbowner, manager, noroles] = await Promise.all(['owner', 'gbowner', 'manager', 'noroles'].map((name) => login(gateway.app, name)));
});
afterAll(async () => {
  await gateway?.close();
});

describe('the pulse screen', () => {
  it('shows every store of the franchise, each figure equal to an independent recount of today', async () => {
    const franchiseId = owner.user.franchise._id;
    // noon in Istanbul two days on, past every seeded order: the day holds only what is made here
    const now = new Date(`${daysOn(2)}T09:00:00Z`);
    const token = await signInAt(now);
    const [store] = await ids(`SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [franchiseId]);
    // what a busy day brings: an order stuck in its status, a slow delivery, head office's records
    const [active] = await ids(`SELECT id FROM orders WHERE warehouse_id = $1 AND status = 500 ORDER BY id LIMIT 1`, [store]);
    if (active) await gateway.db.query(`UPDATE orders SET status_updated_at = $2 WHERE id = $1`, [active, new Date(now.getTime() - 20 * MINUTE).toISOString()]);
    const [delivered] = await ids(`SELECT id FROM orders WHERE warehouse_id = $1 AND status IN (900, 1000) ORDER BY id LIMIT 1`, [store]);
    await deliveredAt(delivered!, new Date(now.getTime() - 50 * MINUTE), 45);
    await recordDtsViolation(gateway.db, franchiseId, { id: 'pulse-dts-today', warehouseId: store, language: 'tr' });
    await gateway.db.query(`UPDATE dts_records SET created_at = $2 WHERE id = $1`, ['pulse-dts-today', new Date(now.getTime() - 60 * MINUTE).toISOString()]);
    await logDdsPenalty(gateway.db, franchiseId, { id: 'pulse-dds-today', kind: 1, warehouseId: store, language: 'tr', now });
    // a DDS100 log is the older score's: not a new DDS record
    await logDdsPenalty(gateway.db, franchiseId, { id: 'pulse-dds100-today', kind: 2, warehouseId: store, language: 'tr', now });

    const reply = await tilesOf(token);
    const expected = await recount(franchiseId, now);
    expect(reply.day).toBe(expected.day);
    expect(reply.asOf).toBe(now.toISOString());
    expect(reply.totalCount).toBe(expected.rows.length);
    expect(reply.stores.map((tile) => tile._id).sort()).toEqual(expected.rows.map((row) => row._id));
    for (const row of expected.rows) {
      const tile = reply.stores.find((one) => one._id === row._id)!;
      for (const figure of RECOUNTED) expect(tile[figure], `${tile.warehouseName} ${figure}`).toBe(row[figure]);
    }
    expect(reply.stores.find((tile) => tile._id === store)).toMatchObject({ successfulOrders: 1, redBaskets: 1, avgDeliveryMinutes: 45, newDtsRecords: 1, newDdsLogs: 1 });
    if (active) expect(reply.stores.find((tile) => tile._id === store)!.lateOrders).toBeGreaterThanOrEqual(1);
    // the seed's live franchise: orders on their way and people at work
    expect(reply.stores.reduce((sum, tile) => sum + Number(tile.activeOrders), 0)).toBeGreaterThan(0);
    expect(reply.stores.reduce((sum, tile) => sum + Number(tile.couriersFree) + Number(tile.couriersDelivering) + Number(tile.couriersReturning) + Number(tile.couriersBusy), 0)).toBeGreaterThan(0);
    // the stores in Turkish order, by name
    const names = reply.stores.map((tile) => tile.warehouseName);
    expect(names).toEqual([...names].sort(new Intl.Collator('tr').compare));
  });

  it('counts the franchise’s day: in Istanbul a new day starts at 21:00 UTC', async () => {
    const franchiseId = owner.user.franchise._id;
    const [store] = await ids(`SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id DESC LIMIT 1`, [franchiseId]);
    const [before, after] = await ids(`SELECT id FROM orders WHERE warehouse_id = $1 AND status IN (900, 1000) ORDER BY id DESC LIMIT 2`, [store]);
    // three days on, past every seeded order: one order placed just before Istanbul's midnight, one just after
    const day = daysOn(3);
    const midnight = new Date(`${day}T21:00:00Z`);
    await deliveredAt(before!, new Date(midnight.getTime() - 10 * MINUTE), 2);
    await deliveredAt(after!, new Date(midnight.getTime() + 10 * MINUTE), 14);

    const evening = await tilesOf(await signInAt(new Date(midnight.getTime() - 5 * MINUTE)));
    expect(evening.day).toBe(day);
    expect(evening.stores.find((tile) => tile._id === store)).toMatchObject({ successfulOrders: 1, avgDeliveryMinutes: 2 });

    const night = await tilesOf(await signInAt(new Date(midnight.getTime() + 30 * MINUTE)));
    expect(night.day).toBe(daysOn(4));
    expect(night.stores.find((tile) => tile._id === store)).toMatchObject({ successfulOrders: 1, avgDeliveryMinutes: 14, redBaskets: 0 });
    // nothing else happened on that day
    for (const tile of night.stores.filter((one) => one._id !== store)) expect(tile.successfulOrders, tile.warehouseName).toBe(0);
  });

  it('never shows another franchise’s stores, not even when asked for one by id', async () => {
    gateway.clock.current = realNow;
    const tr1 = await ids(`SELECT id FROM warehouses WHERE franchise_id = $1`, [owner.user.franchise._id]);
    const gb = await ids(`SELECT id FROM warehouses WHERE franchise_id = $1`, [gbowner.user.franchise._id]);
    const others = await ids(`SELECT id FROM warehouses WHERE franchise_id <> $1`, [owner.user.franchise._id]);
    expect(others.length).toBeGreaterThan(0);
    expect((await tilesOf()).stores.map((tile) => tile._id).sort()).toEqual([...tr1].sort());
    expect((await tilesOf(gbowner.accessToken)).stores.map((tile) => tile._id).sort()).toEqual([...gb].sort());
    // a store of the owner's is picked; another franchise's, guessed, gives nothing
    expect((await tilesOf(owner.accessToken, { warehouseIds: [tr1[0]] })).stores.map((tile) => tile._id)).toEqual([tr1[0]]);
    const guessed = await tilesOf(gbowner.accessToken, { warehouseIds: [tr1[0]] });
    expect(guessed).toMatchObject({ stores: [], totalCount: 0 });
  });

  it('is refused with 403 to a user without the pulse_screen role, and without a token', async () => {
    gateway.clock.current = realNow;
    for (const user of [manager, noroles]) {
      const refused = await pulse(user.accessToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('warehouseName');
    }
    const anonymous = await call(gateway.app, null, 'POST', `/api${DYS_PATHS.pulse}`, { limit: 100, offset: 0 });
    expect(anonymous.statusCode).toBe(401);
  });
});
