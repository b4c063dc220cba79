import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse, PanelConfig } from '../../src/domain/types';
import { freshDb, json, post, startGateway, testConfig, TestClock, type TestGateway } from './helpers';
import type { Db } from '../../gateway/db/db';

const CLIENT_ID = 'panel-client.apps.googleusercontent.com';
const KID = 'test-key-1';

/** Serves a handler on 127.0.0.1 at a free port. */
async function serve(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let db: Db;
const clock = new TestClock();
let jwks: { server: Server; url: string };
let captchaServer: { server: Server; url: string };
const captchaRequests: { contentType: string | undefined; form: URLSearchParams }[] = [];
let googleKey: CryptoKey;
let strangerKey: CryptoKey;
let plain: TestGateway;
let withGoogle: TestGateway;
let withCaptcha: TestGateway;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  jwks = await serve((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  captchaServer = await serve((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      captchaRequests.push({ contentType: request.headers['content-type'], form });
      response.setHeader('content-type', 'application/json');
      const good = form.get('secret') === 'captcha-secret' && form.get('response') === 'good-captcha';
      response.end(JSON.stringify({ success: good }));
    });
  });

  db = await freshDb();
  plain = await startGateway({ db, clock });
  withGoogle = await startGateway({
    db,
    clock,
    config: testConfig({ google: { clientId: CLIENT_ID, jwksUrl: `${jwks.url}/oauth2/v3/certs` } }),
  });
  withCaptcha = await startGateway({
    db,
    clock,
    config: testConfig({
      captcha: { siteKey: 'captcha-site-key', secret: 'captcha-secret', verifyUrl: `${captchaServer.url}/siteverify` },
    }),
  });
});

afterAll(async () => {
  await Promise.all([plain?.close(), withGoogle?.close(), withCaptcha?.close()]);
  await db?.close();
  jwks?.server.close();
  captchaServer?.server.close();
});

/** A Google-like ID token; `claims` override the defaults. */
function idToken(claims: JWTPayload = {}, key: CryptoKey = googleKey): Promise<string> {
  const now = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({ email: 'gbowner@franchise.example', email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
    .setIssuer((claims.iss as string) ?? 'https://accounts.google.com')
    .setAudience((claims.aud as string) ?? CLIENT_ID)
    .setSubject('1234567890')
    .setIssuedAt(now - 60)
    .setExpirationTime((claims.exp as number) ?? now + 3600)
    .sign(key);
}

const googleLogin = (gateway: TestGateway, clientToken: string) =>
  post(gateway.app, '/api/auth/login/google', { clientToken });

describe('POST /api/auth/login/google', () => {
  it('signs in the user whose e-mail the verified ID token carries', async () => {
    const response = await googleLogin(withGoogle, await idToken({ email: 'GBOwner@Franchise.Example' }));
    expect(response.statusCode).toBe(200);
    const body = json<LoginResponse>(response);
    expect(body.user.username).toBe('gbowner');
    expect(body.country.code.alpha2).toBe('GB');
    const me = await withGoogle.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${body.accessToken}` } });
    expect(me.statusCode).toBe(200);
  });

  it('accepts the issuer without https:// too', async () => {
    const response = await googleLogin(withGoogle, await idToken({ iss: 'accounts.google.com' }));
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['another audience', () => idToken({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['an expired token', () => idToken({ exp: Math.floor(clock.now().getTime() / 1000) - 600 })],
    ['a token signed by another key', () => idToken({}, strangerKey)],
    ['another issuer', () => idToken({ iss: 'https://evil.example' })],
    ['an unverified e-mail', () => idToken({ email_verified: false })],
    ['something that is not a JWT', async () => 'not-a-token'],
  ])('refuses %s with 401 GOOGLE_TOKEN_INVALID', async (_name, makeToken) => {
    const response = await googleLogin(withGoogle, await makeToken());
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: 'Google sign-in failed. Please try again.', code: 'GOOGLE_TOKEN_INVALID' });
  });

  it('refuses a valid token for an e-mail no user has with 401 GOOGLE_USER_UNKNOWN', async () => {
    const response = await googleLogin(withGoogle, await idToken({ email: 'stranger@elsewhere.example' }));
    expect(response.statusCode).toBe(401);
    expect(json(response).code).toBe('GOOGLE_USER_UNKNOWN');
  });

  it('answers 400 GOOGLE_NOT_CONFIGURED without GOOGLE_CLIENT_ID', async () => {
    const response = await googleLogin(plain, await idToken());
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('GOOGLE_NOT_CONFIGURED');
  });

  it('offers the client id in /api/panel-config only when configured', async () => {
    const configured = json<PanelConfig>(await withGoogle.app.inject({ url: '/api/panel-config' }));
    expect(configured.googleClientId).toBe(CLIENT_ID);
    const unconfigured = json<PanelConfig>(await plain.app.inject({ url: '/api/panel-config' }));
    expect(unconfigured.googleClientId).toBeNull();
  });
});

describe('captcha on sign-in', () => {
  it('is not asked for when CAPTCHA_SITE_KEY and CAPTCHA_SECRET are not both set', async () => {
    const before = captchaRequests.length;
    for (const captchaKey of [undefined, null, '']) {
      const response = await post(plain.app, '/api/auth/login', { username: 'manager', password: 'demo1234', captchaKey });
      expect(response.statusCode).toBe(200);
    }
    expect(captchaRequests).toHaveLength(before);
  });

  it('is required when configured: a missing or empty key is refused with 400 CAPTCHA_FAILED', async () => {
    const before = captchaRequests.length;
    for (const captchaKey of [undefined, null, '']) {
      const response = await post(withCaptcha.app, '/api/auth/login', { username: 'manager', password: 'demo1234', captchaKey });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message: 'The captcha check failed. Please try again.', code: 'CAPTCHA_FAILED' });
    }
    expect(captchaRequests).toHaveLength(before);
  });

  it('a key the verify service rejects is refused, even with the right password', async () => {
    const response = await post(withCaptcha.app, '/api/auth/login', {
      username: 'manager',
      password: 'demo1234',
      captchaKey: 'bad-captcha',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('CAPTCHA_FAILED');
  });

  it('a key the verify service accepts lets the sign-in proceed; secret and response are posted form-encoded', async () => {
    const response = await post(withCaptcha.app, '/api/auth/login', {
      username: 'manager',
      password: 'demo1234',
      captchaKey: 'good-captcha',
    });
    expect(response.statusCode).toBe(200);
    const sent = captchaRequests.at(-1)!;
    expect(sent.contentType).toBe('application/x-www-form-urlencoded');
    expect(sent.form.get('secret')).toBe('captcha-secret');
    expect(sent.form.get('response')).toBe('good-captcha');
  });

  it('an unreachable verify service refuses the sign-in rather than skipping the check', async () => {
    const down = await startGateway({
      db,
      clock,
      config: testConfig({ captcha: { siteKey: 'k', secret: 'captcha-secret', verifyUrl: 'http://127.0.0.1:9/siteverify' } }),
    });
    try {
      const response = await post(down.app, '/api/auth/login', {
        username: 'manager',
        password: 'demo1234',
        captchaKey: 'good-captcha',
      });
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('CAPTCHA_FAILED');
    } finally {
      await down.close();
    }
  });

  it('offers the site key in /api/panel-config when configured', async () => {
    const config = json<PanelConfig>(await withCaptcha.app.inject({ url: '/api/panel-config' }));
    expect(config.captcha).toEqual({ provider: 'recaptcha', siteKey: 'captcha-site-key' });
  });
});
