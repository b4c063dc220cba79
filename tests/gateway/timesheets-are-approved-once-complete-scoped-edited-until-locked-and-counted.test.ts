// Timesheets on the gateway (resources/staff/timesheet.ts v1, timesheet-v2.ts v2, one table,
// docs/timesheets.md): the one approve transition (100 -> 200) from a wrong status is 409 with
// nothing changed; a day with a missing clock time, or (v2) a difference over 15 minutes without
// a note, is refused with its own message; other franchises' ids are 404; the roles workforce and
// workforce_v2 are required; the sidebar's timesheetCount follows approvals; v2 edits answer a
// stale version with 409 and a locked day with 409 NOT_EDITABLE; durations across the London
// clock changes count the hours that really passed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromZonedInput } from '../../src/domain/zonedTime';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, listQuery, login, startGateway, type TestGateway } from './helpers';

type Timesheet = Record<string, unknown> & { id: string; status: number; updatedAt: string };

let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;
let gbowner: LoginResponse;
let employee: LoginResponse;
let tr1: string;
let gb: string;

const act = (token: string, resource: string, id: string, language = 'en') =>
  gateway.app.inject({ method: 'POST', url: `/api/${resource}/${id}/actions/approve`, headers: { authorization: `Bearer ${token}`, 'accept-language': language } });
const bulk = (token: string, resource: string, ids: string[]) => call(gateway.app, token, 'POST', `/api/${resource}/actions/approve`, { ids });
const row = async (id: string) =>
  (await gateway.db.query<{ status: number; updated_at: Date; approved_at: Date | null; note: string | null }>(
    'SELECT status, updated_at, approved_at, note FROM timesheets WHERE id = $1',
    [id],
  )).rows[0];
const badge = async (token: string) => json<{ timesheetCount: number }>(await call(gateway.app, token, 'POST', '/api/sidebar-badges/count')).timesheetCount;
const pendingCount = async (franchiseId: string) =>
  (await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM timesheets WHERE franchise_id = $1 AND status = 100', [franchiseId])).rows[0].n;

/** One id of the franchise matching a condition on the table's columns. */
async function pick(franchiseId: string, where: string): Promise<string> {
  const { rows } = await gateway.db.query<{ id: string }>(`SELECT id FROM timesheets WHERE franchise_id = $1 AND ${where} ORDER BY id LIMIT 1`, [franchiseId]);
  if (!rows[0]) throw new Error(`the seed has no timesheet where ${where}`);
  return rows[0].id;
}
const readV2 = async (token: string, id: string) => json<Timesheet>(await call(gateway.app, token, 'GET', `/api/timesheets-v2/${id}`));

/** A timesheet of a GB person from wall times in London, written as the panel would (UTC instants). */
async function londonTimesheet(day: string, start: string, end: string): Promise<string> {
  const person = (await gateway.db.query<{ id: string; warehouse_id: string }>('SELECT id, warehouse_id FROM people WHERE franchise_id = $1 ORDER BY id DESC LIMIT 1', [gb])).rows[0];
  const id = `dst-${day}`;
  await gateway.db.query(
    `INSERT INTO timesheets (id, franchise_id, warehouse_id, person_id, work_date, scheduled_start, scheduled_end, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 100)`,
    [id, gb, person.warehouse_id, person.id, day, fromZonedInput(start, 'Europe/London'), fromZonedInput(end, 'Europe/London')],
  );
  return id;
}

beforeAll(async () => {
  gateway = await startGateway();
  [owner, manager, gbowner, employee] = await Promise.all(['owner', 'manager', 'gbowner', 'employee'].map((name) => login(gateway.app, name)));
  tr1 = owner.user.franchise._id;
  gb = gbowner.user.franchise._id;
});
afterAll(async () => {
  await gateway?.close();
});

describe('the seed', () => {
  it('covers every case in TR and GB: both statuses, locked days, missing clock-outs, big differences with and without notes', async () => {
    for (const franchiseId of [tr1, gb]) {
      const { rows } = await gateway.db.query<Record<string, number>>(
        `SELECT count(*) FILTER (WHERE status = 100)::int AS pending, count(*) FILTER (WHERE status = 200)::int AS approved,
                count(*) FILTER (WHERE locked)::int AS locked, count(*) FILTER (WHERE clock_in IS NOT NULL AND clock_out IS NULL)::int AS missing_out,
                count(*) FILTER (WHERE abs(difference_minutes) > 15 AND note IS NOT NULL)::int AS noted,
                count(*) FILTER (WHERE abs(difference_minutes) > 15 AND note IS NULL)::int AS unnoted,
                count(*) FILTER (WHERE leave_minutes > 0)::int AS leave
         FROM timesheets WHERE franchise_id = $1`,
        [franchiseId],
      );
      for (const [what, count] of Object.entries(rows[0])) expect(count, what).toBeGreaterThan(0);
    }
  });
});

describe('approve (v1 and v2 share one transition)', () => {
  it('moves a pending complete day to approved, stamps it, and the badge drops by one at once', async () => {
    const id = await pick(tr1, 'status = 100 AND NOT clock_missing AND abs(difference_minutes) <= 15');
    const before = await badge(manager.accessToken);
    expect(before).toBe(await pendingCount(tr1));
    const response = await act(manager.accessToken, 'timesheets', id);
    expect(response.statusCode, response.body).toBe(200);
    expect(json<Timesheet>(response)).toMatchObject({ id, status: 200 });
    expect((await row(id)).approved_at).not.toBeNull();
    expect(await badge(manager.accessToken)).toBe(before - 1);
  });

  it('bulk: approves the complete ones, refuses a missing clock-out and an approved one by code, and the badge follows', async () => {
    const good = await pick(tr1, "status = 100 AND NOT clock_missing AND abs(difference_minutes) <= 15 AND id > ''");
    const missing = await pick(tr1, 'status = 100 AND clock_missing');
    const approved = await pick(tr1, 'status = 200');
    const before = await badge(owner.accessToken);
    const response = await bulk(owner.accessToken, 'timesheets', [good, missing, approved]);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({
      moved: [good],
      refused: [
        { id: missing, code: 'TIMESHEET_CLOCK_MISSING' },
        { id: approved, code: 'ACTION_MOVED_ON' },
      ],
    });
    expect(await badge(owner.accessToken)).toBe(before - 1);
  });

  it('from a wrong status answers 409 and changes nothing', async () => {
    const id = await pick(tr1, 'status = 200');
    const before = await row(id);
    for (const resource of ['timesheets', 'timesheets-v2']) {
      const response = await act(owner.accessToken, resource, id);
      expect(response.statusCode, response.body).toBe(409);
      expect(json(response).code).toBe('ACTION_MOVED_ON');
    }
    expect(await row(id)).toEqual(before);
  });

  it('v2: refuses a missing clock-out with a clear message (en and tr), nothing changed', async () => {
    const id = await pick(tr1, 'status = 100 AND clock_missing');
    const before = await row(id);
    const response = await act(owner.accessToken, 'timesheets-v2', id);
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({ code: 'TIMESHEET_CLOCK_MISSING', message: expect.stringMatching(/clock-in or clock-out is missing/) });
    expect(json(await act(owner.accessToken, 'timesheets-v2', id, 'tr')).message).toMatch(/giriş ya da çıkış saati eksik/);
    expect(await row(id)).toEqual(before);
  });

  it('v2: refuses a difference over 15 minutes without a note; with a note saved, approves', async () => {
    const id = await pick(tr1, 'status = 100 AND NOT locked AND NOT clock_missing AND abs(difference_minutes) > 15 AND note IS NULL');
    const before = await row(id);
    const refused = await act(owner.accessToken, 'timesheets-v2', id);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: 'TIMESHEET_NOTE_REQUIRED', message: expect.stringMatching(/more than 15 minutes, so it needs a note/) });
    expect(await row(id)).toEqual(before);

    const read = await readV2(owner.accessToken, id);
    const saved = await call(gateway.app, owner.accessToken, 'PUT', `/api/timesheets-v2/${id}`, { note: 'Stayed for a delivery', updatedAt: read.updatedAt });
    expect(saved.statusCode, saved.body).toBe(200);
    const approved = await act(owner.accessToken, 'timesheets-v2', id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json<Timesheet>(approved).status).toBe(200);
  });

  it('an approve of another franchise’s timesheet is 404 (single) or refused NOT_FOUND (bulk), nothing changed', async () => {
    const id = await pick(tr1, 'status = 100 AND NOT clock_missing AND abs(difference_minutes) <= 15');
    const before = await row(id);
    expect((await act(gbowner.accessToken, 'timesheets', id)).statusCode).toBe(404);
    expect((await act(gbowner.accessToken, 'timesheets-v2', id)).statusCode).toBe(404);
    expect(json(await bulk(gbowner.accessToken, 'timesheets', [id]))).toEqual({ moved: [], refused: [{ id, code: 'NOT_FOUND' }] });
    expect((await call(gateway.app, gbowner.accessToken, 'GET', `/api/timesheets-v2/${id}`)).statusCode).toBe(404);
    const read = await readV2(owner.accessToken, id);
    expect((await call(gateway.app, gbowner.accessToken, 'PUT', `/api/timesheets-v2/${id}`, { note: 'x', updatedAt: read.updatedAt })).statusCode).toBe(404);
    expect(await row(id)).toEqual(before);
    // the lists show the caller's franchise only
    const listed = await call(gateway.app, gbowner.accessToken, 'GET', `/api/timesheets${listQuery({ range: [0, 99] })}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const list = json<Timesheet[]>(listed);
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((item) => item.id)).not.toContain(id);
  });

  it('needs the role: workforce for v1, workforce_v2 for v2 (403, nothing changed)', async () => {
    const id = await pick(tr1, 'status = 100 AND NOT clock_missing AND abs(difference_minutes) <= 15');
    const before = await row(id);
    // employee holds neither; manager holds workforce but not workforce_v2
    expect((await call(gateway.app, employee.accessToken, 'GET', '/api/timesheets')).statusCode).toBe(403);
    expect((await act(employee.accessToken, 'timesheets', id)).statusCode).toBe(403);
    expect((await bulk(employee.accessToken, 'timesheets', [id])).statusCode).toBe(403);
    expect((await call(gateway.app, manager.accessToken, 'GET', '/api/timesheets-v2')).statusCode).toBe(403);
    expect((await act(manager.accessToken, 'timesheets-v2', id)).statusCode).toBe(403);
    expect((await call(gateway.app, manager.accessToken, 'PUT', `/api/timesheets-v2/${id}`, { note: 'x', updatedAt: new Date().toISOString() })).statusCode).toBe(403);
    expect(await row(id)).toEqual(before);
  });
});

describe('v2 edits', () => {
  it('a stale version is 409 STALE_RECORD and nothing changes; the current one saves and recomputes the totals', async () => {
    const id = await pick(tr1, 'status = 100 AND NOT locked AND clock_missing');
    const read = await readV2(owner.accessToken, id);
    const clockIn = Date.parse(String(read.clockIn));
    const clockOut = new Date(clockIn + 8 * 3_600_000 + 30 * 60_000).toISOString();
    const first = await call(gateway.app, owner.accessToken, 'PUT', `/api/timesheets-v2/${id}`, { clockOut, unpaidBreakMinutes: 30, updatedAt: read.updatedAt });
    expect(first.statusCode, first.body).toBe(200);
    expect(json<Timesheet>(first)).toMatchObject({ clockOut, workedMinutes: 480, totalMinutes: 480 + Number(read.leaveMinutes) });
    const before = await row(id);
    const stale = await call(gateway.app, owner.accessToken, 'PUT', `/api/timesheets-v2/${id}`, { note: 'late edit', updatedAt: read.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).code).toBe('STALE_RECORD');
    expect(await row(id)).toEqual(before);
  });

  it('a locked day or an approved one cannot be edited (409 NOT_EDITABLE); a clock-out before the clock-in is 400', async () => {
    const locked = await pick(tr1, 'locked AND status = 100');
    const approved = await pick(tr1, 'NOT locked AND status = 200');
    for (const id of [locked, approved]) {
      const read = await readV2(owner.accessToken, id);
      const before = await row(id);
      const response = await call(gateway.app, owner.accessToken, 'PUT', `/api/timesheets-v2/${id}`, { note: 'changed', updatedAt: read.updatedAt });
      expect(response.statusCode).toBe(409);
      expect(json(response).code).toBe('NOT_EDITABLE');
      expect(await row(id)).toEqual(before);
    }
    const open = await pick(tr1, 'status = 100 AND NOT locked AND clock_in IS NOT NULL AND clock_out IS NOT NULL');
    const read = await readV2(owner.accessToken, open);
    const backwards = new Date(Date.parse(String(read.clockIn)) - 60_000).toISOString();
    const response = await call(gateway.app, owner.accessToken, 'PUT', `/api/timesheets-v2/${open}`, { clockOut: backwards, updatedAt: read.updatedAt });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'TIMESHEET_CLOCK_ORDER', message: expect.stringMatching(/clock-out must be after the clock-in/) });
  });
});

describe('the London clock changes', () => {
  it('a night shift across the October change lasts 9 hours, across the March change 7, in the plan and in the worked total', async () => {
    const autumn = await londonTimesheet('2026-10-24', '2026-10-24T22:00', '2026-10-25T06:00');
    const spring = await londonTimesheet('2026-03-28', '2026-03-28T22:00', '2026-03-29T06:00');
    for (const [id, hours, clockIn, clockOut] of [
      [autumn, 9, '2026-10-24T22:00', '2026-10-25T06:00'],
      [spring, 7, '2026-03-28T22:00', '2026-03-29T06:00'],
    ] as const) {
      const read = await readV2(gbowner.accessToken, id);
      expect(read.scheduledMinutes).toBe(hours * 60);
      const saved = await call(gateway.app, gbowner.accessToken, 'PUT', `/api/timesheets-v2/${id}`, {
        clockIn: fromZonedInput(clockIn, 'Europe/London'),
        clockOut: fromZonedInput(clockOut, 'Europe/London'),
        updatedAt: read.updatedAt,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(json<Timesheet>(saved)).toMatchObject({ workedMinutes: hours * 60, totalMinutes: hours * 60, differenceMinutes: 0 });
    }
  });
});
