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
