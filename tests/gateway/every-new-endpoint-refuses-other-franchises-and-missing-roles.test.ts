// Every endpoint of the resources and layout calls, table-driven: a signed-in user of another
// franchise who guesses the first franchise's ids gets 404/403 (never the record, never a
// change), a user without the endpoint's role gets 403, and nobody gets in without a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, leaksInternals, listQuery, login, startGateway, type Method, type TestGateway } from './helpers';

let gateway: TestGateway;
const users: Record<'owner' | 'gbowner' | 'manager' | 'noroles', LoginResponse> = {} as never;

/** Ids of the first Istanbul franchise (the owner's), which the London owner will guess. */
const tr1 = { franchise: '', vehicle: '', courier: '', warehouse: '', agreement: '', trOnlyAgreement: '', candidate: '', person: '', request: '' };

const first = async (sql: string, params: unknown[]) => (await gateway.db.query<{ id: string }>(sql, params)).rows[0].id;

beforeAll(async () => {
  gateway = await startGateway();
  for (const name of ['owner', 'gbowner', 'manager', 'noroles'] as const) users[name] = await login(gateway.app, name);
  tr1.franchise = users.owner.user.franchise._id;
  tr1.vehicle = await first(`SELECT id FROM vehicles WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [tr1.franchise]);
  tr1.courier = await first(`SELECT id FROM couriers WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [tr1.franchise]);
  tr1.warehouse = await first(`SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [tr1.franchise]);
  tr1.agreement = await first(`SELECT id FROM agreements WHERE franchise_id IS NULL ORDER BY id LIMIT 1`, []);
  tr1.trOnlyAgreement = await first(`SELECT id FROM agreements WHERE franchise_id = $1`, [tr1.franchise]);
  tr1.candidate = await first(`SELECT id FROM candidates WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [tr1.franchise]);
  // an active courier: the person every people action could start from
  tr1.person = await first(`SELECT id FROM people WHERE franchise_id = $1 AND is_active AND staff_type <> 2 ORDER BY id LIMIT 1`, [tr1.franchise]);
  tr1.request = await first(`SELECT id FROM information_edit_requests WHERE franchise_id = $1 AND status = 1 ORDER BY id LIMIT 1`, [tr1.franchise]);
});
afterAll(() => gateway?.close());

interface Endpoint {
  name: string;
  method: Method;
  url: () => string;
  body?: () => unknown;
  /** The demo user without the endpoint's role, when it has one. */
  withoutRole?: 'manager' | 'noroles';
}

/** A well-formed version (updatedAt) for an update, which the checks here come before. */
const ANY_VERSION = '2024-01-01T00:00:00.000Z';

const ENDPOINTS: Endpoint[] = [
  { name: 'vehicle list', method: 'GET', url: () => '/api/vehicles', withoutRole: 'manager' },
  { name: 'vehicle getMany', method: 'GET', url: () => `/api/vehicles${listQuery({ filter: { id: [tr1.vehicle] } })}`, withoutRole: 'manager' },
  { name: 'vehicle get', method: 'GET', url: () => `/api/vehicles/${tr1.vehicle}`, withoutRole: 'manager' },
  { name: 'vehicle update', method: 'PUT', url: () => `/api/vehicles/${tr1.vehicle}`, body: () => ({ km: 1, updatedAt: ANY_VERSION }), withoutRole: 'manager' },
  { name: 'courier list', method: 'GET', url: () => '/api/couriers', withoutRole: 'noroles' },
  { name: 'courier get', method: 'GET', url: () => `/api/couriers/${tr1.courier}`, withoutRole: 'noroles' },
  { name: 'warehouse list', method: 'GET', url: () => '/api/warehouses' },
  { name: 'warehouse get', method: 'GET', url: () => `/api/warehouses/${tr1.warehouse}` },
  { name: 'user warehouses', method: 'GET', url: () => '/api/users/warehouses/' },
  { name: 'favourites', method: 'GET', url: () => '/api/users/favorites/pages' },
  { name: 'favourite add', method: 'POST', url: () => '/api/users/favorites/pages', body: () => ({ pagePath: '/fleet/vehicle/list' }) },
  { name: 'favourite remove', method: 'DELETE', url: () => '/api/users/favorites/pages', body: () => ({ pagePath: '/fleet/vehicle/list' }) },
  {
    name: 'franchise change',
    method: 'PUT',
    url: () => `/api/users/${users.owner.user._id}/franchise`,
    body: () => ({ franchise: tr1.franchise }),
    withoutRole: 'manager',
  },
  { name: 'franchise', method: 'GET', url: () => `/api/franchises/${tr1.franchise}` },
  { name: 'agreements', method: 'GET', url: () => '/api/franchises/agreement/filter', withoutRole: 'manager' },
  { name: 'agreement accept', method: 'POST', url: () => `/api/franchises/agreement/${tr1.trOnlyAgreement}/accept`, withoutRole: 'manager' },
  { name: 'agreement download', method: 'GET', url: () => `/api/franchises/agreement/${tr1.trOnlyAgreement}/download`, withoutRole: 'manager' },
  { name: 'sidebar badges', method: 'POST', url: () => '/api/sidebar-badges/count' },
  { name: 'countries', method: 'POST', url: () => '/api/geonaming/countries/filter', body: () => ({}) },
  { name: 'candidate list', method: 'GET', url: () => '/api/candidates', withoutRole: 'manager' },
  { name: 'candidate get', method: 'GET', url: () => `/api/candidates/${tr1.candidate}`, withoutRole: 'manager' },
  {
    name: 'candidate history',
    method: 'GET',
    url: () => `/api/candidates/${tr1.candidate}/history`,
    withoutRole: 'manager',
  },
  { name: 'people list', method: 'GET', url: () => '/api/people', withoutRole: 'noroles' },
  { name: 'person get', method: 'GET', url: () => `/api/people/${tr1.person}`, withoutRole: 'noroles' },
  // the manager has the person role but not its changeWarehouse permission
  {
    name: 'person changeStore',
    method: 'POST',
    url: () => `/api/people/${tr1.person}/actions/changeStore`,
    body: () => ({ warehouseId: tr1.warehouse }),
    withoutRole: 'manager',
  },
  {
    name: 'person askInformationEdit',
    method: 'POST',
    url: () => `/api/people/${tr1.person}/actions/askInformationEdit`,
    body: () => ({ homeAddress: 'Moda Caddesi 1, Kadıköy' }),
    withoutRole: 'noroles',
  },
  { name: 'information-edit request list', method: 'GET', url: () => '/api/information-edit-requests', withoutRole: 'manager' },
  {
    name: 'information-edit request withdraw',
    method: 'POST',
    url: () => `/api/information-edit-requests/${tr1.request}/actions/withdraw`,
    withoutRole: 'manager',
  },
];

/** What a refused call must leave as it was: the vehicle, the person, their requests and history. */
async function tr1State() {
  const rows = async (sql: string, params: unknown[]) => (await gateway.db.query(sql, params)).rows;
  return [
    await rows(`SELECT km, updated_at FROM vehicles WHERE id = $1`, [tr1.vehicle]),
    await rows(`SELECT warehouse_id, is_active, home_address FROM people WHERE id = $1`, [tr1.person]),
    await rows(`SELECT id, status FROM information_edit_requests WHERE person_id = $1 OR id = $2 ORDER BY id`, [tr1.person, tr1.request]),
    await rows(`SELECT count(*)::int AS n FROM record_history WHERE record_id IN ($1, $2)`, [tr1.person, tr1.request]),
  ];
}

/** Everything of the first franchise a response must never show the London owner. */
const tr1Secrets = () => [tr1.vehicle, tr1.courier, tr1.warehouse, tr1.trOnlyAgreement, tr1.franchise, tr1.candidate, tr1.person, tr1.request];

describe.each(ENDPOINTS)('$method $name', (endpoint) => {
  it('needs a signed-in user', async () => {
    const response = await call(gateway.app, null, endpoint.method, endpoint.url(), endpoint.body?.());
    expect(response.statusCode).toBe(401);
    expect(json(response).code).toBe('UNAUTHORIZED');
  });

  it('never shows or changes the first franchise’s records to a user of another franchise', async () => {
    const before = await tr1State();
    const response = await call(gateway.app, users.gbowner.accessToken, endpoint.method, endpoint.url(), endpoint.body?.());
    expect(leaksInternals(response.body)).toBe(false);
    if (response.statusCode >= 400) {
      expect([403, 404]).toContain(response.statusCode);
    } else {
      // the call exists for everyone (a list, the caller's own data): it answers the caller's franchise only
      for (const secret of tr1Secrets()) expect(response.body, `${endpoint.name} shows ${secret}`).not.toContain(secret);
    }
    expect(await tr1State()).toEqual(before);
  });

  if (endpoint.withoutRole) {
    it(`is refused with 403 to ${endpoint.withoutRole}, who lacks its role`, async () => {
      const before = await tr1State();
      const response = await call(gateway.app, users[endpoint.withoutRole!].accessToken, endpoint.method, endpoint.url(), endpoint.body?.());
      expect(response.statusCode).toBe(403);
      expect(json(response)).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
      expect(await tr1State()).toEqual(before);
    });
  } else {
    it('is open to any signed-in user of the franchise, even one without roles', async () => {
      const response = await call(gateway.app, users.noroles.accessToken, endpoint.method, endpoint.url(), endpoint.body?.());
      expect(response.statusCode, response.body).toBe(200);
    });
  }
});

describe('what the other franchise gets back exactly', () => {
  const asGb = (method: Method, url: string, body?: unknown) => call(gateway.app, users.gbowner.accessToken, method, url, body);

  it('records by guessed id: 404, as for an id that does not exist', async () => {
    for (const url of [`/api/vehicles/${tr1.vehicle}`, `/api/couriers/${tr1.courier}`, `/api/warehouses/${tr1.warehouse}`, `/api/franchises/${tr1.franchise}`]) {
      const response = await asGb('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(json(response).code).toBe('NOT_FOUND');
    }
    expect((await asGb('PUT', `/api/vehicles/${tr1.vehicle}`, { km: 1, updatedAt: ANY_VERSION })).statusCode).toBe(404);
  });

  it('lists filtered by the first franchise’s ids or warehouses: empty, total 0', async () => {
    for (const [resource, filter] of [
      ['vehicles', { id: [tr1.vehicle] }],
      ['vehicles', { warehouseId: tr1.warehouse }],
      ['couriers', { id: [tr1.courier] }],
      ['couriers', { warehouseId: tr1.warehouse }],
      ['warehouses', { id: [tr1.warehouse] }],
    ] as const) {
      const response = await asGb('GET', `/api/${resource}${listQuery({ filter, range: [0, 9] })}`);
      expect(response.statusCode).toBe(200);
      expect(json<unknown[]>(response)).toEqual([]);
      expect(response.headers['content-range']).toBe(`${resource} */0`);
    }
  });

  it('people actions on the first franchise’s person: 404, as for a person that does not exist, and nothing asked or moved', async () => {
    const before = await tr1State();
    const otherStore = await first(`SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [users.gbowner.user.franchise._id]);
    for (const [action, body] of [
      ['changeStore', { warehouseId: otherStore }],
      ['askInformationEdit', { personalPhone: '7700900123' }],
    ] as const) {
      const response = await asGb('POST', `/api/people/${tr1.person}/actions/${action}`, body);
      expect(response.statusCode, action).toBe(404);
      expect(json(response).code).toBe('NOT_FOUND');
    }
    expect(await tr1State()).toEqual(before);
  });

  it('information-edit requests: the first franchise’s rows are neither listed nor found by person or id', async () => {
    const mine = await asGb('GET', `/api/information-edit-requests${listQuery({ range: [0, 99] })}`);
    expect(mine.statusCode).toBe(200);
    const gbRequests = await gateway.db.query<{ id: string }>(`SELECT id FROM information_edit_requests WHERE franchise_id = $1 ORDER BY id`, [
      users.gbowner.user.franchise._id,
    ]);
    // the London franchise has requests of its own, so an empty page would prove nothing
    expect(gbRequests.rows.length).toBeGreaterThan(0);
    const gbIds = new Set(gbRequests.rows.map((row) => row.id));
    const listed = json<{ id: string }[]>(mine);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((row) => !gbIds.has(row.id))).toEqual([]);
    expect(mine.headers['content-range']).toMatch(new RegExp(`/${gbIds.size}$`));
    for (const filter of [{ personId: tr1.person }, { id: [tr1.request] }]) {
      const response = await asGb('GET', `/api/information-edit-requests${listQuery({ filter, range: [0, 9] })}`);
      expect(response.statusCode).toBe(200);
      expect(json<unknown[]>(response)).toEqual([]);
      expect(response.headers['content-range']).toBe('information-edit-requests */0');
    }
  });

  it('the first franchise’s own agreement: not listed, not acceptable, not downloadable', async () => {
    const list = json<{ accepted: { _id: string }[]; notAccepted: { _id: string }[] }>(await asGb('GET', '/api/franchises/agreement/filter'));
    const ids = [...list.accepted, ...list.notAccepted].map((item) => item._id);
    expect(ids).toContain(tr1.agreement);
    expect(ids).not.toContain(tr1.trOnlyAgreement);
    expect((await asGb('POST', `/api/franchises/agreement/${tr1.trOnlyAgreement}/accept`)).statusCode).toBe(404);
    expect((await asGb('GET', `/api/franchises/agreement/${tr1.trOnlyAgreement}/download`)).statusCode).toBe(404);
    const accepted = await gateway.db.query(`SELECT 1 FROM agreement_acceptances WHERE agreement_id = $1 AND user_id = $2`, [
      tr1.trOnlyAgreement,
      users.gbowner.user._id,
    ]);
    expect(accepted.rows).toEqual([]);
  });

  it('another user’s franchise: the switch is 403 for their user id, 404 for a franchise not in one’s list', async () => {
    const other = await asGb('PUT', `/api/users/${users.owner.user._id}/franchise`, { franchise: users.gbowner.user.franchise._id });
    expect(other.statusCode).toBe(403);
    const foreign = await asGb('PUT', `/api/users/${users.gbowner.user._id}/franchise`, { franchise: tr1.franchise });
    expect(foreign.statusCode).toBe(404);
    const me = json<LoginResponse>(await call(gateway.app, users.gbowner.accessToken, 'GET', '/api/auth/me'));
    expect(me.user.franchise._id).toBe(users.gbowner.user.franchise._id);
    const session = await gateway.db.query<{ franchise_id: string }>(`SELECT DISTINCT franchise_id FROM sessions WHERE user_id = $1`, [
      users.owner.user._id,
    ]);
    expect(session.rows).toEqual([{ franchise_id: tr1.franchise }]);
  });

  it('favourites: one user’s list is theirs alone', async () => {
    const owner = users.owner.accessToken;
    await call(gateway.app, owner, 'POST', '/api/users/favorites/pages', { pagePath: '/staff/list' });
    expect(json(await asGb('GET', '/api/users/favorites/pages')).favorites).not.toContain('/staff/list');
    await asGb('DELETE', '/api/users/favorites/pages', { pagePath: '/staff/list' });
    expect(json(await call(gateway.app, owner, 'GET', '/api/users/favorites/pages')).favorites).toContain('/staff/list');
  });
});
