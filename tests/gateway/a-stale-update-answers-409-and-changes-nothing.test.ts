// Optimistic concurrency on every editable resource of the generic REST layer (issue 9, item 6):
// a PUT carries the `updatedAt` its editor read; the gateway applies it only while the record
// still has that version, inside the update, and otherwise answers 409 STALE_RECORD, changing
// nothing. Proven on the fleet vehicles, the editable resource of resources/fleet/vehicles.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRestResource } from '../../gateway/rest/resource';
import vehicles from '../../resources/fleet/vehicles';
import { STALE_RECORD } from '../../src/domain/declaration/version';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';

type Vehicle = Record<string, unknown> & { id: string; updatedAt: string };

let gateway: TestGateway;
let owner: LoginResponse;
let gbowner: LoginResponse;
let ids: string[];

beforeAll(async () => {
  gateway = await startGateway();
  [owner, gbowner] = await Promise.all([login(gateway.app, 'owner'), login(gateway.app, 'gbowner')]);
  const { rows } = await gateway.db.query<{ id: string }>(`SELECT id FROM vehicles WHERE franchise_id = $1 ORDER BY plate LIMIT 8`, [
    owner.user.franchise._id,
  ]);
  ids = rows.map((row) => row.id);
});
afterAll(async () => {
  await gateway?.close();
});

async function read(id: string): Promise<Vehicle> {
  const response = await call(gateway.app, owner.accessToken, 'GET', `/api/vehicles/${id}`);
  expect(response.statusCode).toBe(200);
  return json<Vehicle>(response);
}

const put = (id: string, body: unknown, token = owner.accessToken) => call(gateway.app, token, 'PUT', `/api/vehicles/${id}`, body);

describe('an update based on the version it read', () => {
  it('is saved while the record still has that version, and moves the version forward', async () => {
    const before = await read(ids[0]);
    gateway.clock.advance(1000);
    const response = await put(ids[0], { notes: 'first editor', updatedAt: before.updatedAt });
    expect(response.statusCode, response.body).toBe(200);
    const after = json<Vehicle>(response);
    expect(after.notes).toBe('first editor');
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
  });

  it('of two editors of the same version, the later save answers 409 STALE_RECORD and changes nothing', async () => {
    const read1 = await read(ids[1]);
    const read2 = await read(ids[1]);
    gateway.clock.advance(1000);
    const first = await put(ids[1], { notes: 'saved first', km: 111, updatedAt: read1.updatedAt });
    expect(first.statusCode, first.body).toBe(200);
    const saved = json<Vehicle>(first);

    gateway.clock.advance(1000);
    const later = await put(ids[1], { notes: 'saved later', km: 222, updatedAt: read2.updatedAt });
    expect(later.statusCode).toBe(409);
    expect(json(later)).toEqual({ code: STALE_RECORD, message: expect.stringMatching(/someone else changed this record/i) });
    expect(await read(ids[1])).toEqual(saved);

    // read again, the second editor may save: the precondition is the version, not the content
    const retried = await put(ids[1], { notes: 'saved later', km: 222, updatedAt: saved.updatedAt });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(json<Vehicle>(retried)).toMatchObject({ notes: 'saved later', km: 222 });
  });

  it('words the 409 in the caller’s language', async () => {
    const current = await read(ids[2]);
    const response = await gateway.app.inject({
      method: 'PUT',
      url: `/api/vehicles/${ids[2]}`,
      headers: { authorization: `Bearer ${owner.accessToken}`, 'accept-language': 'tr' },
      payload: { notes: 'x', updatedAt: new Date(Date.parse(current.updatedAt) - 1).toISOString() },
    });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({ code: STALE_RECORD, message: 'Bu kaydı siz açtıktan sonra başka biri değiştirdi. Hiçbir şey kaydedilmedi.' });
  });

  it('moves the version even when two saves fall in the same millisecond, so the second editor is still refused', async () => {
    const read1 = await read(ids[3]);
    // the clock stands still: both saves happen "at the same time"
    const first = await put(ids[3], { km: 10, updatedAt: read1.updatedAt });
    expect(first.statusCode, first.body).toBe(200);
    const saved = json<Vehicle>(first);
    expect(saved.updatedAt).not.toBe(read1.updatedAt);
    expect((await put(ids[3], { km: 20, updatedAt: read1.updatedAt })).statusCode).toBe(409);
    expect((await read(ids[3])).km).toBe(10);
  });

  it('compares whole milliseconds: a stored time with microseconds matches the version JSON carried', async () => {
    await gateway.db.query(`UPDATE vehicles SET updated_at = '2030-01-02T03:04:05.678901Z' WHERE id = $1`, [ids[4]]);
    const current = await read(ids[4]);
    expect(current.updatedAt).toBe('2030-01-02T03:04:05.678Z');
    const response = await put(ids[4], { km: 5, updatedAt: current.updatedAt });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('lets exactly one of two simultaneous saves of the same version through', async () => {
    const current = await read(ids[5]);
    gateway.clock.advance(1000);
    const answers = await Promise.all([
      put(ids[5], { notes: 'editor A', updatedAt: current.updatedAt }),
      put(ids[5], { notes: 'editor B', updatedAt: current.updatedAt }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = json<Vehicle>(answers.find((answer) => answer.statusCode === 200)!);
    expect(await read(ids[5])).toEqual(winner);
  });

  it('needs the version: an update without it is refused (400) and changes nothing', async () => {
    const before = await read(ids[6]);
    for (const body of [{ notes: 'blind write' }, { notes: 'blind write', updatedAt: null }, { notes: 'x', updatedAt: 'yesterday' }]) {
      const response = await put(ids[6], body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(response).code).toBe('VALIDATION');
    }
    // the version alone changes nothing: at least one edit field
    expect((await put(ids[6], { updatedAt: before.updatedAt })).statusCode).toBe(400);
    expect(await read(ids[6])).toEqual(before);
  });

  it('another franchise’s record stays 404 whatever version is sent: a 409 would tell it exists', async () => {
    const current = await read(ids[7]);
    for (const updatedAt of [current.updatedAt, '2000-01-01T00:00:00.000Z']) {
      const response = await put(ids[7], { notes: 'not mine', updatedAt }, gbowner.accessToken);
      expect(response.statusCode).toBe(404);
    }
    expect(await read(ids[7])).toEqual(current);
    expect((await put('no-such-vehicle', { notes: 'x', updatedAt: current.updatedAt })).statusCode).toBe(404);
  });
});

describe('every editable resource has a version', () => {
  it('a declaration with edit fields but no updatedAt column or field is refused at start-up', () => {
    expect(() => defineRestResource(vehicles, { table: 'vehicles' })).toThrow(/updatedAtColumn/);
    const { updatedAt: _version, ...withoutVersion } = vehicles.fields;
    expect(() => defineRestResource({ ...vehicles, fields: withoutVersion }, { table: 'vehicles', updatedAtColumn: 'updated_at' })).toThrow(
      /updatedAt/,
    );
    expect(() => defineRestResource({ ...vehicles, edit: undefined }, { table: 'vehicles' })).not.toThrow();
  });
});
