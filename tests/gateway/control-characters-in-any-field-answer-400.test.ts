// Fuzzing every kind of request part with control characters: NUL (which PostgreSQL refuses in
// text, once a 500 on four endpoints) and the other C0 controls and DEL answer 400 VALIDATION with
// a message naming the field, never a 500, and change nothing. Tab and line breaks stay allowed
// where text is free (a vehicle's notes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, leaksInternals, listQuery, login, post, startGateway, type Method, type TestGateway } from './helpers';

let gateway: TestGateway;
let owner: LoginResponse;
let vehicle: { id: string; notes: string | null; updatedAt: string };

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
