// The running demo simulator sends a notification to every user of each franchise holding the
// role notification, every notificationEveryMs (0 here: on every tick; the test clock stands still), each on its own user's socket; a hand-driven
// tick (the browser tests' hook) sends none.
import { afterEach, expect, it } from 'vitest';
import { login } from './helpers';
import { connectSocket, eventually, startLiveGateway, type LiveGateway } from './live-helpers';

let gateway: LiveGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

const quiet = { ordersPerMinute: 0, cancelPerMinute: 0, pickerBreakPerMinute: 0 };
const countFor = async (live: LiveGateway, userId: string) =>
  (await live.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1`, [userId])).rows[0].n;

it('on its timer, notifies the users with the notification role, each on their own socket', async () => {
  gateway = await startLiveGateway({ simulator: { tickMs: 50, seed: 1, notificationEveryMs: 0, ...quiet } });
  const manager = await login(gateway.app, 'manager');
  const noroles = await login(gateway.app, 'noroles');
  const before = { manager: await countFor(gateway, manager.user._id), noroles: await countFor(gateway, noroles.user._id) };
  const socket = await connectSocket(gateway.url, { token: manager.accessToken }, '/');
  try {
    const event = await socket.waitFor((item) => item.event === 'notification', 10_000);
    expect(event.payload).toMatchObject({ franchiseUserId: manager.user._id, read: false });
    await eventually(async () => (await countFor(gateway!, manager.user._id)) > before.manager, 5000);
    expect(await countFor(gateway, noroles.user._id)).toBe(before.noroles);
  } finally {
    socket.close();
  }
}, 90_000);

it('sends none on a hand-driven tick', async () => {
  gateway = await startLiveGateway({ simulator: { tickMs: 50, seed: 1, autoStart: false, notificationEveryMs: 0, ...quiet } });
  const before = (await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications`)).rows[0].n;
  // notificationEveryMs 0: a timer's tick would send them every time
  await gateway.app.simulator!.tick({ seconds: 1, checkouts: false });
  await gateway.app.simulator!.tick({ seconds: 1, checkouts: false });
  expect((await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications`)).rows[0].n).toBe(before);
}, 90_000);
