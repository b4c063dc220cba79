// The running demo simulator sends a notification to every user of each franchise holding the
// role notification, every notificationEveryMs (0 here: on every tick; the test clock stands still), each on its own user's socket; a hand-driven
// tick (the browser tests' hook) sends none. The same for HQ's candidate moves: on the timer
// only (candidateMovesPerMinute huge here: every tick), each with its `hq` history row; and HQ's
// performance decisions (a DTS apology decided, a DDS objection answered: docs/dys.md).
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
const hqMoves = async (live: LiveGateway) =>
  (await live.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM record_history WHERE resource = 'candidates' AND action = 'hq' AND at > now() - interval '1 hour'`)).rows[0].n;
const EVERY_TICK = 1e9;
/** Records of `resource` HQ has moved in the last hour (its `hq` history rows). */
const hqRows = async (live: LiveGateway, resource: string) =>
  (await live.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM record_history WHERE resource = $1 AND action = 'hq' AND at > now() - interval '1 hour'`, [resource])).rows[0].n;

it('on its timer, notifies the users with the notification role, each on their own socket, HQ moves candidates and decides DTS apologies and DDS objections', async () => {
  gateway = await startLiveGateway({ simulator: { tickMs: 50, seed: 1, notificationEveryMs: 0, candidateMovesPerMinute: EVERY_TICK, performanceDecisionsPerMinute: EVERY_TICK, ...quiet } });
  const manager = await login(gateway.app, 'manager');
  const noroles = await login(gateway.app, 'noroles');
  const before = { manager: await countFor(gateway, manager.user._id), noroles: await countFor(gateway, noroles.user._id) };
  const socket = await connectSocket(gateway.url, { token: manager.accessToken }, '/');
  try {
    const event = await socket.waitFor((item) => item.event === 'notification', 10_000);
    expect(event.payload).toMatchObject({ franchiseUserId: manager.user._id, read: false });
    await eventually(async () => (await countFor(gateway!, manager.user._id)) > before.manager, 5000);
    expect(await countFor(gateway, noroles.user._id)).toBe(before.noroles);
    await eventually(async () => (await hqMoves(gateway!)) > 0, 5000);
    // the seed leaves DTS apologies and DDS objections waiting: HQ decides them, oldest first
    await eventually(async () => (await hqRows(gateway!, 'dts-records')) > 0 && (await hqRows(gateway!, 'dds-logs')) + (await hqRows(gateway!, 'dds100-logs')) > 0, 5000);
  } finally {
    socket.close();
  }
}, 90_000);

it('sends none and moves no candidate or performance record on a hand-driven tick', async () => {
  gateway = await startLiveGateway({
    simulator: { tickMs: 50, seed: 1, autoStart: false, notificationEveryMs: 0, candidateMovesPerMinute: EVERY_TICK, performanceDecisionsPerMinute: EVERY_TICK, ...quiet },
  });
  const before = (await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications`)).rows[0].n;
  const movesBefore = await hqMoves(gateway);
  // notificationEveryMs 0: a timer's tick would send them every time
  await gateway.app.simulator!.tick({ seconds: 1, checkouts: false });
  await gateway.app.simulator!.tick({ seconds: 1, checkouts: false });
  expect((await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications`)).rows[0].n).toBe(before);
  expect(await hqMoves(gateway)).toBe(movesBefore);
  expect(await hqRows(gateway, 'dts-records')).toBe(0);
}, 90_000);
