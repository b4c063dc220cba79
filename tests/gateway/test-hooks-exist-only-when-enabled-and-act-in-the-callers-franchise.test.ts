// TEST_HOOKS=on adds /api/test/orders and /api/test/simulator/tick for the browser tests; without
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

it('a test order goes to a store with a free courier, so it is active; with none free it answers 409 NO_FREE_COURIER', async () => {
  const app = await gateway(true, true);
  const owner = await login(app, 'owner');
  const franchiseId = owner.user.franchise._id;
  const { rows: saved } = await db.query<{ id: string; status: number; warehouse_id: string }>(
    'SELECT id, status, warehouse_id FROM couriers WHERE franchise_id = $1 ORDER BY warehouse_id, id',
    [franchiseId],
  );
  try {
    await db.query('UPDATE couriers SET status = 200 WHERE franchise_id = $1', [franchiseId]);
    const refused = await call(app, owner.accessToken, 'POST', '/api/test/orders', {});
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: 'NO_FREE_COURIER', message: 'No store of this franchise has a free courier right now.' });

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
    for (const courier of saved) await db.query('UPDATE couriers SET status = $2 WHERE id = $1', [courier.id, courier.status]);
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
