// POST /staff/tally (docs/timesheets.md "Tally"): the franchise's month as a person x day grid in
// the caller's time zone: worked hours from the timesheets (a shift across the October clock
// change counts its 9 real hours), approved leave with its type, absences, the country's
// holidays (src/domain/holidays.ts), days off, totals per person; role workforce; another
// franchise's rows never show; bad input is 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidayOn } from '../../src/domain/holidays';
import type { TallyReply } from '../../src/domain/tally';
import type { LoginResponse } from '../../src/domain/types';
import { fromZonedInput } from '../../src/domain/zonedTime';
import { call, json, login, startGateway, TestClock, type TestGateway } from './helpers';

let gateway: TestGateway;
let owner: LoginResponse;
let gbowner: LoginResponse;
let employee: LoginResponse;
let gb: string;
let person: { id: string; warehouse_id: string };

const tally = (token: string, body: unknown) => call(gateway.app, token, 'POST', '/api/staff/tally', body);
const london = (wall: string) => fromZonedInput(wall, 'Europe/London');

beforeAll(async () => {
  // "now" after the October month under test, so its days are in the past
  gateway = await startGateway({ clock: new TestClock(new Date('2026-11-26T12:00:00Z')) });
  [owner, gbowner, employee] = await Promise.all(['owner', 'gbowner', 'employee'].map((name) => login(gateway.app, name)));
  gb = gbowner.user.franchise._id;
  // a GB person of their own, so the seed's rows do not mix in
  const seeded = (await gateway.db.query<{ id: string; warehouse_id: string }>('SELECT id, warehouse_id FROM people WHERE franchise_id = $1 ORDER BY id LIMIT 1', [gb])).rows[0];
  await gateway.db.query(
    `INSERT INTO people (id, franchise_id, name, staff_type, work_type, warehouse_id) VALUES ('tally-person', $1, 'Aaron Tally', 1, 1, $2)`,
    [gb, seeded.warehouse_id],
  );
  person = { id: 'tally-person', warehouse_id: seeded.warehouse_id };
  const sheet = (day: string, start: string, end: string, clockIn: string | null, clockOut: string | null) =>
    gateway.db.query(
      `INSERT INTO timesheets (id, franchise_id, warehouse_id, person_id, work_date, scheduled_start, scheduled_end, clock_in, clock_out, status)
       VALUES ('tally-' || $4, $1, $2, $3, $4::date, $5, $6, $7, $8, 100)`,
      [gb, person.warehouse_id, person.id, day, london(start), london(end), clockIn && london(clockIn), clockOut && london(clockOut)],
    );
  // a night shift across the clock change (01:00 BST -> 01:00 GMT on 25 October): 9 real hours
  await sheet('2026-10-24', '2026-10-24T22:00', '2026-10-25T06:00', '2026-10-24T22:00', '2026-10-25T06:00');
  // the day of the change itself, 08:00-16:00: 8 hours
  await sheet('2026-10-25', '2026-10-25T08:00', '2026-10-25T16:00', '2026-10-25T08:00', '2026-10-25T16:00');
  // an absence, and a missing clock-out
  await sheet('2026-10-26', '2026-10-26T08:00', '2026-10-26T16:00', null, null);
  await sheet('2026-10-27', '2026-10-27T08:00', '2026-10-27T16:00', '2026-10-27T08:00', null);
  // an approved sick leave over two whole London days, and a declined one that must not show
  await gateway.db.query(
    `INSERT INTO leaves (id, franchise_id, person_id, warehouse_id, type, status, all_day, starts_at, ends_at, workable_minutes)
     VALUES ('tally-leave', $1, $2, $3, 2, 200, true, $4, $5, 480), ('tally-declined', $1, $2, $3, 1, 300, true, $6, $7, 480)`,
    [gb, person.id, person.warehouse_id, london('2026-10-12T00:00'), london('2026-10-14T00:00'), london('2026-10-19T00:00'), london('2026-10-20T00:00')],
  );
});
afterAll(async () => {
  await gateway?.close();
});

describe('the month grid', () => {
  it('has every day of the month, 31 for October despite its 25-hour day, with the country’s holidays', async () => {
    const response = await tally(gbowner.accessToken, { month: '2026-10', timeZone: 'Europe/London' });
    expect(response.statusCode, response.body).toBe(200);
    const reply = json<TallyReply>(response);
    expect(reply.days.map((day) => day.day)).toHaveLength(31);
    expect(reply.days[0].day).toBe('2026-10-01');
    expect(reply.days.every((day) => day.holiday === null)).toBe(true);
    const august = json<TallyReply>(await tally(gbowner.accessToken, { month: '2026-08', timeZone: 'Europe/London' }));
    expect(august.days.find((day) => day.day === '2026-08-31')?.holiday).toEqual({ en: 'Summer bank holiday', tr: expect.any(String) });
    expect(holidayOn('TR', '2026-10-29')?.en).toBe('Republic Day');
  });

  it('sums a person’s worked hours from real durations: 9 h across the change, 8 h on its day, nothing for a missing clock-out', async () => {
    const reply = json<TallyReply>(await tally(gbowner.accessToken, { month: '2026-10', timeZone: 'Europe/London' }));
    const row = reply.people.find((item) => item.id === person.id)!;
    expect(row).toBeDefined();
    const cell = (day: string) => row.cells.find((item) => item.day === day)!;
    expect(cell('2026-10-24')).toMatchObject({ kind: 'worked', workedMinutes: 540 });
    expect(cell('2026-10-25')).toMatchObject({ kind: 'worked', workedMinutes: 480 });
    expect(cell('2026-10-26')).toMatchObject({ kind: 'absent' });
    expect(cell('2026-10-27')).toMatchObject({ kind: 'worked', workedMinutes: null });
    expect(cell('2026-10-12')).toMatchObject({ kind: 'leave', leaveType: 2 });
    expect(cell('2026-10-13')).toMatchObject({ kind: 'leave', leaveType: 2 });
    expect(cell('2026-10-14').kind).toBe('off');
    expect(cell('2026-10-19').kind).toBe('off');
    expect(row.totals).toEqual({ workedMinutes: 1020, workedDays: 3, leaveDays: 2, absentDays: 1, offDays: 31 - 6, holidayDays: 0 });
  });

  it('puts a shift on the day it starts in the asked zone (the same instants, another zone, another day)', async () => {
    const reply = json<TallyReply>(await tally(gbowner.accessToken, { month: '2026-10', timeZone: 'Asia/Tokyo' }));
    const row = reply.people.find((item) => item.id === person.id)!;
    // 22:00 London on the 24th is 06:00 on the 25th in Tokyo, and 08:00 on the 25th is 16:00 there:
    // both shifts on Tokyo's 25th, their hours summed; nothing on the 24th
    expect(row.cells.find((item) => item.day === '2026-10-25')).toMatchObject({ kind: 'worked', workedMinutes: 540 + 480 });
    expect(row.cells.find((item) => item.day === '2026-10-24')?.kind).toBe('off');
  });

  it('shows the caller’s franchise only, needs the role workforce, and refuses bad input with 400', async () => {
    const tr = json<TallyReply>(await tally(owner.accessToken, { month: '2026-10', timeZone: 'Europe/Istanbul' }));
    expect(tr.people.length).toBeGreaterThan(0);
    expect(tr.people.map((item) => item.id)).not.toContain(person.id);
    const gbIds = (await gateway.db.query<{ id: string }>('SELECT id FROM people WHERE franchise_id = $1', [gb])).rows.map((row) => row.id);
    for (const item of tr.people) expect(gbIds).not.toContain(item.id);
    expect(tr.days.find((day) => day.day === '2026-10-29')?.holiday?.tr).toBe('Cumhuriyet Bayramı');
    expect((await tally(employee.accessToken, { month: '2026-10', timeZone: 'Europe/Istanbul' })).statusCode).toBe(403);
    for (const body of [{ month: '2026-13', timeZone: 'Europe/London' }, { month: '2026-10', timeZone: 'Mars/Olympus' }, { month: '2026-10' }, { month: '2026-10', timeZone: 'Europe/London', extra: 1 }]) {
      const response = await tally(gbowner.accessToken, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
