// TEST_HOOKS=on adds /api/test/orders (and /advance), /api/test/simulator/tick, /api/test/notifications and /api/test/candidates/{id}/hq-move for the browser tests; without
// it they do not exist, and with it they still need a session and act in the caller's franchise.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../gateway/app';
import { loadConfig } from '../../gateway/config';
import type { Db } from '../../gateway/db/db';
import { bearer, call, freshDb, json, login, testConfig } from './helpers';

let db: Db;
beforeAll(async () => {
  db = await freshDb();
});
afterAll(async () => {
  await db.close();
});

async function gateway(testHooks: boolean, simulator: boolean) {
  return buildApp({
    db,
    config: testConfig({ testHooks }),
    simulator: simulator ? { tickMs: 1000, seed: 5, autoStart: false, ordersPerMinute: 0, cancelPerMinute: 0, pickerBreakPerMinute: 0 } : undefined,
  });
}

it('TEST_HOOKS and SIMULATOR=manual are read from the environment; hooks are off by default', () => {
  const base = { JWT_SECRET: 'x'.repeat(40) };
  expect(loadConfig(base).testHooks).toBe(false);
  expect(loadConfig({ ...base, TEST_HOOKS: 'on', SIMULATOR: 'manual' })).toMatchObject({ testHooks: true, simulator: { enabled: true, autoStart: false } });
  expect(() => loadConfig({ ...base, TEST_HOOKS: 'maybe' })).toThrow(/TEST_HOOKS/);
});

it('without TEST_HOOKS the calls do not exist', async () => {
  const app = await gateway(false, true);
  const { accessToken } = await login(app, 'owner');
  expect((await call(app, accessToken, 'POST', '/api/test/orders', {})).statusCode).toBe(404);
  expect((await call(app, accessToken, 'POST', '/api/test/notifications', {})).statusCode).toBe(404);
  await app.close();
});

it('with TEST_HOOKS a signed-in caller sends a notification to itself, in its own franchise, pointing at one of its announcements', async () => {
  const app = await gateway(true, false);
  expect((await call(app, null, 'POST', '/api/test/notifications', {})).statusCode).toBe(401);
  const manager = await login(app, 'manager');
  const created = await call(app, manager.accessToken, 'POST', '/api/test/notifications', {});
  expect(created.statusCode, created.body).toBe(201);
  const { notificationId, announcementId } = json<{ notificationId: string; announcementId: string }>(created);
  const { rows } = await db.query<{ user_id: string; franchise_id: string; extras_url: string }>(
    `SELECT user_id, franchise_id, extras_url FROM notifications WHERE id = $1`,
    [notificationId],
  );
  expect(rows).toEqual([{ user_id: manager.user._id, franchise_id: manager.user.franchise._id, extras_url: `/announcement/list/${announcementId}` }]);
  const announcement = await db.query(`SELECT 1 FROM announcements WHERE id = $1 AND franchise_id = $2`, [announcementId, manager.user.franchise._id]);
  expect(announcement.rows).toHaveLength(1);
  const audit = json<{ announcementId: string | null }>(await call(app, manager.accessToken, 'POST', '/api/test/notifications', { link: 'audit' }));
  expect(audit.announcementId).toBeNull();
  await app.close();
});

it('with TEST_HOOKS a signed-in caller creates an order in its own franchise, and a tick advances the simulator', async () => {
  const app = await gateway(true, true);
  expect((await call(app, null, 'POST', '/api/test/orders', {})).statusCode).toBe(401);
  const owner = await login(app, 'owner');
  const created = await call(app, owner.accessToken, 'POST', '/api/test/orders', {});
  expect(created.statusCode).toBe(201);
  const { orderId } = json<{ orderId: string }>(created);
  const order = await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(owner.accessToken) });
  expect(order.statusCode).toBe(200);
  const { rows } = await db.query<{ franchise_id: string }>('SELECT franchise_id FROM orders WHERE id = $1', [orderId]);
  expect(rows[0].franchise_id).toBe(owner.user.franchise._id);
  const tick = await call(app, owner.accessToken, 'POST', '/api/test/simulator/tick', {});
  expect(tick.statusCode).toBe(200);
  expect(json(tick)).toHaveProperty('steps');
  await app.close();
});

it('with TEST_HOOKS but no simulator the calls answer 409', async () => {
  const app = await gateway(true, false);
  const { accessToken } = await login(app, 'owner');
  const response = await call(app, accessToken, 'POST', '/api/test/orders', {});
  expect(response.statusCode).toBe(409);
  expect(json(response)).toMatchObject({ code: 'SIMULATOR_OFF' });
  await app.close();
});

it('a test order goes to a store with a free courier, so it is active; with none free a courier off shift comes on, or else a new one joins', async () => {
  const app = await gateway(true, true);
  const owner = await login(app, 'owner');
  const franchiseId = owner.user.franchise._id;
  const { rows: saved } = await db.query<{ id: string; status: number; warehouse_id: string; is_logged_in: boolean; is_active: boolean }>(
    'SELECT id, status, warehouse_id, is_logged_in, is_active FROM couriers WHERE franchise_id = $1 ORDER BY warehouse_id, id',
    [franchiseId],
  );
  try {
    // every courier busy, one active courier off shift: that one comes on, free, and takes the order
    const offShift = saved.find((courier) => courier.is_active)!;
    await db.query('UPDATE couriers SET status = 200, is_logged_in = (id <> $2) WHERE franchise_id = $1', [franchiseId, offShift.id]);
    const called = await call(app, owner.accessToken, 'POST', '/api/test/orders', {});
    expect(called.statusCode, called.body).toBe(201);
    const { rows: calledOrder } = await db.query<{ warehouse_id: string; courier_id: string }>('SELECT warehouse_id, courier_id FROM orders WHERE id = $1', [
      json<{ orderId: string }>(called).orderId,
    ]);
    expect(calledOrder[0]).toEqual({ warehouse_id: offShift.warehouse_id, courier_id: offShift.id });

    // every courier at work and busy: a new courier joins the first store, free, and takes the order
    await db.query('UPDATE couriers SET status = 200, is_logged_in = true WHERE franchise_id = $1', [franchiseId]);
    const joined = await call(app, owner.accessToken, 'POST', '/api/test/orders', {});
    expect(joined.statusCode, joined.body).toBe(201);
    const { rows: joinedOrder } = await db.query<{ warehouse_id: string; phone: string; is_new: boolean }>(
      'SELECT o.warehouse_id, c.phone, NOT (c.id = ANY($2::text[])) AS is_new FROM orders o JOIN couriers c ON c.id = o.courier_id WHERE o.id = $1',
      [json<{ orderId: string }>(joined).orderId, saved.map((courier) => courier.id)],
    );
    expect(joinedOrder[0]).toMatchObject({ warehouse_id: [...saved].sort((a, b) => (a.warehouse_id < b.warehouse_id ? -1 : 1))[0].warehouse_id, is_new: true });
    expect(joinedOrder[0].phone).toMatch(/^5\d{9}$/);

    // one courier free, at the last store: the order goes there and is reserved (active)
    const lastStore = saved[saved.length - 1].warehouse_id;
    const free = saved.find((courier) => courier.warehouse_id === lastStore)!;
    await db.query('UPDATE couriers SET status = 100, is_active = true, is_logged_in = true WHERE id = $1', [free.id]);
    const created = await call(app, owner.accessToken, 'POST', '/api/test/orders', {});
    expect(created.statusCode).toBe(201);
    const { rows } = await db.query<{ warehouse_id: string; status: number; courier_id: string }>(
      'SELECT warehouse_id, status, courier_id FROM orders WHERE id = $1',
      [json<{ orderId: string }>(created).orderId],
    );
    expect(rows[0]).toEqual({ warehouse_id: lastStore, status: 350, courier_id: free.id });
  } finally {
    for (const courier of saved) await db.query('UPDATE couriers SET status = $2, is_logged_in = $3 WHERE id = $1', [courier.id, courier.status, courier.is_logged_in]);
    await app.close();
  }
});

it('a tick covers the simulated seconds it is given, and checkouts: false brings no new order', async () => {
  const app = await buildApp({
    db,
    config: testConfig({ testHooks: true }),
    simulator: { tickMs: 1000, seed: 9, autoStart: false, ordersPerMinute: 6, cancelPerMinute: 0, pickerBreakPerMinute: 0 },
  });
  const { accessToken } = await login(app, 'owner');
  const quiet = json<{ created: number }>(await call(app, accessToken, 'POST', '/api/test/simulator/tick', { seconds: 600, checkouts: false }));
  expect(quiet.created).toBe(0);
  // six orders a minute in each franchise: ten simulated minutes bring about sixty in each
  const busy = json<{ created: number }>(await call(app, accessToken, 'POST', '/api/test/simulator/tick', { seconds: 600 }));
  expect(busy.created).toBeGreaterThanOrEqual(100);
  for (const body of [{ seconds: -1 }, { seconds: 601 }, { seconds: 'ten' }, { checkouts: 'no' }, { speed: 2 }]) {
    const response = await call(app, accessToken, 'POST', '/api/test/simulator/tick', body);
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
    expect(json(response)).toMatchObject({ code: 'VALIDATION' });
  }
  await app.close();
});

it('a test makes its own states: an order late in its status, and an order stepped on to its way with its courier', async () => {
  // its own database: the earlier tests' busy ticks leave no courier free
  const own = await freshDb();
  const app = await buildApp({
    db: own,
    config: testConfig({ testHooks: true }),
    simulator: { tickMs: 1000, seed: 5, autoStart: false, ordersPerMinute: 0, cancelPerMinute: 0, pickerBreakPerMinute: 0 },
  });
  const owner = await login(app, 'owner');
  const gbowner = await login(app, 'gbowner');
  const lateOrder = await call(app, owner.accessToken, 'POST', '/api/test/orders', { minutesInStatus: 30 });
  expect(lateOrder.statusCode, lateOrder.body).toBe(201);
  const late = json<{ orderId: string }>(lateOrder).orderId;
  const problematic = json<{ orders: { _id: string }[] }>(await call(app, owner.accessToken, 'POST', '/api/orders/problematic', {}));
  expect(problematic.orders.map((order) => order._id)).toContain(late);

  const created = json<{ orderId: string }>(await call(app, owner.accessToken, 'POST', '/api/test/orders', {})).orderId;
  // another franchise's order is not found, whatever its id
  expect((await call(app, gbowner.accessToken, 'POST', `/api/test/orders/${created}/advance`, { status: 700 })).statusCode).toBe(404);
  // every picker on a break: one is called back to pick it
  await own.query('UPDATE pickers SET status = 200 WHERE franchise_id = $1', [owner.user.franchise._id]);
  const advanced = await call(app, owner.accessToken, 'POST', `/api/test/orders/${created}/advance`, { status: 700 });
  expect(advanced.statusCode, advanced.body).toBe(200);
  expect(json(advanced)).toEqual({ status: 700 });
  const { rows } = await own.query<{ status: number; courier_status: number; events: number[] }>(
    `SELECT o.status, c.status AS courier_status, (SELECT array_agg(e.event ORDER BY e.created_at, e.event) FROM order_events e WHERE e.order_id = o.id) AS events
     FROM orders o JOIN couriers c ON c.id = o.courier_id WHERE o.id = $1`,
    [created],
  );
  expect(rows[0].status).toBe(700);
  expect(rows[0].courier_status).toBe(700);
  expect(rows[0].events).toEqual(expect.arrayContaining([1000, 1400, 1800, 1850, 1900, 2200, 2300]));
  // on its way, a five-second step moves its courier
  const before = (await own.query<{ latitude: number; longitude: number }>('SELECT c.latitude, c.longitude FROM orders o JOIN couriers c ON c.id = o.courier_id WHERE o.id = $1', [created])).rows[0];
  await call(app, owner.accessToken, 'POST', '/api/test/simulator/tick', { seconds: 5, checkouts: false });
  const after = (await own.query<{ latitude: number; longitude: number }>('SELECT c.latitude, c.longitude FROM orders o JOIN couriers c ON c.id = o.courier_id WHERE o.id = $1', [created])).rows[0];
  expect(after).not.toEqual(before);
  for (const body of [{}, { status: 100 }, { status: 'on way' }, { status: 700, extra: 1 }]) {
    expect((await call(app, owner.accessToken, 'POST', `/api/test/orders/${created}/advance`, body)).statusCode, JSON.stringify(body)).toBe(400);
  }
  expect((await call(app, owner.accessToken, 'POST', '/api/test/orders', { minutesInStatus: 0 })).statusCode).toBe(400);
  await app.close();
  await own.close();
});

it("with TEST_HOOKS HQ moves one of the caller's candidates one step on, never another franchise's", async () => {
  const closed = await gateway(false, false);
  const owner0 = await login(closed, 'owner');
  expect((await call(closed, owner0.accessToken, 'POST', '/api/test/candidates/x/hq-move', {})).statusCode).toBe(404);
  await closed.close();

  const app = await gateway(true, false);
  const owner = await login(app, 'owner');
  const gbowner = await login(app, 'gbowner');
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM candidates WHERE franchise_id = $1 AND status = 3 ORDER BY id LIMIT 1`,
    [owner.user.franchise._id],
  );
  const id = rows[0]!.id;
  expect((await call(app, null, 'POST', `/api/test/candidates/${id}/hq-move`, {})).statusCode).toBe(401);
  expect((await call(app, gbowner.accessToken, 'POST', `/api/test/candidates/${id}/hq-move`, {})).statusCode).toBe(404);
  const moved = await call(app, owner.accessToken, 'POST', `/api/test/candidates/${id}/hq-move`, {});
  expect(moved.statusCode, moved.body).toBe(200);
  expect(json(moved)).toEqual({ status: 6 });
  const hired = await db.query<{ person_id: string | null }>(`SELECT person_id FROM candidates WHERE id = $1`, [id]);
  expect(hired.rows[0]!.person_id).toEqual(expect.any(String));
  // approved: nothing waits on HQ any more
  expect((await call(app, owner.accessToken, 'POST', `/api/test/candidates/${id}/hq-move`, {})).statusCode).toBe(404);
  await app.close();
});
