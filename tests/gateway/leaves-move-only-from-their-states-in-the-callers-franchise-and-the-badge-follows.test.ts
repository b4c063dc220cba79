// Leave on the gateway (resources/staff/leaves.ts, gateway/resources/leaves.ts, docs/leave.md):
// adding needs workforce/add_leave; a type that needs a document starts at 400 and a document
// attached by an edit moves it to 100; approve and decline only from 100 (one, or a selection all
// or nothing), cancel from 100 or 400 and from 200 only before the leave starts; anything else is
// 409 with nothing changed; another franchise's ids are 404; the staff badge follows at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allDayBounds } from '../../src/domain/leave';
import { calendarDay } from '../../src/domain/dates';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, listQuery, login, startGateway, type TestGateway } from './helpers';

type Leave = Record<string, unknown> & { id: string; status: number; updatedAt: string; days: number; hours: number; warehouseId: string };

let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;
let gbowner: LoginResponse;
let trPerson: { id: string; warehouse_id: string };
let gbLeave: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const DAY = 86_400_000;
/** The calendar day `offset` days from now in the Turkish franchise's zone. */
const day = (offset: number) => calendarDay(new Date(Date.now() + offset * DAY), 'Europe/Istanbul');
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

// Each leave added without days of its own gets two days nobody else's here has (a person's
// leaves may not overlap), well after the seeded ones.
let nextDays = 100;
async function addLeave(overrides: Record<string, unknown> = {}, token = owner.accessToken): Promise<Leave> {
  const first = nextDays;
  nextDays += 3;
  const response = await call(gateway.app, token, 'POST', '/api/leaves', {
    personId: trPerson.id,
    type: 1,
    allDay: true,
    startsAt: inDays(first),
    endsAt: inDays(first + 1),
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<Leave>(response);
}
const act = (token: string, id: string, action: string, payload?: unknown) =>
  call(gateway.app, token, 'POST', `/api/leaves/${id}/actions/${action}`, payload);
const bulk = (token: string, action: string, payload: unknown) => call(gateway.app, token, 'POST', `/api/leaves/actions/${action}`, payload);
const stored = async (id: string) =>
  (await gateway.db.query<{ status: number; updated_at: Date; decline_reason: string | null }>('SELECT status, updated_at, decline_reason FROM leaves WHERE id = $1', [id])).rows[0];
const badge = async (token = owner.accessToken) =>
  json<{ leavesCount: number; timesheetCount: number }>(await call(gateway.app, token, 'POST', '/api/sidebar-badges/count')).leavesCount;

async function upload(token: string): Promise<string> {
  const granted = await call(gateway.app, token, 'POST', '/api/files/upload-url', { fileName: 'rapor.pdf', contentType: 'application/pdf', size: PDF.length });
  expect(granted.statusCode, granted.body).toBe(200);
  const { key, uploadUrl } = json<{ key: string; uploadUrl: string }>(granted);
  const put = await gateway.app.inject({ method: 'PUT', url: uploadUrl, headers: { 'content-type': 'application/pdf' }, payload: PDF });
  expect(put.statusCode, put.body).toBe(201);
  return key;
}

beforeAll(async () => {
  gateway = await startGateway();
  [owner, manager, gbowner] = await Promise.all(['owner', 'manager', 'gbowner'].map((name) => login(gateway.app, name)));
  // a person with no seeded leave, so the days each test picks are theirs
  trPerson = (
    await gateway.db.query<{ id: string; warehouse_id: string }>(
      'SELECT id, warehouse_id FROM people p WHERE franchise_id = $1 AND is_active AND NOT EXISTS (SELECT 1 FROM leaves l WHERE l.person_id = p.id) ORDER BY id LIMIT 1',
      [owner.user.franchise._id],
    )
  ).rows[0];
  gbLeave = (await gateway.db.query<{ id: string }>(`SELECT id FROM leaves WHERE franchise_id = $1 AND status = 100 LIMIT 1`, [gbowner.user.franchise._id])).rows[0].id;
});
afterAll(async () => {
  await gateway?.close();
});

describe('adding a leave', () => {
  it('needs workforce/add_leave: the manager (workforce, no add_leave) is refused and nothing is stored', async () => {
    const before = (await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leaves')).rows[0].n;
    const refused = await call(gateway.app, manager.accessToken, 'POST', '/api/leaves', {
      personId: trPerson.id,
      type: 1,
      allDay: true,
      startsAt: inDays(3),
      endsAt: inDays(4),
    });
    expect(refused.statusCode).toBe(403);
    expect((await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leaves')).rows[0].n).toBe(before);
    // the manager still reads leave (workforce)
    expect((await call(gateway.app, manager.accessToken, 'GET', `/api/leaves${listQuery({ range: [0, 9] })}`)).statusCode).toBe(200);
  });

  it('takes the store from the person, starts pending, and is pending for a document when the type needs one', async () => {
    const annual = await addLeave();
    expect(annual).toMatchObject({ status: 100, warehouseId: trPerson.warehouse_id, allDay: true });
    const sick = await addLeave({ type: 2 });
    expect(sick.status).toBe(400);
    const history = json<{ history: { action: string; to: Record<string, unknown> }[] }>(await call(gateway.app, owner.accessToken, 'GET', `/api/leaves/${sick.id}/history`)).history;
    expect(history.map((row) => [row.action, row.to.status])).toEqual([['create', 400]]);
  });

  it('refuses a type its country does not offer (jury service is GB only), and a leave that ends before it starts', async () => {
    const jury = await call(gateway.app, owner.accessToken, 'POST', '/api/leaves', { personId: trPerson.id, type: 10, allDay: true, startsAt: inDays(3), endsAt: inDays(4) });
    expect(jury.statusCode).toBe(400);
    expect(json(jury)).toMatchObject({ code: 'LEAVE_TYPE_NOT_OFFERED', field: 'type' });
    const backwards = await call(gateway.app, owner.accessToken, 'POST', '/api/leaves', { personId: trPerson.id, type: 1, allDay: false, startsAt: inDays(3), endsAt: inDays(2.9) });
    expect(backwards.statusCode).toBe(400);
    expect(json(backwards)).toMatchObject({ code: 'LEAVE_BOUNDS' });
  });

  it('refuses another franchise’s person as a reference', async () => {
    const gbPerson = (await gateway.db.query<{ id: string }>('SELECT id FROM people WHERE franchise_id = $1 LIMIT 1', [gbowner.user.franchise._id])).rows[0].id;
    const refused = await call(gateway.app, owner.accessToken, 'POST', '/api/leaves', { personId: gbPerson, type: 1, allDay: true, startsAt: inDays(3), endsAt: inDays(4) });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ code: 'INVALID_REFERENCE', field: 'personId' });
  });
});

describe('a person’s leaves', () => {
  const count = async () => (await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leaves WHERE person_id = $1', [trPerson.id])).rows[0].n;
  const post = (body: Record<string, unknown>, language = 'en') =>
    gateway.app.inject({
      method: 'POST',
      url: '/api/leaves',
      headers: { authorization: `Bearer ${owner.accessToken}`, 'accept-language': language },
      payload: { personId: trPerson.id, type: 1, allDay: true, ...body },
    });
  const days = (first: number, last: number) => allDayBounds(day(first), day(last), 'Europe/Istanbul');

  it('may not overlap a pending one: 409 LEAVE_OVERLAPS linking to it, in the caller’s language, and nothing is stored', async () => {
    const held = await addLeave(days(60, 62));
    const before = await count();
    const refused = await post(days(62, 63));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json(refused)).toMatchObject({ code: 'LEAVE_OVERLAPS', link: { path: `/staff/leave/detail/${held.id}` }, leave: { id: held.id } });
    const turkish = await post(days(59, 60), 'tr');
    expect(turkish.statusCode).toBe(409);
    expect(json<{ message: string }>(turkish).message).toMatch(/zaten bir izni var/);
    expect(await count()).toBe(before);
  });

  it('may not overlap an approved one or one waiting for its document, even by part of a day', async () => {
    const approved = await addLeave(days(65, 65));
    expect((await act(owner.accessToken, approved.id, 'approve')).statusCode).toBe(200);
    const waiting = await addLeave({ ...days(67, 67), type: 2 });
    expect(waiting.status).toBe(400);
    for (const held of [approved, waiting]) {
      const starts = Date.parse(held.startsAt as string) + 10 * 3_600_000;
      const refused = await post({ allDay: false, startsAt: new Date(starts).toISOString(), endsAt: new Date(starts + 2 * 3_600_000).toISOString() });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(json(refused)).toMatchObject({ code: 'LEAVE_OVERLAPS', leave: { id: held.id } });
    }
  });

  it('may take the days right after, another person may take the same days, and declined or canceled days are free again', async () => {
    const held = await addLeave(days(70, 71));
    expect((await post(days(72, 72))).statusCode).toBe(201);
    const other = (
      await gateway.db.query<{ id: string }>('SELECT id FROM people WHERE franchise_id = $1 AND is_active AND id <> $2 ORDER BY id DESC LIMIT 1', [owner.user.franchise._id, trPerson.id])
    ).rows[0].id;
    expect((await post({ ...days(70, 71), personId: other })).statusCode).toBe(201);
    expect((await act(owner.accessToken, held.id, 'decline', { declineReason: 'Busy week' })).statusCode).toBe(200);
    const again = await post(days(70, 71));
    expect(again.statusCode, again.body).toBe(201);
    expect((await act(owner.accessToken, json<Leave>(again).id, 'cancel')).statusCode).toBe(200);
    expect((await post(days(71, 71))).statusCode).toBe(201);
  });

  it('never overlap in the demo data either, for leaves that hold their days', async () => {
    const { rows } = await gateway.db.query<{ n: number; clashes: number }>(
      `SELECT (SELECT count(*)::int FROM leaves WHERE status IN (100, 200, 400)) AS n,
              (SELECT count(*)::int FROM leaves a JOIN leaves b ON a.person_id = b.person_id AND a.id < b.id
                 AND a.starts_at < b.ends_at AND b.starts_at < a.ends_at
                WHERE a.status IN (100, 200, 400) AND b.status IN (100, 200, 400)) AS clashes`,
    );
    expect(rows[0].n).toBeGreaterThan(20);
    expect(rows[0].clashes).toBe(0);
  });

  it('added twice at once for the same days: one is stored, the other refused', async () => {
    const before = await count();
    const answers = await Promise.all([post(days(80, 81)), post(days(81, 82))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await count()).toBe(before + 1);
  });
});

describe('the document', () => {
  it('moves a leave waiting for it (400) on to pending (100) once attached, with a history row', async () => {
    const sick = await addLeave({ type: 2 });
    const key = await upload(owner.accessToken);
    const saved = await call(gateway.app, owner.accessToken, 'PUT', `/api/leaves/${sick.id}`, { document: { key }, updatedAt: sick.updatedAt });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<Leave>(saved)).toMatchObject({ status: 100, document: { name: 'rapor.pdf', type: 'application/pdf' } });
    const history = json<{ history: { action: string; from: Record<string, unknown>; to: Record<string, unknown> }[] }>(
      await call(gateway.app, owner.accessToken, 'GET', `/api/leaves/${sick.id}/history`),
    ).history;
    expect(history.map((row) => [row.action, row.from.status ?? null, row.to.status])).toEqual([
      ['attachDocument', 400, 100],
      ['create', null, 400],
    ]);
  });

  it('cannot be edited once decided: 409 NOT_EDITABLE and nothing changes', async () => {
    const leave = await addLeave();
    expect((await act(owner.accessToken, leave.id, 'approve')).statusCode).toBe(200);
    const approved = json<Leave>(await call(gateway.app, owner.accessToken, 'GET', `/api/leaves/${leave.id}`));
    const edit = await call(gateway.app, owner.accessToken, 'PUT', `/api/leaves/${leave.id}`, { note: 'later', updatedAt: approved.updatedAt });
    expect(edit.statusCode).toBe(409);
    expect(json(edit)).toMatchObject({ code: 'NOT_EDITABLE' });
    expect((await stored(leave.id)).status).toBe(200);
  });
});

describe('moves from a wrong status', () => {
  it('answer 409 ACTION_MOVED_ON and change nothing (approve, decline, cancel of what is decided or canceled)', async () => {
    const approved = await addLeave();
    expect((await act(owner.accessToken, approved.id, 'approve')).statusCode).toBe(200);
    const declined = await addLeave();
    expect((await act(owner.accessToken, declined.id, 'decline', { declineReason: 'Busy week' })).statusCode).toBe(200);
    const canceled = await addLeave();
    expect((await act(owner.accessToken, canceled.id, 'cancel')).statusCode).toBe(200);
    const waiting = await addLeave({ type: 2 }); // 400: nothing to decide until the document comes

    const attempts: [string, string, unknown?][] = [
      [approved.id, 'approve'],
      [approved.id, 'decline', { declineReason: 'Too late' }],
      [declined.id, 'approve'],
      [declined.id, 'cancel'],
      [canceled.id, 'approve'],
      [canceled.id, 'cancel'],
      [waiting.id, 'approve'],
      [waiting.id, 'decline', { declineReason: 'No document' }],
    ];
    for (const [id, action, payload] of attempts) {
      const before = await stored(id);
      const response = await act(owner.accessToken, id, action, payload);
      expect(response.statusCode, `${action} ${before.status}`).toBe(409);
      expect(json(response).code).toBe('ACTION_MOVED_ON');
      expect(await stored(id)).toEqual(before);
    }
  });

  it('cancel an approved leave only before it starts', async () => {
    const future = await addLeave();
    expect((await act(owner.accessToken, future.id, 'approve')).statusCode).toBe(200);
    expect(json<Leave>(await act(owner.accessToken, future.id, 'cancel')).status).toBe(0);

    const started = await addLeave({ startsAt: inDays(-1), endsAt: inDays(1) });
    expect((await act(owner.accessToken, started.id, 'approve')).statusCode).toBe(200);
    const before = await stored(started.id);
    const refused = await act(owner.accessToken, started.id, 'cancel');
    expect(refused.statusCode).toBe(409);
    expect(await stored(started.id)).toEqual(before);
  });

  it('a decline needs its reason (400 naming the field) and the decline keeps it', async () => {
    const leave = await addLeave();
    const missing = await act(owner.accessToken, leave.id, 'decline', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('declineReason');
    expect((await stored(leave.id)).status).toBe(100);
    const declined = await act(owner.accessToken, leave.id, 'decline', { declineReason: 'Short-staffed' });
    expect(json<Leave>(declined)).toMatchObject({ status: 300, declineReason: 'Short-staffed' });
  });

  it('need workforce with update: the manager reads leave but cannot approve', async () => {
    const leave = await addLeave();
    expect((await act(manager.accessToken, leave.id, 'approve')).statusCode).toBe(403);
    expect((await stored(leave.id)).status).toBe(100);
  });
});

describe('a selection (bulk approve and decline)', () => {
  it('approves every selected pending leave and the badge drops by as many at once', async () => {
    const [a, b] = [await addLeave(), await addLeave()];
    const before = await badge();
    const response = await bulk(owner.accessToken, 'approve', { ids: [a.id, b.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ moved: [a.id, b.id], refused: [] });
    expect([(await stored(a.id)).status, (await stored(b.id)).status]).toEqual([200, 200]);
    expect(await badge()).toBe(before - 2);
  });

  it('is all or nothing: one that moved on makes it 409 naming it, and none of the others changes', async () => {
    const [a, b, done] = [await addLeave(), await addLeave(), await addLeave()];
    expect((await act(owner.accessToken, done.id, 'approve')).statusCode).toBe(200);
    const before = await Promise.all([a, b, done].map((leave) => stored(leave.id)));
    const badgeBefore = await badge();
    const response = await bulk(owner.accessToken, 'decline', { ids: [a.id, done.id, b.id], declineReason: 'Busy' });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({ code: 'ACTION_MOVED_ON', moved: [], refused: [{ id: done.id, code: 'ACTION_MOVED_ON' }] });
    expect(await Promise.all([a, b, done].map((leave) => stored(leave.id)))).toEqual(before);
    expect(await badge()).toBe(badgeBefore);
  });
});

describe('another franchise’s leave', () => {
  it('is 404 to read, edit, move, or select, and stays as it was', async () => {
    const before = await stored(gbLeave);
    expect((await call(gateway.app, owner.accessToken, 'GET', `/api/leaves/${gbLeave}`)).statusCode).toBe(404);
    expect((await call(gateway.app, owner.accessToken, 'GET', `/api/leaves/${gbLeave}/history`)).statusCode).toBe(404);
    expect((await call(gateway.app, owner.accessToken, 'PUT', `/api/leaves/${gbLeave}`, { note: 'x', updatedAt: before.updated_at.toISOString() })).statusCode).toBe(404);
    expect((await act(owner.accessToken, gbLeave, 'approve')).statusCode).toBe(404);
    expect((await act(owner.accessToken, gbLeave, 'cancel')).statusCode).toBe(404);
    const mine = await addLeave();
    const mixed = await bulk(owner.accessToken, 'approve', { ids: [mine.id, gbLeave] });
    expect(mixed.statusCode).toBe(404);
    expect(await stored(gbLeave)).toEqual(before);
    expect((await stored(mine.id)).status).toBe(100);
    const list = json<{ id: string }[]>(await call(gateway.app, owner.accessToken, 'GET', `/api/leaves${listQuery({ filter: { id: [gbLeave] } })}`));
    expect(list).toEqual([]);
  });
});

describe('the list', () => {
  it('puts what waits first: pending, then pending for document, then approved, declined and canceled', async () => {
    const rows = json<Leave[]>(await call(gateway.app, owner.accessToken, 'GET', `/api/leaves${listQuery({ range: [0, 99] })}`));
    const ranks = rows.map((row) => [100, 400, 200, 300, 0].indexOf(row.status));
    expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    expect(rows[0].status).toBe(100);
  });

  it('narrows to the days asked (in the franchise’s zone): leaves still running on the first day and begun by the last', async () => {
    const leave = await addLeave(allDayBounds(day(40), day(41), 'Europe/Istanbul'));
    const ids = async (filter: Record<string, unknown>) =>
      json<Leave[]>(await call(gateway.app, owner.accessToken, 'GET', `/api/leaves${listQuery({ filter: { personId: trPerson.id, ...filter }, range: [0, 99] })}`)).map((row) => row.id);
    expect(await ids({ periodFrom: day(41), periodTo: day(41) })).toContain(leave.id);
    expect(await ids({ periodFrom: day(35), periodTo: day(40) })).toContain(leave.id);
    expect(await ids({ periodFrom: day(42) })).not.toContain(leave.id);
    expect(await ids({ periodTo: day(39) })).not.toContain(leave.id);
    const bad = await call(gateway.app, owner.accessToken, 'GET', `/api/leaves${listQuery({ filter: { periodFrom: 'yesterday' } })}`);
    expect(bad.statusCode).toBe(400);
  });
});
