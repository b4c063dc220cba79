// The shift plan's refusals (docs/gateway-api.md, "Shift plan"): a person's overlapping slot and a
// slot on their approved leave answer 409 with the clash named; a slot over 12 hours or off the
// half-hour steps answers 400 naming the field; another franchise's store, slot or person is not
// found; a save based on an older version answers 409 and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../src/domain/types';
import type { ShiftSlot } from '../../src/domain/shiftPlan';
import { call, json, login, startGateway, type TestGateway } from './helpers';
import { API, local, makeSlot, publishedSlot, slotRow, storeWithPeople } from './support/shiftPlan';

const ZONE = 'Europe/Istanbul';
let gateway: TestGateway;
let owner: LoginResponse;
let gbowner: LoginResponse;
let store: Awaited<ReturnType<typeof storeWithPeople>>;

beforeAll(async () => {
  gateway = await startGateway();
  owner = await login(gateway.app, 'owner');
  gbowner = await login(gateway.app, 'gbowner');
  store = await storeWithPeople(gateway.db, owner.user.franchise._id, 'courier');
});
afterAll(() => gateway?.close());

const slotAt = (from: string, to: string) => ({ warehouseId: store.warehouseId, kind: 'courier' as const, startsAt: local(from, ZONE), endsAt: local(to, ZONE) });
const assign = (slot: ShiftSlot, personId: string, token = owner.accessToken) =>
  call(gateway.app, token, 'POST', `${API}/slots/${slot.id}/assign`, { updatedAt: slot.updatedAt, personId, timeZone: ZONE });

describe('a person’s slots', () => {
  it('an overlapping assignment is refused with 409 naming the other slot, and nothing changes', async () => {
    const [person] = store.people;
    const first = await publishedSlot(gateway.app, owner.accessToken, slotAt('2031-03-04T09:00', '2031-03-04T17:00'), ZONE);
    expect((await assign(first, person.id)).statusCode).toBe(200);
    const second = await publishedSlot(gateway.app, owner.accessToken, slotAt('2031-03-04T16:30', '2031-03-04T22:00'), ZONE);
    const refused = await assign(second, person.id);
    expect(refused.statusCode, refused.body).toBe(409);
    const body = json<{ code: string; message: string; clash: { kind: string; slotId: string } }>(refused);
    expect(body.code).toBe('SHIFT_SLOT_OVERLAP');
    expect(body.clash).toMatchObject({ kind: 'slot', slotId: first.id });
    expect(body.message).toContain(person.name);
    expect(body.message).toContain('2031/03/04 09:00');
    expect(body.message).toContain('2031/03/04 17:00');
    expect(await slotRow(gateway.db, second.id)).toMatchObject({ status: 100, person_id: null });
    // in Turkish, with the Turkish date format
    const turkish = await gateway.app.inject({
      method: 'POST',
      url: `${API}/slots/${second.id}/assign`,
      headers: { authorization: `Bearer ${owner.accessToken}`, 'accept-language': 'tr' },
      payload: { updatedAt: second.updatedAt, personId: person.id, timeZone: ZONE },
    });
    expect(json<{ message: string }>(turkish).message).toContain('04/03/2031 09:00');
  });

  it('moving an assigned slot onto the person’s other slot is refused too; back-to-back is fine', async () => {
    const person = store.people[1];
    const morning = await publishedSlot(gateway.app, owner.accessToken, slotAt('2031-03-05T08:00', '2031-03-05T12:00'), ZONE);
    const evening = await publishedSlot(gateway.app, owner.accessToken, slotAt('2031-03-05T12:00', '2031-03-05T16:00'), ZONE);
    expect((await assign(morning, person.id)).statusCode).toBe(200);
    const assigned = json<ShiftSlot>(await assign(evening, person.id));
    expect(assigned.status).toBe(300);
    const moved = await call(gateway.app, owner.accessToken, 'PUT', `${API}/slots/${evening.id}`, {
      startsAt: local('2031-03-05T11:00', ZONE),
      endsAt: local('2031-03-05T16:00', ZONE),
      updatedAt: assigned.updatedAt,
      timeZone: ZONE,
    });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(json(moved).code).toBe('SHIFT_SLOT_OVERLAP');
    expect((await slotRow(gateway.db, evening.id)).starts_at.toISOString()).toBe(local('2031-03-05T12:00', ZONE));
  });

  it('a slot on the person’s approved leave is refused with 409 naming the leave; pending leave does not count', async () => {
    const person = store.people[2];
    const leave = (id: string, status: number) =>
      gateway.db.query(
        `INSERT INTO leaves (id, franchise_id, person_id, warehouse_id, type, status, all_day, starts_at, ends_at, workable_minutes)
         VALUES ($1, $2, $3, $4, 1, $5, true, $6, $7, 480)`,
        [id, owner.user.franchise._id, person.id, store.warehouseId, status, local('2031-03-10T00:00', ZONE), local('2031-03-12T00:00', ZONE)],
      );
    await leave('leave-pending-test', 100);
    const slot = await publishedSlot(gateway.app, owner.accessToken, slotAt('2031-03-11T09:00', '2031-03-11T17:00'), ZONE);
    await gateway.db.query(`UPDATE leaves SET status = 200 WHERE id = 'leave-pending-test'`);
    const refused = await assign(slot, person.id);
    expect(refused.statusCode, refused.body).toBe(409);
    const body = json<{ code: string; message: string; clash: { kind: string } }>(refused);
    expect(body.code).toBe('SHIFT_SLOT_ON_LEAVE');
    expect(body.clash.kind).toBe('leave');
    expect(body.message).toContain(person.name);
    expect(body.message).toContain('2031/03/10 00:00');
    expect(await slotRow(gateway.db, slot.id)).toMatchObject({ status: 100, person_id: null });
    await gateway.db.query(`UPDATE leaves SET status = 100 WHERE id = 'leave-pending-test'`);
    expect((await assign(slot, person.id)).statusCode).toBe(200);
  });
});

describe('a slot’s shape', () => {
  it('over 12 hours is refused with 400 naming endsAt; exactly 12 is fine', async () => {
    const long = await call(gateway.app, owner.accessToken, 'POST', `${API}/slots`, slotAt('2031-03-06T06:00', '2031-03-06T18:30'));
    expect(long.statusCode).toBe(400);
    expect(json(long)).toMatchObject({ code: 'SHIFT_SLOT_TOO_LONG', field: 'endsAt' });
    expect(json<{ message: string }>(long).message).toContain('12');
    const twelve = await call(gateway.app, owner.accessToken, 'POST', `${API}/slots`, slotAt('2031-03-06T06:00', '2031-03-06T18:00'));
    expect(twelve.statusCode).toBe(201);
  });

  it('off the 30-minute steps, backwards, or with a break as long as the slot is refused with 400', async () => {
    const off = await call(gateway.app, owner.accessToken, 'POST', `${API}/slots`, slotAt('2031-03-06T06:15', '2031-03-06T10:00'));
    expect(json(off)).toMatchObject({ code: 'SHIFT_SLOT_STEP', field: 'startsAt' });
    const backwards = await call(gateway.app, owner.accessToken, 'POST', `${API}/slots`, slotAt('2031-03-06T10:00', '2031-03-06T09:00'));
    expect(json(backwards)).toMatchObject({ code: 'SHIFT_SLOT_ORDER' });
    const allBreak = await call(gateway.app, owner.accessToken, 'POST', `${API}/slots`, { ...slotAt('2031-03-06T10:00', '2031-03-06T11:00'), breakMinutes: 60 });
    expect(json(allBreak)).toMatchObject({ code: 'SHIFT_SLOT_BREAK', field: 'breakMinutes' });
    const unknownZone = await call(gateway.app, owner.accessToken, 'POST', `${API}/week`, { warehouseId: store.warehouseId, kind: 'courier', weekStart: '2031-03-03', timeZone: 'Mars/Base' });
    expect(unknownZone.statusCode).toBe(400);
  });
});

describe('another franchise', () => {
  it('its store, slot, person and request are not found, and nothing of theirs changes', async () => {
    const slot = await publishedSlot(gateway.app, owner.accessToken, slotAt('2031-03-07T09:00', '2031-03-07T13:00'), ZONE);
    const before = await slotRow(gateway.db, slot.id);
    const asLondon = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => call(gateway.app, gbowner.accessToken, method, url, body);
    expect((await asLondon('POST', `${API}/week`, { warehouseId: store.warehouseId, kind: 'courier', weekStart: '2031-03-03' })).statusCode).toBe(404);
    expect((await asLondon('POST', `${API}/slots`, slotAt('2031-03-07T09:00', '2031-03-07T13:00'))).statusCode).toBe(404);
    expect((await asLondon('PUT', `${API}/slots/${slot.id}`, { startsAt: slot.startsAt, endsAt: slot.endsAt, updatedAt: slot.updatedAt })).statusCode).toBe(404);
    const extra: Record<string, object> = { assign: { personId: store.people[0].id }, share: { warehouseId: store.warehouseId }, unassign: {}, delete: {} };
    for (const action of ['assign', 'unassign', 'share', 'delete']) {
      const response = await asLondon('POST', `${API}/slots/${slot.id}/${action}`, { updatedAt: slot.updatedAt, ...extra[action] });
      expect(response.statusCode, action).toBe(404);
    }
    expect((await asLondon('GET', `${API}/slots/${slot.id}/history`)).statusCode).toBe(404);
    expect((await asLondon('POST', `${API}/week/publish`, { warehouseId: store.warehouseId, kind: 'courier', weekStart: '2031-03-03' })).statusCode).toBe(404);
    expect((await asLondon('POST', `${API}/week/copy`, { warehouseId: store.warehouseId, kind: 'courier', weekStart: '2031-03-03' })).statusCode).toBe(404);
    const request = (await gateway.db.query<{ id: string; updated_at: Date }>(`SELECT id, updated_at FROM shift_plan_requests WHERE franchise_id = $1 AND status = 200 LIMIT 1`, [owner.user.franchise._id])).rows[0];
    expect((await asLondon('POST', `${API}/requests/${request.id}/decline`, { updatedAt: request.updated_at.toISOString() })).statusCode).toBe(404);
    expect((await asLondon('GET', `/api/warehouses/courier-plan/${owner.user.franchise._id}`)).statusCode).toBe(404);
    const theirs = json<{ requests: { _id: string }[] }>(await asLondon('POST', `${API}/requests/filter`, {}));
    expect(theirs.requests.map((row) => row._id)).not.toContain(request.id);
    expect(theirs.requests.every((row) => typeof row._id === 'string')).toBe(true);
    expect(await slotRow(gateway.db, slot.id)).toEqual(before);
    // and a London slot cannot take a person of Istanbul
    const london = await storeWithPeople(gateway.db, gbowner.user.franchise._id, 'courier');
    const gbSlot = await publishedSlot(
      gateway.app,
      gbowner.accessToken,
      { warehouseId: london.warehouseId, kind: 'courier', startsAt: local('2031-03-07T09:00', 'Europe/London'), endsAt: local('2031-03-07T13:00', 'Europe/London') },
      'Europe/London',
    );
    const foreign = await assign(gbSlot, store.people[0].id, gbowner.accessToken);
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign).code).toBe('INVALID_REFERENCE');
  });
});

describe('two managers on one week', () => {
  it('the later save of a slot that changed meanwhile answers 409 and changes nothing', async () => {
    const slot = await makeSlot(gateway.app, owner.accessToken, slotAt('2031-03-08T09:00', '2031-03-08T13:00'));
    const first = await call(gateway.app, owner.accessToken, 'PUT', `${API}/slots/${slot.id}`, {
      startsAt: local('2031-03-08T10:00', ZONE),
      endsAt: local('2031-03-08T14:00', ZONE),
      updatedAt: slot.updatedAt,
    });
    expect(first.statusCode, first.body).toBe(200);
    gateway.clock.advance(1000);
    const after = await slotRow(gateway.db, slot.id);
    const stale = await call(gateway.app, owner.accessToken, 'PUT', `${API}/slots/${slot.id}`, {
      startsAt: local('2031-03-08T15:00', ZONE),
      endsAt: local('2031-03-08T19:00', ZONE),
      updatedAt: slot.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    const body = json<{ code: string; message: string; current: ShiftSlot }>(stale);
    expect(body.code).toBe('STALE_RECORD');
    expect(body.message).toMatch(/Someone else changed/);
    expect(body.current.startsAt).toBe(local('2031-03-08T10:00', ZONE));
    expect(await slotRow(gateway.db, slot.id)).toEqual(after);
    const staleDelete = await call(gateway.app, owner.accessToken, 'POST', `${API}/slots/${slot.id}/delete`, { updatedAt: slot.updatedAt });
    expect(staleDelete.statusCode).toBe(409);
    expect(await slotRow(gateway.db, slot.id)).toEqual(after);
  });
});
