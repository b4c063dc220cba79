// The browser tests make a lost order on demand, as the simulator would: POST /api/test/orders
// with aborted: true is a checkout that fails for want of a courier (status 200, error 1370),
// and advancing an order to 1200 has its client cancel it (a missed order, its courier free
// again); both are announced on the franchise's socket like any status change.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '../../gateway/realtime/events';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login } from './helpers';
import { connectSocket, startLiveGateway, type LiveGateway, type RecordingSocket } from './live-helpers';

let gateway: LiveGateway;
let owner: LoginResponse;
let socket: RecordingSocket;

beforeAll(async () => {
  gateway = await startLiveGateway({
    testHooks: true,
    simulator: { tickMs: 1000, seed: 3, autoStart: false, ordersPerMinute: 0, cancelPerMinute: 0, pickerBreakPerMinute: 0 },
  });
  owner = await login(gateway.app, 'owner');
  socket = await connectSocket(gateway.url, { token: owner.accessToken }, '/commercial/order/active');
});
afterAll(async () => {
  socket?.close();
  await gateway?.close();
});

const statusEvent = (orderId: string, status: number) =>
  socket.waitFor((item) => item.event === REALTIME_EVENTS.orderStatus && (item.payload as { _id: string; status: number })._id === orderId && (item.payload as { status: number }).status === status);

it('aborted: true makes a checkout that failed for want of a courier, announced with its store', async () => {
  const response = await call(gateway.app, owner.accessToken, 'POST', '/api/test/orders', { aborted: true });
  expect(response.statusCode, response.body).toBe(201);
  const { orderId } = json<{ orderId: string }>(response);
  const { rows } = await gateway.db.query<{ status: number; error_code: number; courier_id: string | null; franchise_id: string; warehouse_id: string }>(
    'SELECT status, error_code, courier_id, franchise_id, warehouse_id FROM orders WHERE id = $1',
    [orderId],
  );
  expect(rows[0]).toMatchObject({ status: 200, error_code: 1370, courier_id: null, franchise_id: owner.user.franchise._id });
  const heard = await statusEvent(orderId, 200);
  expect(heard.payload).toMatchObject({ _id: orderId, status: 200, event: 1200, warehouse: rows[0].warehouse_id, courier: null });
  // an aborted order never entered the active list: it cannot be advanced
  expect((await call(gateway.app, owner.accessToken, 'POST', `/api/test/orders/${orderId}/advance`, { status: 400 })).statusCode).toBe(404);
});

it('advancing to 1200 has the client cancel the order: missed, its courier free, announced', async () => {
  const { orderId } = json<{ orderId: string }>(await call(gateway.app, owner.accessToken, 'POST', '/api/test/orders', {}));
  await call(gateway.app, owner.accessToken, 'POST', `/api/test/orders/${orderId}/advance`, { status: 500 });
  const response = await call(gateway.app, owner.accessToken, 'POST', `/api/test/orders/${orderId}/advance`, { status: 1200 });
  expect(response.statusCode, response.body).toBe(200);
  expect(json(response)).toEqual({ status: 1200 });
  const { rows } = await gateway.db.query<{ status: number; canceled: boolean; courier_status: number; events: number[] }>(
    `SELECT o.status, o.canceled_at IS NOT NULL AS canceled, c.status AS courier_status,
       (SELECT array_agg(e.event ORDER BY e.created_at, e.event) FROM order_events e WHERE e.order_id = o.id) AS events
     FROM orders o JOIN couriers c ON c.id = o.courier_id WHERE o.id = $1`,
    [orderId],
  );
  expect(rows[0]).toMatchObject({ status: 1200, canceled: true, courier_status: 100 });
  expect(rows[0].events).toContain(1100); // the cancel event (the test clock stands still: order by time alone says nothing)
  expect((await statusEvent(orderId, 1200)).payload).toMatchObject({ _id: orderId, status: 1200, event: 1100 });
  // once canceled it is no longer active
  expect((await call(gateway.app, owner.accessToken, 'POST', `/api/test/orders/${orderId}/advance`, { status: 1200 })).statusCode).toBe(404);
});

it('refuses other endings and a malformed aborted flag', async () => {
  const { orderId } = json<{ orderId: string }>(await call(gateway.app, owner.accessToken, 'POST', '/api/test/orders', {}));
  for (const status of [1100, 1300, 1001, 200]) {
    expect((await call(gateway.app, owner.accessToken, 'POST', `/api/test/orders/${orderId}/advance`, { status })).statusCode, String(status)).toBe(400);
  }
  expect((await call(gateway.app, owner.accessToken, 'POST', '/api/test/orders', { aborted: 'yes' })).statusCode).toBe(400);
});
