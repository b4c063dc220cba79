// Notifications and announcements (spec 7): each caller reads and marks only their own
// notifications in the session's franchise, announcements carry the caller's read state, the
// roles notification / announcement are asked for, bad input answers 400, and the realtime
// notification event reaches the sockets of its own user only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement, NotificationFilterReply } from '../../src/domain/notifications';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login } from './helpers';
import { connectSocket, startLiveGateway, type LiveGateway, type RecordingSocket } from './live-helpers';

let gateway: LiveGateway;
const users = {} as Record<'owner' | 'manager' | 'gbowner' | 'noroles' | 'firstlogin', LoginResponse>;
const opened: RecordingSocket[] = [];

beforeAll(async () => {
  gateway = await startLiveGateway({ testHooks: true, realtime: { sessionCheckMs: 60_000 } });
  for (const name of ['owner', 'manager', 'gbowner', 'noroles', 'firstlogin'] as const) users[name] = await login(gateway.app, name);
});
afterAll(async () => {
  for (const socket of opened) socket.close();
  await gateway?.close();
});

const filter = async (token: string, query = '') => {
  const response = await call(gateway.app, token, 'GET', `/api/notification/filter${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<NotificationFilterReply>(response);
};
const unread = async (token: string, area: 'notification' | 'announcement') =>
  json<{ count: number }>(await call(gateway.app, token, 'GET', `/api/${area}/unread/count`)).count;

describe('notifications', () => {
  it('lists the caller’s own, newest first, pages them and filters the unread ones', async () => {
    const all = await filter(users.owner.accessToken);
    expect(all.notifications.length).toBeGreaterThan(3);
    expect(all.totalCount).toBe(all.notifications.length);
    for (const notification of all.notifications) expect(notification.franchiseUserId).toBe(users.owner.user._id);
    const times = all.notifications.map((notification) => notification.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const first = all.notifications[0];
    expect(first.title.en).toBeTruthy();
    expect(first.title.tr).toBeTruthy();
    expect(JSON.parse(first.content)).toMatchObject({ courierNotificationService: { notificationId: first._id } });

    const page = await filter(users.owner.accessToken, '?limit=2&offset=1');
    expect(page.notifications.map((notification) => notification._id)).toEqual(all.notifications.slice(1, 3).map((notification) => notification._id));
    expect(page.totalCount).toBe(all.totalCount);

    const unreadOnly = await filter(users.owner.accessToken, '?unreadOnly=true');
    expect(unreadOnly.notifications.length).toBeGreaterThan(0);
    expect(unreadOnly.notifications.every((notification) => !notification.read)).toBe(true);
    expect(await unread(users.owner.accessToken, 'notification')).toBe(unreadOnly.totalCount);
  });

  it('mark-read touches only the caller’s own: another user’s ids are ignored and stay unread', async () => {
    const own = (await filter(users.owner.accessToken, '?unreadOnly=true')).notifications[0]._id;
    const others = (await filter(users.manager.accessToken, '?unreadOnly=true')).notifications.map((notification) => notification._id);
    const managerBefore = await unread(users.manager.accessToken, 'notification');
    const ownerBefore = await unread(users.owner.accessToken, 'notification');

    const response = await call(gateway.app, users.owner.accessToken, 'PUT', '/api/notification/mark-read', { notificationIds: [own, ...others] });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ success: true });
    expect(await unread(users.owner.accessToken, 'notification')).toBe(ownerBefore - 1);
    expect(await unread(users.manager.accessToken, 'notification')).toBe(managerBefore);
    const { rows } = await gateway.db.query<{ unread: number }>(`SELECT count(*)::int AS unread FROM notifications WHERE id = ANY($1::text[]) AND NOT read`, [others]);
    expect(rows[0].unread).toBe(others.length);

    // another franchise's user naming them changes nothing either
    await call(gateway.app, users.gbowner.accessToken, 'PUT', '/api/notification/mark-read', { notificationIds: others });
    expect(await unread(users.manager.accessToken, 'notification')).toBe(managerBefore);
  });

  it('are the session franchise’s: the owner working in the second franchise sees none of the first’s', async () => {
    const tr1Ids = new Set((await filter(users.owner.accessToken)).notifications.map((notification) => notification._id));
    const session = await login(gateway.app, 'owner');
    const franchises = await gateway.db.query<{ franchise_id: string }>(
      `SELECT franchise_id FROM user_franchises WHERE user_id = $1 AND franchise_id <> $2`,
      [session.user._id, session.user.franchise._id],
    );
    const switched = await call(gateway.app, session.accessToken, 'PUT', `/api/users/${session.user._id}/franchise`, { franchise: franchises.rows[0].franchise_id });
    expect(switched.statusCode, switched.body).toBe(200);
    const tr2 = await filter(session.accessToken);
    expect(tr2.notifications.length).toBeGreaterThan(0);
    for (const notification of tr2.notifications) expect(tr1Ids.has(notification._id)).toBe(false);
  });
});

describe('announcements', () => {
  it('lists the franchise’s with the caller’s read state; reading one lowers the unread count once', async () => {
    const list = json<{ announcements: Announcement[] }>(await call(gateway.app, users.manager.accessToken, 'GET', '/api/announcement/list')).announcements;
    expect(list.length).toBe(4);
    expect(list[0].text.en).toContain('<');
    const before = await unread(users.manager.accessToken, 'announcement');
    expect(before).toBe(list.filter((announcement) => !announcement.read).length);
    const target = list.find((announcement) => !announcement.read)!;
    for (let i = 0; i < 2; i++) {
      const response = await call(gateway.app, users.manager.accessToken, 'POST', '/api/announcement/mark-read', { announcementId: target._id });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await unread(users.manager.accessToken, 'announcement')).toBe(before - 1);
    // the read state is the manager's alone
    const ownerList = json<{ announcements: Announcement[] }>(await call(gateway.app, users.owner.accessToken, 'GET', '/api/announcement/list')).announcements;
    expect(ownerList.find((announcement) => announcement._id === target._id)!.read).toBe(false);
  });

  it('refuses to mark another franchise’s announcement (404) and leaves it unread', async () => {
    const gbList = json<{ announcements: Announcement[] }>(await call(gateway.app, users.gbowner.accessToken, 'GET', '/api/announcement/list')).announcements;
    const response = await call(gateway.app, users.manager.accessToken, 'POST', '/api/announcement/mark-read', { announcementId: gbList[0]._id });
    expect(response.statusCode).toBe(404);
    const { rows } = await gateway.db.query(`SELECT 1 FROM announcement_reads WHERE announcement_id = $1`, [gbList[0]._id]);
    expect(rows).toHaveLength(0);
  });
});

describe('access and input', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/notification/filter'],
    ['GET', '/api/notification/unread/count'],
    ['PUT', '/api/notification/mark-read', { notificationIds: ['abc'] }],
    ['GET', '/api/announcement/list'],
    ['POST', '/api/announcement/mark-read', { announcementId: 'abc' }],
    ['GET', '/api/announcement/unread/count'],
  ];

  it('refuses a user without the role (403) and a caller without a token (401)', async () => {
    for (const [method, url, body] of calls) {
      expect((await call(gateway.app, users.noroles.accessToken, method as 'GET', url, body)).statusCode, url).toBe(403);
      expect((await call(gateway.app, null, method as 'GET', url, body)).statusCode, url).toBe(401);
    }
  });

  it('answers 400 with a message to malformed input', async () => {
    const bad: [string, string, unknown?][] = [
      ['GET', '/api/notification/filter?limit=1000'],
      ['GET', '/api/notification/filter?unreadOnly=perhaps'],
      ['GET', '/api/notification/filter?offset=-1'],
      ['GET', '/api/notification/unread/count?x=1'],
      ['PUT', '/api/notification/mark-read', { notificationIds: [] }],
      ['PUT', '/api/notification/mark-read', { notificationIds: 'abc' }],
      ['PUT', '/api/notification/mark-read', { notificationIds: ['a b'] }],
      ['PUT', '/api/notification/mark-read', {}],
      ['POST', '/api/announcement/mark-read', {}],
      ['POST', '/api/announcement/mark-read', { announcementId: 42 }],
    ];
    for (const [method, url, body] of bad) {
      const response = await call(gateway.app, users.owner.accessToken, method as 'GET', url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(json(response).message, url).toBeTruthy();
    }
  });
});

describe('the notification event', () => {
  const open = async (token: string) => {
    const socket = await connectSocket(gateway.url, { token }, '/');
    opened.push(socket);
    return socket;
  };
  const isNotification = (id: string) => (item: { event: string; payload: unknown }) =>
    item.event === 'notification' && (item.payload as { _id: string })._id === id;

  it('reaches only the sockets of the user it belongs to', async () => {
    const manager = await open(users.manager.accessToken);
    const managerAgain = await open((await login(gateway.app, 'manager')).accessToken);
    const owner = await open(users.owner.accessToken);
    const gbowner = await open(users.gbowner.accessToken);

    const created = await call(gateway.app, users.manager.accessToken, 'POST', '/api/test/notifications', {});
    expect(created.statusCode, created.body).toBe(201);
    const { notificationId, announcementId } = json<{ notificationId: string; announcementId: string }>(created);
    const arrived = await manager.waitFor(isNotification(notificationId));
    await managerAgain.waitFor(isNotification(notificationId));
    expect(arrived.payload).toMatchObject({ franchiseUserId: users.manager.user._id, read: false, extras: { url: `/announcement/list/${announcementId}` } });

    // a marker for the owner: once it is in, the manager's event would have been too
    const marker = json<{ notificationId: string }>(await call(gateway.app, users.owner.accessToken, 'POST', '/api/test/notifications', { link: 'audit' })).notificationId;
    await owner.waitFor(isNotification(marker));
    expect(owner.received.filter((item) => item.event === 'notification').map((item) => (item.payload as { _id: string })._id)).toEqual([marker]);
    expect(manager.received.some(isNotification(marker))).toBe(false);
    expect(gbowner.received.filter((item) => item.event === 'notification')).toEqual([]);
  });

  it('never reaches a user without the notification role or who must change the password', async () => {
    const noroles = await open(users.noroles.accessToken);
    const firstlogin = await open(users.firstlogin.accessToken).catch(() => null);
    const owner = await open(users.owner.accessToken);
    // sent as the gateway sends any notification of theirs (the hook itself refuses the one who must change the password)
    const template = (await filter(users.owner.accessToken, '?limit=1')).notifications[0];
    for (const name of ['noroles', 'firstlogin'] as const) {
      gateway.app.realtime.notificationCreated(users[name].user.franchise._id, { ...template, _id: `for-${name}`, franchiseUserId: users[name].user._id });
    }
    const marker = json<{ notificationId: string }>(await call(gateway.app, users.owner.accessToken, 'POST', '/api/test/notifications', {})).notificationId;
    await owner.waitFor(isNotification(marker));
    expect(noroles.received.filter((item) => item.event === 'notification')).toEqual([]);
    expect(firstlogin?.received.filter((item) => item.event === 'notification') ?? []).toEqual([]);
  });
});
