// react-admin's <Edit>, through its stock ra-data-simple-rest client, sends the whole record back on
// save. The gateway takes it while the fields a PUT may not change are as they were read, writes
// only the edit fields, and refuses (400, by name, nothing written) a body that changes one.
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import vehicles from '../../resources/fleet/vehicles';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';

type Vehicle = Record<string, unknown> & { id: string; km: number | null; updatedAt: string };

let gateway: TestGateway;
let owner: LoginResponse;
let id: string;

beforeAll(async () => {
  gateway = await startGateway();
  owner = await login(gateway.app, 'owner');
  const listed = await call(gateway.app, owner.accessToken, 'GET', '/api/vehicles?range=[0,0]');
  id = json<Vehicle[]>(listed)[0]!.id;
});
afterAll(async () => {
  await gateway?.close();
});

async function read(): Promise<Vehicle> {
  const response = await call(gateway.app, owner.accessToken, 'GET', `/api/vehicles/${id}`);
  expect(response.statusCode).toBe(200);
  return json<Vehicle>(response);
}
const put = (body: Record<string, unknown>, language = 'en') =>
  gateway.app.inject({ method: 'PUT', url: `/api/vehicles/${id}`, headers: { authorization: `Bearer ${owner.accessToken}`, 'accept-language': language }, payload: body });

describe('a PUT of the whole record as read', () => {
  it('saves the edit fields and leaves the read-only ones as they were', async () => {
    const before = await read();
    const response = await put({ ...before, km: (before.km ?? 0) + 7 });
    expect(response.statusCode, response.body).toBe(200);
    const after = await read();
    expect(after.km).toBe((before.km ?? 0) + 7);
    const readOnly = Object.keys(vehicles.fields).filter((field) => !vehicles.edit!.fields.includes(field as never) && field !== 'updatedAt');
    expect(readOnly).toEqual(expect.arrayContaining(['plate', 'type']));
    for (const field of readOnly) expect(after[field], field).toEqual(before[field]);
    expect(after.updatedAt).not.toBe(before.updatedAt);
  });

  it('refuses one that changes a read-only field, naming it in the caller’s language, and writes nothing', async () => {
    const before = await read();
    for (const [change, language, words] of [
      [{ plate: `${String(before.plate)}X` }, 'en', /plate cannot be changed/],
      [{ type: before.type === 1 ? 2 : 1 }, 'tr', /type burada değiştirilemez/],
      [{ id: `${before.id}0` }, 'en', /id cannot be changed/],
    ] as const) {
      const response = await put({ ...before, km: (before.km ?? 0) + 1, ...change }, language);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const problem = json<{ code: string; message: string; details: Array<{ field: string }> }>(response);
      expect(problem.code).toBe('VALIDATION');
      expect(problem.details.map((detail) => detail.field)).toEqual(Object.keys(change));
      expect(problem.message).toMatch(words);
    }
    expect(await read()).toEqual(before);
  });

  it('still refuses a field no read gives, and a body that changes no edit field', async () => {
    const before = await read();
    expect((await put({ ...before, km: 1, color: 'red' })).statusCode).toBe(400);
    const readOnlyPart = Object.fromEntries(Object.entries(before).filter(([field]) => !vehicles.edit!.fields.includes(field as never)));
    const nothing = await put(readOnlyPart);
    expect({ status: nothing.statusCode, code: json(nothing).code }).toEqual({ status: 400, code: 'VALIDATION' });
    expect(await read()).toEqual(before);
  });

  it('answers a whole record read before someone else saved with 409, whatever changed since', async () => {
    const stale = await read();
    expect((await put({ km: (stale.km ?? 0) + 3, updatedAt: stale.updatedAt })).statusCode).toBe(200);
    const current = await read();
    const response = await put({ ...stale, km: (stale.km ?? 0) + 9 });
    expect({ status: response.statusCode, code: json(response).code }).toEqual({ status: 409, code: 'STALE_RECORD' });
    expect(await read()).toEqual(current);
  });
});

describe("react-admin's stock simple REST client", () => {
  it('updates a vehicle the way <Edit> saves it: the whole record, a field changed', async () => {
    const url = await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    const httpClient = (path: string, options: fetchUtils.Options = {}) =>
      fetchUtils.fetchJson(path, { ...options, user: { authenticated: true, token: `Bearer ${owner.accessToken}` } });
    const client = simpleRestProvider(`${url}/api`, httpClient);
    const { data: before } = await client.getOne<Vehicle>('vehicles', { id });
    const { data: saved } = await client.update<Vehicle>('vehicles', { id, data: { ...before, km: (before.km ?? 0) + 11 }, previousData: before });
    expect(saved.km).toBe((before.km ?? 0) + 11);
    expect(saved.plate).toBe(before.plate);
    await expect(client.update<Vehicle>('vehicles', { id, data: { ...saved, plate: 'ZZ 999' }, previousData: saved })).rejects.toMatchObject({ status: 400 });
    expect((await client.getOne<Vehicle>('vehicles', { id })).data).toEqual(saved);
  });
});
