import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowed } from '../../gateway/auth/route-access';
import type { LoginResponse, PanelConfig, User } from '../../src/domain/types';
import { bearer, json, login, post, startGateway, type TestGateway } from './helpers';

let gateway: TestGateway;
let openRoute: Error | null;

beforeAll(async () => {
  gateway = await startGateway();
  // A route that only states the shared access rule as its config: the route guard enforces it.
  gateway.app.get('/api/test/orders', { config: { access: allowed({ roles: ['order'] }) } }, async () => ({ ok: true }));
  // A call that states no rule: refused as it is registered (routes can be added only before the first call).
  openRoute = (() => {
    try {
      gateway.app.get('/api/test/open', async () => ({ ok: true }));
      return null;
    } catch (error) {
      return error as Error;
    }
  })();
});
afterAll(() => gateway.close());

describe('POST /api/auth/login', () => {
  it('answers tokens, the user and the country in the shapes of src/domain/types.ts', async () => {
    const response = await post(gateway.app, '/api/auth/login', { username: 'manager', password: 'demo1234' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = json<LoginResponse>(response);
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'country', 'refreshToken', 'user']);
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(Buffer.from(body.refreshToken, 'base64url')).toHaveLength(32);

    const user: User = body.user;
    expect(user).toMatchObject({
      name: 'Mehmet Demir',
      email: 'manager@franchise.example',
      username: 'manager',
      isQuickEmployee: false,
      forcePasswordChange: false,
      isOwner: false,
    });
    expect(user._id).toMatch(/^[0-9a-f]{24}$/);
    expect(user.roles.map((role) => role.role.key).sort()).toEqual(
      ['announcement', 'live_map', 'notification', 'order', 'person', 'workforce'],
    );
    for (const role of user.roles) expect(role.permissions.sort()).toEqual(['read', 'write']);
    expect(user.franchise).toEqual({ _id: expect.any(String), name: 'Anadolu Yakası Franchise', countryCode: 'TR' });
    expect(user.franchises).toEqual([user.franchise]);
    expect(user.warehouseCount).toBe(3);
    expect(user.cityCount).toBe(1);
    expect(user.domainTypes.length).toBeGreaterThan(0);
    expect(user.domainTypes.every((type) => [1, 3, 4].includes(type))).toBe(true);

    expect(body.country).toEqual({
      _id: expect.any(String),
      code: { alpha2: 'TR' },
      currency: { code: { alpha: 'TRY' } },
      timezones: [{ timezone: 'Europe/Istanbul', id: expect.any(String) }],
      countryCode: '90',
    });
  });

  it('matches the username trimmed and case-insensitively', async () => {
    const response = await post(gateway.app, '/api/auth/login', { username: '  MaNaGeR ', password: 'demo1234' });
    expect(response.statusCode).toBe(200);
    expect(json<LoginResponse>(response).user.username).toBe('manager');
  });

  it('refuses a wrong password with 401 and a message in English by default', async () => {
    const response = await post(gateway.app, '/api/auth/login', { username: 'manager', password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: 'Invalid username or password.', code: 'INVALID_CREDENTIALS' });
  });

  it('localizes the message to Turkish by Accept-Language', async () => {
    const response = await post(
      gateway.app,
      '/api/auth/login',
      { username: 'manager', password: 'wrong-password' },
      { headers: { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8' } },
    );
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: 'Kullanıcı adı veya şifre hatalı.', code: 'INVALID_CREDENTIALS' });
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const response = await post(gateway.app, '/api/auth/login', { username: 'nobody-here', password: 'demo1234' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: 'Invalid username or password.', code: 'INVALID_CREDENTIALS' });
  });

  it('applies the spec rules: username at least 2 characters after trimming, password at least 6', async () => {
    const short = await post(gateway.app, '/api/auth/login', { username: ' a  ', password: 'demo1234' });
    expect(short.statusCode).toBe(400);
    expect(json(short)).toMatchObject({ code: 'VALIDATION', message: 'username must NOT have fewer than 2 characters' });

    const shortPassword = await post(gateway.app, '/api/auth/login', { username: 'manager', password: '12345' });
    expect(shortPassword.statusCode).toBe(400);
    expect(json(shortPassword)).toMatchObject({
      code: 'VALIDATION',
      message: 'password must NOT have fewer than 6 characters',
    });

    const missing = await post(
      gateway.app,
      '/api/auth/login',
      { username: 'manager' },
      { headers: { 'accept-language': 'tr' } },
    );
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ code: 'VALIDATION', message: 'password alanı zorunludur' });
  });
});

describe('signed-in calls', () => {
  it('GET /api/auth/me answers the same profile for the access token', async () => {
    const signedIn = await login(gateway.app, 'owner');
    const response = await gateway.app.inject({ url: '/api/auth/me', headers: bearer(signedIn.accessToken) });
    expect(response.statusCode).toBe(200);
    const body = json<Pick<LoginResponse, 'user' | 'country'>>(response);
    expect(body.user).toEqual(signedIn.user);
    expect(body.country).toEqual(signedIn.country);
    expect(body.user.franchises.map((franchise) => franchise.name).sort()).toEqual([
      'Anadolu Yakası Franchise',
      'Avrupa Yakası Franchise',
    ]);
  });

  it('GET /api/auth/session confirms a live session and when it ends', async () => {
    const signedIn = await login(gateway.app, 'manager');
    const response = await gateway.app.inject({ url: '/api/auth/session', headers: bearer(signedIn.accessToken) });
    expect(response.statusCode).toBe(200);
    const body = json<{ valid: boolean; expiresAt: string }>(response);
    expect(body.valid).toBe(true);
    const days = (Date.parse(body.expiresAt) - gateway.clock.now().getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 5);
  });

  it('refuses calls without a token, with a malformed one, or with one signed by another key', async () => {
    const none = await gateway.app.inject({ url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(json(none)).toEqual({ message: 'Please sign in again.', code: 'UNAUTHORIZED' });
    expect(none.headers['www-authenticate']).toBe('Bearer');

    const garbage = await gateway.app.inject({ url: '/api/auth/me', headers: bearer('not.a.jwt') });
    expect(garbage.statusCode).toBe(401);

    const signedIn = await login(gateway.app, 'manager');
    const [header, payload] = signedIn.accessToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged-signature').toString('base64url')}`;
    const forgedResponse = await gateway.app.inject({ url: '/api/auth/me', headers: bearer(forged) });
    expect(forgedResponse.statusCode).toBe(401);
    expect(json(forgedResponse).code).toBe('UNAUTHORIZED');
  });

  it('PUT /api/auth/webDeviceInfo stores the language and the push token', async () => {
    const signedIn = await login(gateway.app, 'employee');
    // the JSON of a browser's PushSubscription (a P-256 point and a 16-byte auth secret)
    const pushToken = JSON.stringify({
      endpoint: 'https://push.example/send/device-1',
      expirationTime: null,
      keys: { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'), auth: Buffer.alloc(16, 3).toString('base64url') },
    });
    const response = await gateway.app.inject({
      method: 'PUT',
      url: '/api/auth/webDeviceInfo',
      headers: bearer(signedIn.accessToken),
      payload: { language: 'tr', webPushNotificationToken: pushToken },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true });
    const { rows } = await gateway.db.query<{ language: string; web_push_token: string }>(
      `SELECT language, web_push_token FROM users WHERE username = 'employee'`,
    );
    expect(rows[0]).toEqual({ language: 'tr', web_push_token: pushToken });

    const clear = await gateway.app.inject({
      method: 'PUT',
      url: '/api/auth/webDeviceInfo',
      headers: bearer(signedIn.accessToken),
      payload: { language: 'en', webPushNotificationToken: null },
    });
    expect(clear.statusCode).toBe(200);
    const after = await gateway.db.query<{ language: string; web_push_token: string | null }>(
      `SELECT language, web_push_token FROM users WHERE username = 'employee'`,
    );
    expect(after.rows[0]).toEqual({ language: 'en', web_push_token: null });
  });

  it('a route that states the shared access rule is guarded by it: 401 unsigned, 403 without the role', async () => {
    const unsigned = await gateway.app.inject({ url: '/api/test/orders' });
    expect(unsigned.statusCode).toBe(401);
    const manager = await login(gateway.app, 'manager');
    const granted = await gateway.app.inject({ url: '/api/test/orders', headers: bearer(manager.accessToken) });
    expect(granted.statusCode).toBe(200);

    const noroles = await login(gateway.app, 'noroles');
    const refused = await gateway.app.inject({ url: '/api/test/orders', headers: bearer(noroles.accessToken) });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: 'You do not have access to this.', code: 'FORBIDDEN' });
  });

  it('a call that states no rule cannot be registered: the gateway stops instead of serving it open', () => {
    expect(openRoute?.message).toContain('GET /api/test/open declares no config.access');
  });
});

describe('public calls', () => {
  it('GET /api/health answers ok and the time', async () => {
    const response = await gateway.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok', time: gateway.clock.now().toISOString() });
  });

  it('GET /api/panel-config offers no Google or captcha when they are not configured', async () => {
    const response = await gateway.app.inject({ url: '/api/panel-config' });
    expect(response.statusCode).toBe(200);
    const body = json<PanelConfig>(response);
    expect(body).toEqual({
      googleClientId: null,
      captcha: null,
      fieldgoUrl: expect.stringMatching(/^https:\/\//),
      mapTileUrl: null,
      mapTileAttribution: null,
    });
  });
});
