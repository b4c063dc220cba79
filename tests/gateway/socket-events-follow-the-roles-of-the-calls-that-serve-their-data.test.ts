// Every realtime event reaches a socket only when its user may read the same data over HTTP
// (gateway/auth/call-rules.ts): order events with a role of the order, live-map or sticky-widget
// calls; picker events with a picker-list role; courier positions with a courier-filter role, on a
// live-map page only; the pulse screen's counts-only event with its role, on that screen only (so a
// user holding only that role hears that something moved, never what). A user without roles hears
// nothing, and a role taken away from an open socket's user stops its events at the socket's next
// session check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '../../gateway/realtime/events';
import type { LoginResponse } from '../../src/domain/types';
import { login } from './helpers';
import { connectSocket, startLiveGateway, type LiveGateway, type RecordingSocket } from './live-helpers';

let gateway: LiveGateway;
let franchiseId: string;
let managerId: string;
const opened: RecordingSocket[] = [];

beforeAll(async () => {
  gateway = await startLiveGateway({ realtime: { locationBatchMs: 20, sessionCheckMs: 100 } });
  const manager = await login(gateway.app, 'manager');
  franchiseId = manager.user.franchise._id;
  managerId = manager.user._id;
});
afterAll(async () => {
  for (const socket of opened) socket.close();
  await gateway?.close();
});

async function giveRoles(roles: string[]): Promise<void> {
  await gateway.db.query('DELETE FROM user_roles WHERE user_id = $1', [managerId]);
  for (const role of roles) {
    await gateway.db.query(`INSERT INTO user_roles (user_id, role_key, permissions) VALUES ($1, $2, '{read}')`, [managerId, role]);
  }
}

/** One event of each kind for the manager's franchise, then what the socket heard after a moment. */
async function heardBy(socket: RecordingSocket): Promise<string[]> {
  socket.received.length = 0;
  const { realtime } = gateway.app;
  realtime.orderStatusChanged(franchiseId, { _id: 'o1', status: 400, statusUpdatedAt: new Date().toISOString(), domainType: 1, event: 1800, warehouse: 'w', courier: null, picker: null });
  realtime.newCheckout(franchiseId, { _id: 'o2' } as never);
  realtime.pickerStatusChanged(franchiseId, { _id: 'p1' } as never);
  realtime.courierMoved(franchiseId, { _id: 'c1', lat: 41, lon: 29, status: 700 });
  realtime.flush();
  await new Promise((resolve) => setTimeout(resolve, 300));
  return [...new Set(socket.received.map((item) => item.event))].sort();
}

async function openAs(page: string): Promise<RecordingSocket> {
  const session: LoginResponse = await login(gateway.app, 'manager');
  const socket = await connectSocket(gateway.url, { token: session.accessToken }, page);
  opened.push(socket);
  return socket;
}

const ORDERS = [REALTIME_EVENTS.orderStatus, REALTIME_EVENTS.newCheckout];
const PICKERS = [REALTIME_EVENTS.pickerStatus];
const COURIERS = [REALTIME_EVENTS.courierLocation];
const PULSE = [REALTIME_EVENTS.pulse];

describe.each([
  { roles: [], page: '/map/live', hears: [] },
  { roles: ['announcement', 'notification'], page: '/map/live', hears: [] },
  { roles: ['order'], page: '/map/live', hears: ORDERS },
  { roles: ['sticky_button_widget'], page: '/commercial/order/past', hears: [...ORDERS, ...PICKERS] },
  { roles: ['picker_program'], page: '/map/live', hears: PICKERS },
  { roles: ['vehicle'], page: '/map/live', hears: COURIERS },
  { roles: ['vehicle'], page: '/fleet/vehicle/list', hears: [] },
  { roles: ['live_map'], page: '/map/live', hears: [...ORDERS, ...COURIERS] },
  { roles: ['live_map'], page: '/commercial/order/active', hears: ORDERS },
  { roles: ['pulse_screen'], page: '/dys/pulse-screen', hears: PULSE },
  { roles: ['pulse_screen'], page: '/dys/summary', hears: [] },
  { roles: ['pulse_screen', 'order'], page: '/dys/pulse-screen', hears: [...ORDERS, ...PULSE] },
])('a user with roles $roles on $page', ({ roles, page, hears }) => {
  it(`hears ${hears.length ? hears.join(', ') : 'nothing'}`, async () => {
    await giveRoles(roles);
    const socket = await openAs(page);
    expect(await heardBy(socket)).toEqual([...hears].sort());
  });
});

it('the pulse event says only when: a burst of order and picker events is one event per batch, without their details', async () => {
  await giveRoles(['pulse_screen']);
  const socket = await openAs('/dys/pulse-screen');
  socket.received.length = 0;
  const { realtime } = gateway.app;
  for (let index = 0; index < 20; index++) realtime.pickerStatusChanged(franchiseId, { _id: `p${index}` } as never);
  realtime.flush();
  // another franchise's moves reach no socket of this one
  realtime.newCheckout('another-franchise', { _id: 'o9' } as never);
  realtime.flush();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(socket.received.map((item) => item.event)).toEqual([REALTIME_EVENTS.pulse]);
  expect(Object.keys(socket.received[0]!.payload as object)).toEqual(['at']);
});

it('a role taken away from an open socket user stops its events at the next session check; one granted opens them', async () => {
  await giveRoles(['live_map']);
  const socket = await openAs('/map/live');
  expect(await heardBy(socket)).toEqual([...ORDERS, ...COURIERS].sort());
  await giveRoles(['picker_program']);
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(await heardBy(socket)).toEqual(PICKERS);
  expect(socket.socket.connected).toBe(true);
});
