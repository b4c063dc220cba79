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
import { REST_RESOURCES } from '../../gateway/resources';
import type { RegisteredRoute } from '../../gateway/routes/registered';
import { bearer, call, json, leaksInternals, login, startGateway, type Method, type TestGateway } from './helpers';

const ACCOUNTS = ['owner', 'gbowner', 'manager', 'employee', 'noroles'] as const;
type Account = (typeof ACCOUNTS)[number];

let gateway: TestGateway;
const users = {} as Record<Account, LoginResponse & { subject: AccessSubject }>;
/** Ids of the first Istanbul franchise (the owner's), which the London owner will send. */
const tr1 = { franchise: '', warehouse: '', city: '', order: '', picker: '', courier: '', vehicle: '', agreement: '', shiftSlot: '', shiftRequest: '' };
/** Each REST resource's first record of the first franchise, by resource name. */
const tr1Records: Record<string, string> = {};

const first = async (sql: string, params: unknown[]) => (await gateway.db.query<{ id: string }>(sql, params)).rows[0].id;

// Collected before the tests are declared: vitest needs the list up front.
const routes: RegisteredRoute[] = await (async () => {
  const probe = await startGateway();
  const list = probe.app.registeredRoutes.filter((route) => route.url.startsWith('/api/'));
  await probe.close();
  return list;
})();

beforeAll(async () => {
  gateway = await startGateway();
  for (const name of ACCOUNTS) {
    const response = await login(gateway.app, name);
    users[name] = { ...response, subject: await loadRolesAndCountry(gateway.db, response.user._id, response.user.franchise._id) };
  }
  tr1.franchise = users.owner.user.franchise._id;
  tr1.warehouse = await first(`SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [tr1.franchise]);
  tr1.city = await first(`SELECT city_id AS id FROM warehouses WHERE id = $1`, [tr1.warehouse]);
  tr1.order = await first(`SELECT id FROM orders WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [tr1.franchise]);
  tr1.picker = await first(`SELECT id FROM pickers WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [tr1.franchise]);
  tr1.courier = await first(`SELECT id FROM couriers WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [tr1.franchise]);
  tr1.vehicle = await first(`SELECT id FROM vehicles WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [tr1.franchise]);
  tr1.agreement = await first(`SELECT id FROM agreements WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [tr1.franchise]);
  tr1.shiftSlot = await first(`SELECT id FROM shift_slots WHERE franchise_id = $1 AND status = 100 ORDER BY id LIMIT 1`, [tr1.franchise]);
  tr1.shiftRequest = await first(`SELECT id FROM shift_plan_requests WHERE franchise_id = $1 AND status = 200 ORDER BY id LIMIT 1`, [tr1.franchise]);
  for (const resource of REST_RESOURCES) {
    tr1Records[resource.name] = await first(
      `SELECT ${resource.idColumn} AS id FROM ${resource.table} WHERE ${resource.scopeColumn} = $1 ORDER BY 1 LIMIT 1`,
      [tr1.franchise],
    );
  }
});
afterAll(() => gateway?.close());

const weekAgo = () => new Date(Date.now() - 7 * 86400_000).toISOString();
const now = () => new Date().toISOString();

/** The first franchise's value for each path parameter; a route with another one fails until it is added here. */
function pathParam(name: string, url: string): string {
  // a record's own calls (`/:id`, its actions and history) take the record's id
  const rest = REST_RESOURCES.find((resource) => url === `/api/${resource.name}/:id` || url.startsWith(`/api/${resource.name}/:id/`));
  if (name === 'id' && rest) return tr1Records[rest.name];
  const values: Record<string, string> = {
    warehouseId: tr1.warehouse,
    orderId: tr1.order,
    pickerId: tr1.picker,
    agreementId: tr1.agreement,
    franchiseId: tr1.franchise,
    userId: users.owner.user._id,
    slotId: tr1.shiftSlot,
    requestId: tr1.shiftRequest,
    kind: 'successful',
    // a file's key (the signed file links, whose signature is the key: they answer without it)
    key: '00000000-0000-4000-8000-000000000000',
  };
  if (!(name in values)) throw new Error(`${url}: no value of the first franchise for :${name}; add one to pathParam`);
  return values[name];
}

const urlOf = (route: RegisteredRoute) => route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(pathParam(name, route.url)));

/** Body fields that name the first franchise's records (sent whenever a body declares them), and fields with a form of their own. */
const named = (): Record<string, unknown> => ({
  warehouseId: tr1.warehouse,
  warehouseIds: [tr1.warehouse],
  pickerIds: [tr1.picker],
  courierId: tr1.courier,
  city: tr1.city,
  franchise: tr1.franchise,
  startDate: weekAgo(),
  endDate: now(),
  createdAtStart: weekAgo(),
  createdAtEnd: now(),
  updatedAt: '2024-01-01T00:00:00.000Z',
  pagePath: '/fleet/vehicle/list',
  utcOffset: 180,
  // the checked field kinds (a candidate's create): valid, so the franchise checks are what answer;
  // the London owner is who gets past the access rule, and a GB national id is an NI number
  nationalId: 'JG103759A',
  phone: '+90 5321234567',
  fileName: 'scan.pdf',
  contentType: 'application/pdf',
  // a timesheet v2 edit (its fields are all optional): a valid value, so the franchise check answers
  leaveMinutes: 0,
  // the staff tally's month and zone
  month: '2026-10',
  timeZone: 'Europe/London',
});

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean;
  enum?: unknown[];
  items?: Schema;
  default?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  anyOf?: Schema[];
}

/** A valid value of `schema`: the named fields' values, the required ones built from their type. */
function sample(schema: Schema, name?: string): unknown {
  const values = named();
  if (name && name in values) return values[name];
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf[0], name);
  const type = [schema.type ?? 'object'].flat().find((t) => t !== 'null');
  switch (type) {
    case 'object': {
      const body: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || key in values) body[key] = sample(property, key);
      }
      return body;
    }
    case 'array':
      return [sample(schema.items ?? {}, undefined)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      if (schema.format === 'date-time') return now();
      if (schema.format === 'date') return '2024-01-01';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

const bodySchemaOf = (route: RegisteredRoute) => (route.schema as { body?: Schema } | undefined)?.body;
const bodyOf = (route: RegisteredRoute) => {
  const schema = bodySchemaOf(route);
  return schema ? sample(schema) : undefined;
};

/** A value of the wrong type for every kind of property. */
const wrongTyped = (schema: Schema): unknown => ([schema.type].flat().includes('string') ? 42 : 'not-a-number-or-list');

/** Bodies the route must refuse with 400: not an object, wrong types, an unknown field where none is allowed. */
function malformedBodies(schema: Schema): unknown[] {
  const bodies: unknown[] = [[1, 2], 'text'];
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length > 0) bodies.push(Object.fromEntries(properties.map(([key, property]) => [key, wrongTyped(property)])));
  if (schema.additionalProperties === false) bodies.push({ ...(sample(schema) as object), unexpectedField: true });
  return bodies;
}

const methodOf = (route: RegisteredRoute) => route.method as Method;
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

const tr1Secrets = () => Object.values(tr1).filter((value) => value !== tr1.city);

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
      expect(satisfies('gbowner', route), 'the London owner has every role').toBe(true);
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
