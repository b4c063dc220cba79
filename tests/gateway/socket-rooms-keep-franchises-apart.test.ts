// The realtime socket: only signed-in panels connect (the HTTP calls' token and session check),
// each hears its own franchise only, courier positions reach live-map pages only and come in
// batches, and a session that ends or moves franchise is followed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourierLocationPayload, NewCheckoutPayload, OrderStatusPayload } from '../../gateway/realtime/events';
import type { LoginResponse } from '../../src/domain/types';
import { call, login } from './helpers';
import { connectSocket, eventually, startLiveGateway, type LiveGateway, type RecordingSocket } from './live-helpers';

let gateway: LiveGateway;
const users: Record<'owner' | 'gbowner' | 'manager', LoginResponse> = {} as never;
const franchise = { tr1: '', gb: '' };
const opened: RecordingSocket[] = [];

const open = async (token: string, page?: string) => {
  const socket = await connectSocket(gateway.url, { token }, page);
  opened.push(socket);
  return socket;
};

beforeAll(async () => {
  gateway = await startLiveGateway({
    realtime: { locationBatchMs: 50, sessionCheckMs: 100 },
    simulator: { tickMs: 1000, seed: 3, autoStart: false, ordersPerMinute: 0, cancelPerMinute: 0, pickerBreakPerMinute: 0 },
  });
  for (const name of ['owner', 'gbowner', 'manager'] as const) users[name] = await login(gateway.app, name);
  franchise.tr1 = users.owner.user.franchise._id;
  franchise.gb = users.gbowner.user.franchise._id;
});
afterAll(async () => {
  for (const socket of opened) socket.close();
  await gateway?.close();
});

const orderStatus = (id: string, warehouse: string): OrderStatusPayload => ({
  _id: id,
  status: 500,
  statusUpdatedAt: new Date().toISOString(),
  domainType: 1,
  event: 1850,
  warehouse,
  courier: null,
  picker: null,
});

describe('connecting', () => {
  it('refuses a missing, malformed or forged token with UNAUTHORIZED', async () => {
    for (const auth of [undefined, {}, { token: 42 }, { token: 'not-a-jwt' }, { token: `${users.owner.accessToken}x` }]) {
      const refusal = await connectSocket(gateway.url, auth as Record<string, unknown> | undefined).then(
        () => null,
        (error: Error & { data?: { code: string } }) => error,
      );
      expect(refusal, JSON.stringify(auth)).not.toBeNull();
      expect(refusal!.message).toBe('UNAUTHORIZED');
      expect(refusal!.data).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('refuses the token of a session that was logged out', async () => {
    const session = await login(gateway.app, 'employee');
    expect((await call(gateway.app, session.accessToken, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    await expect(connectSocket(gateway.url, { token: session.accessToken })).rejects.toThrow('UNAUTHORIZED');
  });

  it('refuses an expired token with TOKEN_EXPIRED', async () => {
    const session = await login(gateway.app, 'employee');
    gateway.clock.advance(16 * 60 * 1000);
    try {
      await expect(connectSocket(gateway.url, { token: session.accessToken })).rejects.toThrow('TOKEN_EXPIRED');
    } finally {
      gateway.clock.advance(-16 * 60 * 1000);
    }
  });

  it('disconnects an open socket once its session is logged out', async () => {
    const session = await login(gateway.app, 'employee');
    const socket = await open(session.accessToken, '/map/live');
    const gone = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve));
    await call(gateway.app, session.accessToken, 'POST', '/api/auth/logout');
    expect(await gone).toBe('io server disconnect');
  });
});

describe('rooms', () => {
  it('a franchise hears its own order, checkout and picker events, never another franchise’s', async () => {
    const tr = await open(users.owner.accessToken, '/map/live');
    const gb = await open(users.gbowner.accessToken, '/map/live');
    const { realtime } = gateway.app;
    // events for both franchises, then a marker for each: on one connection events arrive in order,
    // so once a socket has its marker it has everything sent to it before
    realtime.orderStatusChanged(franchise.gb, orderStatus('gb-order', 'gb-store'));
    realtime.newCheckout(franchise.gb, { _id: 'gb-new' } as NewCheckoutPayload);
    realtime.pickerStatusChanged(franchise.gb, { _id: 'gb-picker' } as never);
    realtime.orderStatusChanged(franchise.tr1, orderStatus('tr-order', 'tr-store'));
    realtime.newCheckout(franchise.tr1, { _id: 'tr-new' } as NewCheckoutPayload);
    realtime.pickerStatusChanged(franchise.tr1, { _id: 'tr-picker' } as never);
    realtime.orderStatusChanged(franchise.tr1, orderStatus('tr-marker', 'tr-store'));
    realtime.orderStatusChanged(franchise.gb, orderStatus('gb-marker', 'gb-store'));
    await tr.waitFor((item) => (item.payload as { _id: string })._id === 'tr-marker');
    await gb.waitFor((item) => (item.payload as { _id: string })._id === 'gb-marker');

    const ids = (socket: RecordingSocket) => socket.received.map((item) => `${item.event} ${(item.payload as { _id: string })._id}`);
    expect(ids(tr)).toEqual([
      'market-order:status tr-order',
      'market-checkout:new tr-new',
      'statusChanged tr-picker',
      'market-order:status tr-marker',
    ]);
    expect(ids(gb)).toEqual([
      'market-order:status gb-order',
      'market-checkout:new gb-new',
      'statusChanged gb-picker',
      'market-order:status gb-marker',
    ]);
  });

  it('the simulator’s new orders reach only the franchise of their store', async () => {
    const tr = await open(users.manager.accessToken, '/commercial/order/active');
    const gb = await open(users.gbowner.accessToken, '/commercial/order/active');
    const simulator = gateway.app.simulator!;
    const gbOrder = await simulator.createOrder(franchise.gb);
    const trOrder = await simulator.createOrder(franchise.tr1);
    const status = (id: string | null) => (item: { event: string; payload: unknown }) =>
      item.event === 'market-order:status' && (item.payload as OrderStatusPayload)._id === id;
    await tr.waitFor(status(trOrder));
    await gb.waitFor(status(gbOrder));
    const seen = (socket: RecordingSocket) => socket.received.map((item) => (item.payload as { _id?: string })._id);
    expect(seen(tr)).not.toContain(gbOrder);
    expect(seen(gb)).not.toContain(trOrder);
    // a checkout that found a courier is announced as new, without customer fields
    const created = gb.received.find((item) => item.event === 'market-checkout:new');
    if (created) {
      expect(created.payload).toMatchObject({ _id: gbOrder, status: 350, warehouse: { warehouse: expect.any(String) } });
      expect(created.payload).not.toHaveProperty('client');
      expect((created.payload as NewCheckoutPayload).deliveryAddress).not.toHaveProperty('address');
    }
    const store = (await gateway.db.query<{ franchise_id: string }>(`SELECT franchise_id FROM orders WHERE id = $1`, [gbOrder])).rows[0];
    expect(store.franchise_id).toBe(franchise.gb);
  });

  it('sends courier positions to live-map pages only, batched: one event for many moves, the latest position winning', async () => {
    const map = await open(users.owner.accessToken, '/map/live');
    const mapV2 = await open(users.owner.accessToken, '/map/liveMapV2');
    const orders = await open(users.owner.accessToken, '/commercial/order/active');
    const gbMap = await open(users.gbowner.accessToken, '/map/live');
    const { realtime } = gateway.app;
    // Positions the simulator left pending in the previous test go out now; on PostgreSQL they
    // travel through the adapter and may reach the new sockets late, so a marker sent after them
    // (events arrive in order) says they are all in before the batch under test starts.
    realtime.flush();
    realtime.orderStatusChanged(franchise.tr1, orderStatus('before-batch', 'x'));
    realtime.orderStatusChanged(franchise.gb, orderStatus('before-batch', 'x'));
    const marker = (item: { payload: unknown }) => (item.payload as { _id?: string })._id === 'before-batch';
    await Promise.all([map, mapV2, orders, gbMap].map((socket) => socket.waitFor(marker)));
    const batches = (socket: RecordingSocket) => socket.received.filter((item) => item.event === 'courier:location');
    const earlier = batches(map).length;
    const earlierV2 = batches(mapV2).length;
    const earlierGb = batches(gbMap).length;
    for (let n = 0; n < 2000; n++) {
      realtime.courierMoved(franchise.tr1, { _id: `courier-${n % 500}`, lat: 41 + n / 1e5, lon: 29, status: 700 });
    }
    const batchAfter = async (socket: RecordingSocket, skip: number) => {
      await eventually(() => batches(socket).length > skip);
      return batches(socket)[skip];
    };
    const batch = await batchAfter(map, earlier);
    const payload = batch.payload as CourierLocationPayload;
    expect(payload.couriers).toHaveLength(500);
    expect(payload.couriers.find((courier) => courier._id === 'courier-7')).toEqual({ _id: 'courier-7', lat: 41 + 1507 / 1e5, lon: 29, status: 700 });
    expect(new Date(payload.at).toString()).not.toBe('Invalid Date');
    expect((await batchAfter(mapV2, earlierV2)).payload).toEqual(payload);
    // the marker trick again: an order event sent after the batch window
    await new Promise((resolve) => setTimeout(resolve, 120));
    realtime.orderStatusChanged(franchise.tr1, orderStatus('after-batch', 'x'));
    realtime.orderStatusChanged(franchise.gb, orderStatus('after-batch', 'x'));
    await orders.waitFor((item) => (item.payload as { _id: string })._id === 'after-batch');
    await gbMap.waitFor((item) => (item.payload as { _id: string })._id === 'after-batch');
    expect(map.received.filter((item) => item.event === 'courier:location')).toHaveLength(earlier + 1);
    expect(batches(mapV2)).toHaveLength(earlierV2 + 1);
    expect(orders.received.some((item) => item.event === 'courier:location')).toBe(false);
    expect(batches(gbMap)).toHaveLength(earlierGb);
  });

  it('a socket that changes page with the `page` event joins or leaves the courier positions', async () => {
    const socket = await open(users.owner.accessToken, '/commercial/order/active');
    socket.socket.emit('page', '/map/live');
    await eventually(async () => {
      gateway.app.realtime.courierMoved(franchise.tr1, { _id: 'page-test', lat: 41, lon: 29, status: 100 });
      gateway.app.realtime.flush();
      return socket.received.some((item) => item.event === 'courier:location');
    });
  });

  it('follows a franchise switch: after it, the socket hears the new franchise and not the old one', async () => {
    const session = await login(gateway.app, 'owner');
    const socket = await open(session.accessToken, '/map/live');
    const tr2 = session.user.franchises.find((item) => item._id !== franchise.tr1)!._id;
    const switched = await call(gateway.app, session.accessToken, 'PUT', `/api/users/${session.user._id}/franchise`, { franchise: tr2 });
    expect(switched.statusCode).toBe(200);
    await eventually(async () => {
      gateway.app.realtime.orderStatusChanged(tr2, orderStatus('tr2-order', 'x'));
      await new Promise((resolve) => setTimeout(resolve, 30));
      return socket.received.some((item) => (item.payload as { _id: string })._id === 'tr2-order');
    });
    const before = socket.received.length;
    gateway.app.realtime.orderStatusChanged(franchise.tr1, orderStatus('tr1-after-switch', 'x'));
    gateway.app.realtime.orderStatusChanged(tr2, orderStatus('tr2-marker', 'x'));
    await socket.waitFor((item) => (item.payload as { _id: string })._id === 'tr2-marker');
    expect(socket.received.slice(before).map((item) => (item.payload as { _id: string })._id)).toEqual(['tr2-marker']);
  });
});
