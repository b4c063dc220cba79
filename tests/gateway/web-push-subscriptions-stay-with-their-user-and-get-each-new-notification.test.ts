// Web Push (spec: device token; issue 13): PUT /auth/webDeviceInfo keeps the browser's
// subscription per user and franchise; an endpoint another user holds cannot be taken over; every
// new notification is pushed (encrypted by web-push, VAPID-signed) to its own user's
// subscriptions only; a subscription the push service reports gone (410) is deleted after a send;
// a push service that cannot be reached changes nothing but a log line. The push service is a
// local fake (tests/gateway/fakePushService.ts): no internet needed.
import { createPublicKey, createVerify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage, WebPushKeyReply } from '../../src/domain/push';
import type { LoginResponse } from '../../src/domain/types';
import { FakePushService, type FakeDevice } from './fakePushService';
import { call, json, login, startGateway, testConfig, type TestGateway } from './helpers';

let gateway: TestGateway;
let pushService: FakePushService;
const users = {} as Record<'owner' | 'manager', LoginResponse>;

beforeAll(async () => {
  pushService = await new FakePushService().start();
  gateway = await startGateway({ config: testConfig({ testHooks: true }) });
  for (const name of ['owner', 'manager'] as const) users[name] = await login(gateway.app, name);
});
afterAll(async () => {
  await gateway?.close();
  await pushService?.stop();
});

const register = (user: LoginResponse, device: FakeDevice | string, language = 'en') =>
  call(gateway.app, user.accessToken, 'PUT', '/api/auth/webDeviceInfo', {
    language,
    webPushNotificationToken: typeof device === 'string' ? device : device.token,
  });
const notify = async (user: LoginResponse) => {
  const response = await call(gateway.app, user.accessToken, 'POST', '/api/test/notifications', { link: 'announcement' });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ notificationId: string; announcementId: string }>(response);
};
const held = async (endpoint: string) =>
  (await gateway.db.query<{ user_id: string; franchise_id: string; language: string }>(`SELECT user_id, franchise_id, language FROM push_subscriptions WHERE endpoint = $1`, [endpoint])).rows;

describe('web push', () => {
  it('serves the VAPID public key to signed-in callers only', async () => {
    expect((await call(gateway.app, null, 'GET', '/api/auth/webPushKey')).statusCode).toBe(401);
    const response = await call(gateway.app, users.manager.accessToken, 'GET', '/api/auth/webPushKey');
    expect(response.statusCode).toBe(200);
    const { publicKey } = json<WebPushKeyReply>(response);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });

  it('refuses a token that is not a push subscription, naming the field', async () => {
    for (const token of ['push-token-1', '{"endpoint":"ftp://x/y","keys":{"p256dh":"a","auth":"b"}}', JSON.stringify({ endpoint: 'https://push.example/1' })]) {
      const response = await register(users.manager, token);
      expect(response.statusCode, token).toBe(400);
      expect(json<{ details: { field: string }[] }>(response).details[0].field).toBe('webPushNotificationToken');
    }
  });

  it('pushes a new notification to its own user’s subscriptions only, encrypted, with web-push’s headers', async () => {
    const managerDevice = pushService.device();
    const ownerDevice = pushService.device();
    expect((await register(users.manager, managerDevice, 'tr')).statusCode).toBe(200);
    expect((await register(users.owner, ownerDevice)).statusCode).toBe(200);
    expect(await held(managerDevice.endpoint)).toEqual([{ user_id: users.manager.user._id, franchise_id: expect.any(String), language: 'tr' }]);

    const { notificationId, announcementId } = await notify(users.manager);
    expect(pushService.to(ownerDevice.endpoint)).toHaveLength(0);
    const [push] = pushService.to(managerDevice.endpoint);
    expect(push).toBeDefined();
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);

    // the VAPID JWT is signed by the key the panel subscribes with, for this push service
    const [, jwt, key] = /t=([^,]+), k=(.+)$/.exec(push.headers.authorization!)!;
    const { publicKey } = json<WebPushKeyReply>(await call(gateway.app, users.manager.accessToken, 'GET', '/api/auth/webPushKey'));
    expect(key).toBe(publicKey);
    const [header, claims, signature] = jwt.split('.');
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({ aud: pushService.origin });
    const point = Buffer.from(publicKey, 'base64url');
    const verifier = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
    expect(createVerify('SHA256').update(`${header}.${claims}`).verify({ key: verifier, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))).toBe(true);

    // only the device can read it: the manager's language, the announcement's page
    const message = JSON.parse(managerDevice.decrypt(push.body)) as PushMessage;
    expect(message).toMatchObject({ path: `/announcement/list/${announcementId}`, tag: notificationId });
    const stored = json<{ notifications: { _id: string; title: { tr: string }; message: { tr: string } }[] }>(
      await call(gateway.app, users.manager.accessToken, 'GET', '/api/notification/filter?limit=1'),
    ).notifications[0];
    expect(stored._id).toBe(notificationId);
    expect(message.title).toBe(stored.title.tr);
    expect(message.body).toBe(stored.message.tr);
  });

  it('keeps a subscription with the user who holds it: another user’s PUT is refused and changes nothing', async () => {
    const device = pushService.device();
    expect((await register(users.manager, device)).statusCode).toBe(200);
    const before = await held(device.endpoint);

    const stolen = await register(users.owner, { ...device, token: JSON.stringify({ ...device.subscription, keys: pushService.device().subscription.keys }) }, 'tr');
    expect(stolen.statusCode).toBe(409);
    expect(json(stolen)).toMatchObject({ code: 'PUSH_SUBSCRIPTION_TAKEN' });
    expect(await held(device.endpoint)).toEqual(before);
    const { rows } = await gateway.db.query<{ p256dh: string }>(`SELECT p256dh FROM push_subscriptions WHERE endpoint = $1`, [device.endpoint]);
    expect(rows[0].p256dh).toBe(device.subscription.keys.p256dh);

    // the owner's notification does not reach it; the manager's does, readable with the manager's keys
    await notify(users.owner);
    expect(pushService.to(device.endpoint)).toHaveLength(0);
    await notify(users.manager);
    expect(pushService.to(device.endpoint)).toHaveLength(1);
    expect(JSON.parse(device.decrypt(pushService.to(device.endpoint)[0].body))).toHaveProperty('title');

    // the holder may send it again (new language): still one row, updated
    expect((await register(users.manager, device, 'tr')).statusCode).toBe(200);
    expect(await held(device.endpoint)).toEqual([{ ...before[0], language: 'tr' }]);
  });

  it('deletes a subscription the push service reports gone after a send; the others stay', async () => {
    const gone = pushService.device();
    const alive = pushService.device();
    await register(users.manager, gone);
    await register(users.manager, alive);
    pushService.answer(gone.endpoint, 410);

    await notify(users.manager);
    expect(pushService.to(gone.endpoint)).toHaveLength(1);
    expect(await held(gone.endpoint)).toEqual([]);
    expect(await held(alive.endpoint)).toHaveLength(1);

    await notify(users.manager);
    expect(pushService.to(gone.endpoint)).toHaveLength(1);
    expect(pushService.to(alive.endpoint)).toHaveLength(2);
  });

  it('a push service that cannot be reached only costs a log line: the notification is made', async () => {
    const unreachable = pushService.device();
    const token = JSON.stringify({ ...unreachable.subscription, endpoint: 'http://127.0.0.1:9/push/nobody' });
    expect((await register(users.manager, token)).statusCode).toBe(200);
    const before = json<{ count: number }>(await call(gateway.app, users.manager.accessToken, 'GET', '/api/notification/unread/count')).count;
    await notify(users.manager);
    const after = json<{ count: number }>(await call(gateway.app, users.manager.accessToken, 'GET', '/api/notification/unread/count')).count;
    expect(after).toBe(before + 1);
    expect(await held('http://127.0.0.1:9/push/nobody')).toHaveLength(1);
  });

  it('takes http endpoints only on a test gateway: a deployment asks for https', async () => {
    const production = await startGateway({ config: testConfig({ testHooks: false }), db: gateway.db });
    try {
      const manager = await login(production.app, 'manager');
      const response = await call(production.app, manager.accessToken, 'PUT', '/api/auth/webDeviceInfo', { language: 'en', webPushNotificationToken: pushService.device().token });
      expect(response.statusCode).toBe(400);
    } finally {
      await production.app.close();
    }
  });
});
