import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRoute } from '../../gateway/auth/route-access';
import { bearer, json, leaksInternals, login, startGateway, type TestGateway } from './helpers';

let gateway: TestGateway;
let token: string;
const seen: LightMyRequestResponse[] = [];

beforeAll(async () => {
  gateway = await startGateway();
  // Something unexpected inside a route: the client must learn nothing about it.
  gateway.app.get('/api/test/explode', { config: { access: publicRoute('a planted route that fails inside') } }, async () => {
    throw new Error('database password is hunter2 at /srv/secret.ts:12:3');
  });
  token = (await login(gateway.app, 'manager')).accessToken;
});
afterAll(() => gateway.close());

async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await gateway.app.inject(options);
  seen.push(response);
  return response;
}

interface RouteCase {
  method: 'POST' | 'PUT';
  url: string;
  valid: Record<string, unknown>;
  /** The signed-in routes need a token to reach validation. */
  signedIn?: boolean;
}

const ROUTES: RouteCase[] = [
  { method: 'POST', url: '/api/auth/login', valid: { username: 'manager', password: 'demo1234' } },
  { method: 'POST', url: '/api/auth/login/google', valid: { clientToken: 'a.b.c' } },
  { method: 'POST', url: '/api/auth/reset-password/email', valid: { username: 'manager' } },
  {
    method: 'POST',
    url: '/api/auth/reset-password/verify',
    valid: { username: 'manager', password: 'secret-1', token: 'abc' },
  },
  { method: 'POST', url: '/api/auth/token/refresh', valid: { refreshToken: 'abc' } },
  { method: 'POST', url: '/api/auth/logout', valid: {}, signedIn: true },
  { method: 'PUT', url: '/api/auth/webDeviceInfo', valid: { language: 'en' }, signedIn: true },
];

const headersFor = (route: RouteCase, extra: Record<string, string> = {}) => ({
  ...(route.signedIn ? bearer(token) : {}),
  ...extra,
});

describe.each(ROUTES)('$method $url', (route) => {
  const call = (payload: unknown, headers: Record<string, string> = {}) =>
    send({
      method: route.method,
      url: route.url,
      payload: payload as InjectOptions['payload'],
      headers: headersFor(route, headers),
    });

  const expectValidation = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(400);
    const body = json<{ message: string; code: string }>(response);
    expect(body.code).toBe('VALIDATION');
    expect(body.message.length).toBeGreaterThan(3);
  };

  it('refuses fields of the wrong type', async () => {
    for (const field of Object.keys(route.valid)) {
      for (const wrong of [12345678, true, ['array-value'], { nested: 'object' }]) {
        expectValidation(await call({ ...route.valid, [field]: wrong }));
      }
    }
    // and a body that is not an object at all
    expectValidation(await call(JSON.stringify(['not', 'an', 'object']), { 'content-type': 'application/json' }));
  });

  // Sign-out ignores fields it does not know instead (a stray field must never keep a session
  // alive): tests/gateway/sign-out-ends-the-named-session-and-its-sockets-at-once.test.ts
  // (registered for the other routes only: a test that never runs would read as skipped)
  if (!route.url.endsWith('/logout')) it('refuses a field it does not know', async () => {
    const response = await call({ ...route.valid, isOwner: true });
    expectValidation(response);
    expect(json(response).message).toBe('isOwner is not an allowed field');
  });

  it('refuses invalid JSON with 400 INVALID_JSON', async () => {
    const response = await call('{"username": "manager",', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
  });

  it('refuses an empty body unless the route takes none', async () => {
    // logout succeeds here, so it gets a session of its own, not the shared one
    const headers = route.url.endsWith('/logout')
      ? bearer((await login(gateway.app, 'manager')).accessToken)
      : headersFor(route);
    const response = await send({
      method: route.method,
      url: route.url,
      payload: '',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    if (Object.keys(route.valid).length === 0) expect(response.statusCode).toBe(200);
    else expectValidation(response);
  });

  it('refuses another content type with 415', async () => {
    const response = await call('username=manager', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(415);
    expect(json(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a body over the 64 KB limit with 413', async () => {
    const huge = { ...route.valid, padding: 'x'.repeat(70 * 1024) };
    const response = await call(huge);
    expect(response.statusCode).toBe(413);
    expect(json(response).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses strings over their maximum length', async () => {
    for (const field of Object.keys(route.valid)) {
      if (typeof route.valid[field] !== 'string' || field === 'language') continue;
      expectValidation(await call({ ...route.valid, [field]: 'x'.repeat(10_000) }));
    }
  });
});

describe.each(ROUTES.filter((route) => Object.keys(route.valid).length > 0))('$method $url', (route) => {
  it('refuses a body missing each required field, naming the field', async () => {
    for (const field of Object.keys(route.valid)) {
      const { [field]: _dropped, ...rest } = route.valid;
      const response = await send({ method: route.method, url: route.url, payload: rest, headers: headersFor(route) });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION', message: `${field} is required` });
    }
  });
});

describe('other malformed requests', () => {
  it('webDeviceInfo only takes the spec languages', async () => {
    const response = await send({
      method: 'PUT',
      url: '/api/auth/webDeviceInfo',
      headers: bearer(token),
      payload: { language: 'xx' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('language must be one of: en, tr, fr, de, nl, it, pt, es');
  });

  it('GET calls refuse query parameters they do not take', async () => {
    const response = await send({ url: '/api/auth/me?debug=1', headers: bearer(token) });
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('VALIDATION');
  });

  it('an unknown /api route answers 404 NOT_FOUND in JSON, in the caller language', async () => {
    const response = await send({ url: '/api/no/such/call', headers: { 'accept-language': 'tr' } });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: 'Bulunamadı.', code: 'NOT_FOUND' });
    const wrongMethod = await send({ method: 'DELETE', url: '/api/auth/login' });
    expect(wrongMethod.statusCode).toBe(404);
  });

  it('an unexpected failure answers 500 "Internal error" and nothing more', async () => {
    const response = await send({ url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({ message: 'Internal error', code: 'INTERNAL' });
  });

  it('the signed-in routes check the token before the body', async () => {
    const response = await send({ method: 'PUT', url: '/api/auth/webDeviceInfo', payload: { nonsense: 1 } });
    expect(response.statusCode).toBe(401);
  });
});

describe('every response of this file', () => {
  it('is JSON, errors with a message and a code, and never carries a stack trace or internal detail', () => {
    expect(seen.length).toBeGreaterThan(50);
    for (const response of seen) {
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = json<{ message: unknown; code: unknown }>(response);
      if (response.statusCode >= 400) {
        expect(typeof body.message).toBe('string');
        expect(typeof body.code).toBe('string');
      }
      expect(leaksInternals(response.body)).toBe(false);
      expect(response.body).not.toContain('hunter2');
      expect(response.body).not.toMatch(/FST_|SyntaxError|Unexpected token/);
    }
  });
});
