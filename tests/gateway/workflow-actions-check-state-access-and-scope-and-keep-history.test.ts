// The declared workflow actions (gateway/rest/actions.ts) on people and information-edit requests:
// a wrong start state answers 409 and changes nothing, another franchise's id 404, a caller
// without the permission 403; two concurrent runs give one success; bulk says which moved; every
// run leaves a history row; an information-edit request never edits the person; a picker's store
// moved through the spec call shows on its people row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_MOVED_ON } from '../../src/domain/declaration/actions';
import type { LoginResponse } from '../../src/domain/types';
import { decideOldestActiveRequest } from '../../gateway/db/information-edit-requests';
import { call, json, login, startGateway, type TestGateway } from './helpers';

let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;
let gbowner: LoginResponse;
let tr1: string;
let today: string;

const one = async <T>(sql: string, params: unknown[] = []) => (await gateway.db.query<T & Record<string, unknown>>(sql, params)).rows[0];
/** An active person of the tr1 franchise, with no edit request yet, not used by another test. */
const taken: string[] = [];
async function activePerson(extra = 'true'): Promise<{ id: string; warehouse_id: string }> {
  const row = await one<{ id: string; warehouse_id: string }>(
    `SELECT id, warehouse_id FROM people WHERE franchise_id = $1 AND is_active AND ${extra} AND NOT (id = ANY($2::text[]))
       AND id NOT IN (SELECT person_id FROM information_edit_requests) ORDER BY id LIMIT 1`,
    [tr1, taken],
  );
  taken.push(row.id);
  return row;
}
const deactivate = (token: string, id: string, body: Record<string, unknown>) =>
  call(gateway.app, token, 'POST', `/api/people/${id}/actions/deactivate`, body);
const reason = () => ({ terminationReason: 1, terminationDate: today });

beforeAll(async () => {
  gateway = await startGateway();
  [owner, manager, gbowner] = await Promise.all(['owner', 'manager', 'gbowner'].map((name) => login(gateway.app, name)));
  tr1 = owner.user.franchise._id;
  today = gateway.clock.now().toISOString().slice(0, 10);
});
afterAll(async () => {
  await gateway?.close();
});

describe('deactivate', () => {
  it('moves an active person to inactive with the reason, and a second run answers 409 changing nothing', async () => {
    const person = await activePerson();
    const first = await deactivate(owner.accessToken, person.id, { terminationReason: 9, terminationDate: today, terminationNote: 'moved abroad' });
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toMatchObject({ id: person.id, isActive: false, terminationReason: 9, terminationDate: today, terminationNote: 'moved abroad' });

    const again = await deactivate(owner.accessToken, person.id, { terminationReason: 1, terminationDate: today });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: ACTION_MOVED_ON });
    const row = await one<{ termination_reason: number; termination_note: string }>('SELECT termination_reason, termination_note FROM people WHERE id = $1', [person.id]);
    expect(row).toMatchObject({ termination_reason: 9, termination_note: 'moved abroad' });
  });

  it('answers 409 in Turkish for a Turkish caller', async () => {
    const person = await activePerson();
    await deactivate(owner.accessToken, person.id, reason());
    const again = await gateway.app.inject({
      method: 'POST',
      url: `/api/people/${person.id}/actions/deactivate`,
      headers: { authorization: `Bearer ${owner.accessToken}`, 'accept-language': 'tr' },
      payload: reason(),
    });
    expect(again.statusCode).toBe(409);
    expect(json<{ message: string }>(again).message).toMatch(/Hiçbir şey değiştirilmedi/);
  });

  it('refuses another franchise’s person (404) and a caller without deactivatePerson (403)', async () => {
    const person = await activePerson();
    expect((await deactivate(gbowner.accessToken, person.id, reason())).statusCode).toBe(404);
    expect((await deactivate(manager.accessToken, person.id, reason())).statusCode).toBe(403);
    expect((await one<{ is_active: boolean }>('SELECT is_active FROM people WHERE id = $1', [person.id])).is_active).toBe(true);
  });

  it('needs a note for reason "other", a date not in the future and a reason of the list', async () => {
    const person = await activePerson();
    const noNote = await deactivate(owner.accessToken, person.id, { terminationReason: 9, terminationDate: today });
    expect(noNote.statusCode).toBe(400);
    expect(json<{ details: { field: string }[] }>(noNote).details.map((detail) => detail.field)).toEqual(['terminationNote']);
    const future = new Date(gateway.clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await deactivate(owner.accessToken, person.id, { terminationReason: 1, terminationDate: future })).statusCode).toBe(400);
    expect((await deactivate(owner.accessToken, person.id, { terminationReason: 6, terminationDate: today })).statusCode).toBe(400);
    expect((await deactivate(owner.accessToken, person.id, { terminationDate: today })).statusCode).toBe(400);
    expect((await one<{ is_active: boolean }>('SELECT is_active FROM people WHERE id = $1', [person.id])).is_active).toBe(true);
  });

  it('run twice at once on one person: exactly one succeeds, the other answers 409', async () => {
    const person = await activePerson();
    const results = await Promise.all([deactivate(owner.accessToken, person.id, reason()), deactivate(owner.accessToken, person.id, reason())]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const { n } = await one<{ n: number }>(`SELECT count(*)::int AS n FROM record_history WHERE record_id = $1 AND action = 'deactivate'`, [person.id]);
    expect(n).toBe(1);
  });

  it('in bulk: says which moved and which were refused, each on its own', async () => {
    const [a, b] = [await activePerson(), await activePerson()];
    const inactive = await one<{ id: string }>('SELECT id FROM people WHERE franchise_id = $1 AND NOT is_active LIMIT 1', [tr1]);
    const foreign = await one<{ id: string }>('SELECT id FROM people WHERE franchise_id <> $1 LIMIT 1', [tr1]);
    const response = await call(gateway.app, owner.accessToken, 'POST', '/api/people/actions/deactivate', { ids: [a.id, inactive.id, b.id, foreign.id], ...reason() });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({
      moved: [a.id, b.id],
      refused: [
        { id: inactive.id, code: ACTION_MOVED_ON },
        { id: foreign.id, code: 'NOT_FOUND' },
      ],
    });
    expect((await one<{ is_active: boolean }>('SELECT is_active FROM people WHERE id = $1', [foreign.id])).is_active).not.toBe(false);
  });

  it('leaves a history row (who, when, from, to, asked) readable on the record, and not by another franchise', async () => {
    const person = await activePerson();
    await deactivate(owner.accessToken, person.id, { terminationReason: 2, terminationDate: today });
    const response = await call(gateway.app, owner.accessToken, 'GET', `/api/people/${person.id}/history`);
    expect(response.statusCode).toBe(200);
    const [entry] = json<{ history: Record<string, unknown>[] }>(response).history;
    expect(entry).toMatchObject({
      action: 'deactivate',
      userName: 'Ayşe Yılmaz',
      from: { isActive: true },
      to: { isActive: false, terminationReason: 2 },
      asked: { terminationReason: 2, terminationDate: today },
    });
    expect((await call(gateway.app, gbowner.accessToken, 'GET', `/api/people/${person.id}/history`)).statusCode).toBe(404);
  });
});

describe('change store', () => {
  it('moves a courier and its couriers row to another store of the franchise', async () => {
    const courier = await activePerson(`staff_type <> 2 AND id IN (SELECT id FROM couriers)`);
    const target = await one<{ id: string }>('SELECT id FROM warehouses WHERE franchise_id = $1 AND id <> $2 LIMIT 1', [tr1, courier.warehouse_id]);
    const response = await call(gateway.app, owner.accessToken, 'POST', `/api/people/${courier.id}/actions/changeStore`, { warehouseId: target.id });
    expect(response.statusCode, response.body).toBe(200);
    expect((await one<{ warehouse_id: string }>('SELECT warehouse_id FROM couriers WHERE id = $1', [courier.id])).warehouse_id).toBe(target.id);
    const foreignStore = await one<{ id: string }>('SELECT id FROM warehouses WHERE franchise_id <> $1 LIMIT 1', [tr1]);
    const refused = await call(gateway.app, owner.accessToken, 'POST', `/api/people/${courier.id}/actions/changeStore`, { warehouseId: foreignStore.id });
    expect(refused.statusCode).toBe(400);
  });

  it('is refused for a store assistant who is not a picker (409)', async () => {
    const assistant = await activePerson(`staff_type = 2 AND NOT is_picker`);
    const response = await call(gateway.app, owner.accessToken, 'POST', `/api/people/${assistant.id}/actions/changeStore`, { warehouseId: assistant.warehouse_id });
    expect(response.statusCode).toBe(409);
  });

  it('for a picker through the spec’s PUT /picker/{id}/change-warehouse: the people row follows and the history says so', async () => {
    const picker = await activePerson(`is_picker`);
    const target = await one<{ id: string }>('SELECT id FROM warehouses WHERE franchise_id = $1 AND id <> $2 LIMIT 1', [tr1, picker.warehouse_id]);
    const response = await call(gateway.app, owner.accessToken, 'PUT', `/api/picker/${picker.id}/change-warehouse`, { warehouseId: target.id });
    expect(response.statusCode, response.body).toBe(200);
    const person = json(await call(gateway.app, owner.accessToken, 'GET', `/api/people/${picker.id}`));
    expect(person.warehouseId).toBe(target.id);
    const { history } = json<{ history: Record<string, unknown>[] }>(await call(gateway.app, owner.accessToken, 'GET', `/api/people/${picker.id}/history`));
    expect(history[0]).toMatchObject({ action: 'changeStore', from: { warehouseId: picker.warehouse_id }, to: { warehouseId: target.id } });
  });
});

describe('information-edit requests', () => {
  it('asking creates one active request per changed field and never edits the person', async () => {
    const person = await activePerson();
    const before = json(await call(gateway.app, manager.accessToken, 'GET', `/api/people/${person.id}`));
    const response = await call(gateway.app, manager.accessToken, 'POST', `/api/people/${person.id}/actions/askInformationEdit`, {
      homeAddress: 'Yeni Mahalle 5, Kadıköy',
      emergencyContactPhone: '5321112233',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(await call(gateway.app, manager.accessToken, 'GET', `/api/people/${person.id}`))).toEqual(before);
    const rows = (await gateway.db.query<{ field: number; old_value: string; new_value: string; status: number }>(
      'SELECT field, old_value, new_value, status FROM information_edit_requests WHERE person_id = $1 ORDER BY field',
      [person.id],
    )).rows;
    expect(rows).toEqual([
      { field: 2, old_value: before.homeAddress, new_value: 'Yeni Mahalle 5, Kadıköy', status: 1 },
      { field: 5, old_value: before.emergencyContactPhone, new_value: '5321112233', status: 1 },
    ]);
    // asking for nothing, or a bad phone, is refused
    expect((await call(gateway.app, manager.accessToken, 'POST', `/api/people/${person.id}/actions/askInformationEdit`, {})).statusCode).toBe(400);
    expect((await call(gateway.app, manager.accessToken, 'POST', `/api/people/${person.id}/actions/askInformationEdit`, { personalPhone: '123' })).statusCode).toBe(400);
  });

  it('asking for the values the person already has is refused, and a field left as it is asks nothing', async () => {
    const person = await activePerson();
    const before = json(await call(gateway.app, manager.accessToken, 'GET', `/api/people/${person.id}`));
    const count = async () =>
      (await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM information_edit_requests WHERE person_id = $1', [person.id])).rows[0]!.n;
    const already = await count();
    const ask = (body: Record<string, unknown>) =>
      call(gateway.app, manager.accessToken, 'POST', `/api/people/${person.id}/actions/askInformationEdit`, body);

    const same = await ask({ homeAddress: before.homeAddress, emergencyContactName: before.emergencyContactName });
    expect(same.statusCode, same.body).toBe(400);
    expect(json(same)).toMatchObject({ code: 'NOTHING_TO_CHANGE', field: 'homeAddress' });
    expect(json(same).message).toMatch(/nothing to change/i);
    expect(await count()).toBe(already);

    // one field new, one as it is: only the new one becomes a request
    const mixed = await ask({ homeAddress: before.homeAddress, emergencyContactName: 'Deniz Kaya' });
    expect(mixed.statusCode, mixed.body).toBe(200);
    expect(await count()).toBe(already + 1);
    const rows = (await gateway.db.query<{ field: number; new_value: string }>(
      'SELECT field, new_value FROM information_edit_requests WHERE person_id = $1 ORDER BY created_at DESC LIMIT 1',
      [person.id],
    )).rows;
    expect(rows).toEqual([{ field: 3, new_value: 'Deniz Kaya' }]);
  });

  it('the seed has requests in every status, and an active one can be withdrawn once (rejected, withdrawn)', async () => {
    const statuses = (await gateway.db.query<{ status: number }>('SELECT DISTINCT status FROM information_edit_requests WHERE franchise_id = $1 ORDER BY status', [tr1])).rows;
    expect(statuses.map((row) => row.status)).toEqual([1, 2, 3]);
    const active = await one<{ id: string }>('SELECT id FROM information_edit_requests WHERE franchise_id = $1 AND status = 1 ORDER BY id LIMIT 1', [tr1]);
    const url = `/api/information-edit-requests/${active.id}/actions/withdraw`;
    expect((await call(gateway.app, manager.accessToken, 'POST', url)).statusCode).toBe(403);
    expect((await call(gateway.app, gbowner.accessToken, 'POST', url)).statusCode).toBe(404);
    const done = await call(gateway.app, owner.accessToken, 'POST', url);
    expect(done.statusCode, done.body).toBe(200);
    expect(json(done)).toMatchObject({ status: 3, withdrawn: true });
    expect(json(done).decidedAt).toEqual(expect.any(String));
    expect((await call(gateway.app, owner.accessToken, 'POST', url, {})).statusCode).toBe(409);
  });

  it('the list filters by status and person, sorted on the gateway', async () => {
    const response = await call(gateway.app, owner.accessToken, 'GET', `/api/information-edit-requests?filter=${encodeURIComponent(JSON.stringify({ status: 2 }))}&sort=${encodeURIComponent('["decidedAt","DESC"]')}&range=[0,9]`);
    expect(response.statusCode).toBe(200);
    const rows = json<Record<string, unknown>[]>(response);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.status === 2 && typeof row.decisionNote === 'string')).toBe(true);
    expect((await call(gateway.app, manager.accessToken, 'GET', '/api/information-edit-requests')).statusCode).toBe(403);
  });

  it('HQ (the demo simulator) decides the oldest active request: accepting it gives the person the new value', async () => {
    const oldest = await one<{ id: string; person_id: string; field: number; new_value: string }>(
      'SELECT id, person_id, field, new_value FROM information_edit_requests WHERE status = 1 ORDER BY created_at, id LIMIT 1',
    );
    const decided = await gateway.db.transaction((tx) => decideOldestActiveRequest(tx, true, 'ok', gateway.clock.now()));
    expect(decided?.id).toBe(oldest.id);
    expect(await one('SELECT status, decision_note FROM information_edit_requests WHERE id = $1', [oldest.id])).toEqual({ status: 2, decision_note: 'ok' });
    const column = ['personal_phone', 'home_address', 'emergency_contact_name', 'emergency_contact_relation', 'emergency_contact_phone'][oldest.field - 1];
    expect((await one<Record<string, string>>(`SELECT ${column} AS value FROM people WHERE id = $1`, [oldest.person_id])).value).toBe(oldest.new_value);
  });
});
