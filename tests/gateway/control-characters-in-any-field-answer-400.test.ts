// Fuzzing every kind of request part with control characters: NUL (which PostgreSQL refuses in
// text, once a 500 on four endpoints) and the other C0 controls and DEL answer 400 VALIDATION with
// a message naming the field, never a 500, and change nothing. Tab and line breaks stay allowed
// where text is free (a vehicle's notes). Every registered route (the walker of
// support/routeWalker.ts) answers 400 to a NUL in a string of its body, of its query and in a path
// parameter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccessRule } from '../../src/domain/access';
import type { LoginResponse } from '../../src/domain/types';
import { loadRolesAndCountry } from '../../gateway/db/users';
import type { RegisteredRoute } from '../../gateway/routes/registered';
import { bearer, call, json, leaksInternals, listQuery, login, post, startGateway, type Method, type TestGateway } from './helpers';
import { bodySchemaOf, firstFranchise, methodOf, querySchemaOf, registeredApiRoutes, routeSamples, type Schema } from './support/routeWalker';

let gateway: TestGateway;
let owner: LoginResponse;
let vehicle: { id: string; notes: string | null; updatedAt: string };
let samples: ReturnType<typeof routeSamples>;
/** The demo accounts a walked route is called as: the first whose roles the route's rule lets in. */
const callers: { token: string; may: (route: RegisteredRoute) => boolean }[] = [];

// Collected before the tests are declared: vitest needs the list up front.
const routes = await registeredApiRoutes();

beforeAll(async () => {
  gateway = await startGateway();
  owner = await login(gateway.app, 'owner');
  const { rows } = await gateway.db.query<{ id: string; notes: string | null }>(
    `SELECT id, notes FROM vehicles WHERE franchise_id = $1 ORDER BY id LIMIT 1`,
    [owner.user.franchise._id],
  );
  // an update names the version it was made on (updatedAt), or it is refused for that
  const read = await call(gateway.app, owner.accessToken, 'GET', `/api/vehicles/${rows[0].id}`);
  vehicle = { ...rows[0], updatedAt: json<{ updatedAt: string }>(read).updatedAt };
  samples = routeSamples(await firstFranchise(gateway.db, owner.user.franchise._id, owner.user._id));
  for (const name of ['owner', 'gbowner', 'manager', 'employee']) {
    const user = name === 'owner' ? owner : await login(gateway.app, name);
    const subject = await loadRolesAndCountry(gateway.db, user.user._id, user.user.franchise._id);
    callers.push({
      token: user.accessToken,
      may: (route) => {
        const access = route.config?.access;
        return !access || !('anyOf' in access) || access.anyOf.some((rule) => canAccessRule(subject, rule));
      },
    });
  }
});
afterAll(() => gateway?.close());

const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f'];

interface Case {
  name: string;
  method: Method;
  /** The field the message must name. */
  field: string;
  signedIn: boolean;
  url: (bad: string) => string;
  body?: (bad: string) => unknown;
  /** The REST list's filter parser answers with its own code and names the field apart. */
  code?: 'INVALID_FILTER';
}

const CASES: Case[] = [
  { name: 'sign-in username', method: 'POST', field: 'username', signedIn: false, url: () => '/api/auth/login', body: (bad) => ({ username: `own${bad}er`, password: 'demo1234' }) },
  { name: 'sign-in password', method: 'POST', field: 'password', signedIn: false, url: () => '/api/auth/login', body: (bad) => ({ username: 'owner', password: `demo${bad}1234` }) },
  { name: 'reset e-mail username', method: 'POST', field: 'username', signedIn: false, url: () => '/api/auth/reset-password/email', body: (bad) => ({ username: `own${bad}er` }) },
  { name: 'refresh token', method: 'POST', field: 'refreshToken', signedIn: false, url: () => '/api/auth/token/refresh', body: (bad) => ({ refreshToken: `abc${bad}` }) },
  { name: 'favourite page path', method: 'POST', field: 'pagePath', signedIn: true, url: () => '/api/users/favorites/pages', body: (bad) => ({ pagePath: `/fleet${bad}/vehicle/list` }) },
  { name: 'vehicle notes', method: 'PUT', field: 'notes', signedIn: true, url: () => `/api/vehicles/${vehicle.id}`, body: (bad) => ({ notes: `oil${bad}change`, updatedAt: vehicle.updatedAt }) },
  { name: 'vehicle id in the path', method: 'GET', field: 'id', signedIn: true, url: (bad) => `/api/vehicles/${encodeURIComponent(`${vehicle.id}${bad}`)}` },
  { name: 'vehicle search in the list filter', method: 'GET', field: 'q', signedIn: true, url: (bad) => `/api/vehicles${listQuery({ filter: { q: `34${bad}1` } })}`, code: 'INVALID_FILTER' },
  { name: 'order history search', method: 'POST', field: 'search', signedIn: true, url: () => '/api/orders/history', body: (bad) => ({ search: `ab${bad}c`, createdAtStart: new Date(Date.now() - 86_400_000).toISOString(), createdAtEnd: new Date().toISOString(), limit: 10, offset: 0 }) },
];

describe.each(CASES)('$name', (route) => {
  it.each(CONTROLS.map((character) => [JSON.stringify(character), character]))('with %s answers 400 naming the field', async (_shown, bad) => {
    const response = await call(gateway.app, route.signedIn ? owner.accessToken : null, route.method, route.url(bad), route.body?.(bad));
    expect(response.statusCode, response.body).toBe(400);
    const body = json<{ code: string; message: string; field?: string }>(response);
    if (route.code && body.code === route.code) {
      expect(body.field).toBe(route.field);
    } else {
      // a raw character the query string carries as it is (DEL) is refused before the parser, as the filter itself
      expect(body.code).toBe('VALIDATION');
      expect(body.message).toContain(route.code ? 'filter' : route.field);
    }
    expect(leaksInternals(response.body)).toBe(false);
  });
});

it('a refused control character changes nothing; tab and line breaks in free text are kept', async () => {
  const refused = await call(gateway.app, owner.accessToken, 'PUT', `/api/vehicles/${vehicle.id}`, { notes: 'a\u0000b', updatedAt: vehicle.updatedAt });
  expect(refused.statusCode).toBe(400);
  const { rows } = await gateway.db.query<{ notes: string | null }>(`SELECT notes FROM vehicles WHERE id = $1`, [vehicle.id]);
  expect(rows[0].notes).toBe(vehicle.notes);
  const kept = await call(gateway.app, owner.accessToken, 'PUT', `/api/vehicles/${vehicle.id}`, { notes: 'line one\r\n\tline two', updatedAt: vehicle.updatedAt });
  expect(kept.statusCode, kept.body).toBe(200);
  expect(json<{ notes: string }>(kept).notes).toBe('line one\r\n\tline two');
});

it('the message is in the caller language', async () => {
  const response = await post(gateway.app, '/api/auth/login', { username: 'own\u0000er', password: 'demo1234' }, { headers: { 'accept-language': 'tr' } });
  expect(json<{ message: string }>(response).message).toBe('username kontrol karakteri içeremez');
});

/** The JSON path of the first string the schema declares (a property, an item, nested), or null when it takes none. */
function stringField(schema: Schema, path: string[] = []): string[] | null {
  const type = [schema.type ?? (schema.properties ? 'object' : undefined)].flat();
  if (schema.anyOf) {
    for (const option of schema.anyOf) {
      const found = stringField(option, path);
      if (found) return found;
    }
  }
  if (type.includes('string') && !schema.enum) return path;
  if (type.includes('object')) {
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const found = stringField(property, [...path, key]);
      if (found) return found;
    }
  }
  if (type.includes('array') && schema.items) return stringField(schema.items, [...path, '0']);
  return null;
}

/** `value` with a NUL-bearing string at `path` (made where the sample left it out). */
function withNul(value: unknown, schema: Schema, path: string[]): unknown {
  if (path.length === 0) return 'a\u0000b';
  const [head, ...rest] = path;
  const inner = schema.anyOf?.find((option) => stringField(option) !== null) ?? schema;
  const child = head === '0' ? inner.items! : inner.properties![head];
  const at = head === '0' ? [] : ({ ...(value as object) } as Record<string, unknown>);
  const current = head === '0' ? (value as unknown[] | undefined)?.[0] : (at as Record<string, unknown>)[head];
  const next = withNul(current ?? samples.sample(child, head), child, rest);
  if (Array.isArray(at)) return [next];
  return { ...at, [head]: next };
}

const PARAM = /:(\w+)/;
const bodyRoutes = routes.filter((route) => {
  const schema = bodySchemaOf(route);
  return schema && stringField(schema) !== null;
});
const queryRoutes = routes.filter((route) => {
  const schema = querySchemaOf(route);
  return schema && stringField(schema) !== null;
});
const paramRoutes = routes.filter((route) => PARAM.test(route.url));
const named = (list: RegisteredRoute[]) => list.map((route) => ({ ...route, name: `${route.method} ${route.url}` }));

async function expectRefused(route: RegisteredRoute, url: string, body: unknown) {
  const access = route.config?.access;
  const caller = access && 'public' in access ? null : callers.find((one) => one.may(route));
  expect(caller, 'no demo account may call it').not.toBeUndefined();
  const response = await gateway.app.inject({
    method: methodOf(route),
    url,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(caller ? bearer(caller.token) : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  expect(response.statusCode, `${url} ${JSON.stringify(body)} -> ${response.body}`).toBe(400);
  expect(['VALIDATION', 'INVALID_FILTER']).toContain(json(response).code);
  expect(leaksInternals(response.body)).toBe(false);
}

describe('every registered route', () => {
  it('is walked: bodies, queries and path parameters with strings', () => {
    expect(bodyRoutes.length).toBeGreaterThan(30);
    expect(queryRoutes.length).toBeGreaterThan(5);
    expect(paramRoutes.length).toBeGreaterThan(20);
  });

  describe.each(named(bodyRoutes))('$name', (route) => {
    it('answers 400 to a NUL in a string field of its body', async () => {
      const schema = bodySchemaOf(route)!;
      await expectRefused(route, samples.urlOf(route), withNul(samples.sample(schema), schema, stringField(schema)!));
    });
  });

  describe.each(named(queryRoutes))('$name', (route) => {
    it('answers 400 to a NUL in a string parameter of its query', async () => {
      const field = stringField(querySchemaOf(route)!)!;
      const url = `${samples.urlOf(route)}?${new URLSearchParams({ [field[0]]: 'a\u0000b' })}`;
      await expectRefused(route, url, samples.bodyOf(route));
    });
  });

  describe.each(named(paramRoutes))('$name', (route) => {
    it('answers 400 to a NUL in a path parameter', async () => {
      const url = samples.urlOf(route, (_name, value) => `${value}\u0000`);
      await expectRefused(route, url, samples.bodyOf(route));
    });
  });
});
