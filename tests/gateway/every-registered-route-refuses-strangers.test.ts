// One isolation test driven by the routes the gateway registers (Fastify's onRoute, recorded in
// app.registeredRoutes): a route is covered the moment it is registered, and one that does not
// say who may call it (`config.access`, gateway/auth/route-access.ts) fails here. For every route:
// without a token 401 (the public ones say why they are public); as a demo user its rule leaves
// out 403; as another franchise's user with the first franchise's ids in its path and body 403,
// 404 or 400 INVALID_REFERENCE, or an answer of the caller's own that shows none of those ids and
// changes nothing; with a malformed body 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccessRule, type AccessSubject } from '../../src/domain/access';
import type { LoginResponse } from '../../src/domain/types';
import { loadRolesAndCountry } from '../../gateway/db/users';
import type { RegisteredRoute } from '../../gateway/routes/registered';
import { bearer, call, json, leaksInternals, login, startGateway, type TestGateway } from './helpers';
import { bodySchemaOf, firstFranchise, methodOf, registeredApiRoutes, routeSamples, type FirstFranchise, type Schema } from './support/routeWalker';

const ACCOUNTS = ['owner', 'gbowner', 'manager', 'employee', 'noroles'] as const;
type Account = (typeof ACCOUNTS)[number];

let gateway: TestGateway;
const users = {} as Record<Account, LoginResponse & { subject: AccessSubject }>;
/** Ids of the first Istanbul franchise (the owner's), which the London owner will send. */
let tr1: FirstFranchise;
let samples: ReturnType<typeof routeSamples>;

// Collected before the tests are declared: vitest needs the list up front.
const routes: RegisteredRoute[] = await registeredApiRoutes();

beforeAll(async () => {
  gateway = await startGateway();
  for (const name of ACCOUNTS) {
    const response = await login(gateway.app, name);
    users[name] = { ...response, subject: await loadRolesAndCountry(gateway.db, response.user._id, response.user.franchise._id) };
  }
  tr1 = await firstFranchise(gateway.db, users.owner.user.franchise._id, users.owner.user._id);
  samples = routeSamples(tr1);
});
afterAll(() => gateway?.close());

const urlOf = (route: RegisteredRoute) => samples.urlOf(route);
const bodyOf = (route: RegisteredRoute) => samples.bodyOf(route);

/** A value of the wrong type for every kind of property. */
const wrongTyped = (schema: Schema): unknown => ([schema.type].flat().includes('string') ? 42 : 'not-a-number-or-list');

/** Bodies the route must refuse with 400: not an object, wrong types, an unknown field where none is allowed. */
function malformedBodies(schema: Schema): unknown[] {
  const bodies: unknown[] = [[1, 2], 'text'];
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length > 0) bodies.push(Object.fromEntries(properties.map(([key, property]) => [key, wrongTyped(property)])));
  if (schema.additionalProperties === false) bodies.push({ ...(samples.sample(schema) as object), unexpectedField: true });
  return bodies;
}

const accessOf = (route: RegisteredRoute) => route.config?.access;
const rulesOf = (route: RegisteredRoute) => {
  const access = accessOf(route);
  return access && 'anyOf' in access ? access.anyOf : null;
};
const satisfies = (account: Account, route: RegisteredRoute) => {
  const rules = rulesOf(route);
  return rules === null || rules.some((rule) => canAccessRule(users[account].subject, rule));
};
/** A rule that names no role, permission or country asks only for a signed-in user. */
const asksForSomething = (route: RegisteredRoute) => (rulesOf(route) ?? []).every((rule) => Object.keys(rule).length > 0);

/** The first franchise's data a refused or foreign call must leave as it was. */
async function tr1Fingerprint(): Promise<string> {
  const { rows } = await gateway.db.query<{ print: string }>(
    `SELECT md5(concat_ws('|',
       (SELECT string_agg(concat_ws(',', id, km, status, warehouse_id, courier_id, updated_at), ';' ORDER BY id) FROM vehicles WHERE franchise_id = $1),
       (SELECT string_agg(concat_ws(',', id, warehouse_id, status), ';' ORDER BY id) FROM pickers WHERE franchise_id = $1),
       (SELECT string_agg(concat_ws(',', id, status, status_updated_at), ';' ORDER BY id) FROM orders WHERE franchise_id = $1),
       (SELECT string_agg(concat_ws(',', agreement_id, user_id), ';' ORDER BY 1) FROM agreement_acceptances WHERE franchise_id = $1),
       (SELECT string_agg(concat_ws(',', user_id, franchise_id), ';' ORDER BY 1) FROM sessions WHERE franchise_id = $1 AND revoked_at IS NULL),
       (SELECT string_agg(concat_ws(',', id, status, person_id, starts_at, updated_at), ';' ORDER BY id) FROM shift_slots WHERE franchise_id = $1),
       (SELECT string_agg(concat_ws(',', id, status, updated_at), ';' ORDER BY id) FROM shift_plan_requests WHERE franchise_id = $1)
     )) AS print`,
    [tr1.franchise],
  );
  return rows[0].print;
}

const tr1Secrets = () =>
  [tr1.franchise, tr1.warehouse, tr1.order, tr1.picker, tr1.courier, tr1.vehicle, tr1.agreement, tr1.shiftSlot, tr1.shiftRequest];

describe.each(routes.map((route) => ({ ...route, name: `${route.method} ${route.url}` })))('$name', (route) => {
  const access = accessOf(route);

  it('says who may call it (config.access)', () => {
    expect(access, `${route.method} ${route.url} declares no config.access`).toBeDefined();
  });
  if (!access) return;

  if ('public' in access) {
    it(`is public for a reason (${access.public}) and shows an anonymous caller no franchise's data`, async () => {
      expect(access.public.length).toBeGreaterThan(10);
      const response = await call(gateway.app, null, methodOf(route), urlOf(route), bodyOf(route));
      expect(leaksInternals(response.body)).toBe(false);
      for (const secret of tr1Secrets()) expect(response.body).not.toContain(secret);
    });
  } else {
    it('needs a signed-in user: 401 without a token', async () => {
      const response = await call(gateway.app, null, methodOf(route), urlOf(route), bodyOf(route));
      expect(response.statusCode, response.body).toBe(401);
      expect(json(response).code).toBe('UNAUTHORIZED');
    });

    if ('anyOf' in access && asksForSomething(route)) {
      it('is refused with 403 to a signed-in user its rule leaves out', async () => {
        const outsider = ACCOUNTS.find((account) => !satisfies(account, route));
        expect(outsider, 'no demo account lacks the rule: the test cannot prove it').toBeDefined();
        const response = await call(gateway.app, users[outsider!].accessToken, methodOf(route), urlOf(route), bodyOf(route));
        expect(response.statusCode, response.body).toBe(403);
        expect(json(response).code).toBe('FORBIDDEN');
      });
    } else {
      it('serves any signed-in user of the franchise, even one without roles', async () => {
        const response = await call(gateway.app, users.noroles.accessToken, methodOf(route), urlOf(route), bodyOf(route));
        expect(response.statusCode, response.body).toBeLessThan(300);
      });
    }

    it('never shows or changes the first franchise’s records to another franchise’s user who sends their ids', async () => {
      // the London owner has every role; only a rule limited to countries (the TR group) keeps it out, which answers 403 below
      if (!satisfies('gbowner', route)) expect(JSON.stringify(access), 'the London owner has every role').toContain('"countries"');
      const before = await tr1Fingerprint();
      const response = await call(gateway.app, users.gbowner.accessToken, methodOf(route), urlOf(route), bodyOf(route));
      expect(leaksInternals(response.body)).toBe(false);
      if (response.statusCode >= 400) {
        const refused = [403, 404].includes(response.statusCode) || (response.statusCode === 400 && json(response).code === 'INVALID_REFERENCE');
        expect(refused, `${response.statusCode} ${response.body}`).toBe(true);
      } else {
        for (const secret of tr1Secrets()) expect(response.body, `shows ${secret}`).not.toContain(secret);
      }
      expect(await tr1Fingerprint()).toBe(before);
    });
  }

  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)) {
    const schema = bodySchemaOf(route);
    it('declares the body it takes', () => {
      // a DELETE without a body schema takes none (fastify reads no body for it)
      if (route.method !== 'DELETE') expect(schema, 'no body schema: any body would be accepted').toBeDefined();
    });
    if (schema) {
      it('refuses a malformed body with 400', async () => {
        const caller = 'public' in access ? null : ACCOUNTS.find((account) => account !== 'noroles' && satisfies(account, route))!;
        for (const body of malformedBodies(schema)) {
          const response = await gateway.app.inject({
            method: methodOf(route),
            url: urlOf(route),
            headers: { 'content-type': 'application/json', ...(caller ? bearer(users[caller].accessToken) : {}) },
            payload: JSON.stringify(body),
          });
          expect(response.statusCode, `${JSON.stringify(body)} -> ${response.body}`).toBe(400);
          expect(leaksInternals(response.body)).toBe(false);
        }
      });
    }
  }
});

it('walks every route the gateway registers, the REST resources’ too', () => {
  const urls = routes.map((route) => `${route.method} ${route.url}`);
  expect(urls).toEqual(expect.arrayContaining(['GET /api/health', 'POST /api/orders/history', 'PUT /api/vehicles/:id', 'GET /api/warehouses/:id']));
  expect(routes.length).toBeGreaterThan(40);
});
