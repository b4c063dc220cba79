// POST /staff/weekly-courier-working-hours (docs/working-hours.md): per courier and ISO week in the
// caller's zone, planned hours (courier slots booked 200 or assigned 300), worked hours (timesheet
// clock times less the unpaid break) and approved leave hours against the work type's limit, with
// the excess; per real hour of the week, planned and present couriers. Role shift_plan; another
// franchise's store is 404 and its couriers never show; bad week or zone is 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekBounds } from '../../src/domain/shiftPlan';
import type { LoginResponse } from '../../src/domain/types';
import type { CourierWeek, WorkingHoursReply as Week } from '../../src/domain/workingHours';

/** The report's reply: each row with its id as `_id`, as every report's (docs/gateway-api.md, Reports). */
type WorkingHoursReply = Omit<Week, 'rows'> & { rows: (Omit<CourierWeek, 'id'> & { _id: string })[] };
import { fromZonedInput } from '../../src/domain/zonedTime';
import { call, json, login, startGateway, type TestGateway } from './helpers';

const LONDON = 'Europe/London';
const london = (wall: string) => fromZonedInput(wall, LONDON)!;
let gateway: TestGateway;
let owner: LoginResponse;
let gbowner: LoginResponse;
let manager: LoginResponse;
let gb: string;
let store: string;

const hours = (token: string, body: unknown) => call(gateway.app, token, 'POST', '/api/staff/weekly-courier-working-hours', body);

beforeAll(async () => {
  gateway = await startGateway();
  [owner, gbowner, manager] = await Promise.all(['owner', 'gbowner', 'manager'].map((name) => login(gateway.app, name)));
  gb = gbowner.user.franchise._id;
  store = (await gateway.db.query<{ id: string }>('SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id LIMIT 1', [gb])).rows[0].id;
  const person = (id: string, name: string, work: number) =>
    gateway.db.query(`INSERT INTO people (id, franchise_id, name, staff_type, work_type, warehouse_id) VALUES ($1, $2, $3, 1, $4, $5)`, [id, gb, name, work, store]);
  await person('wh-full', 'Aaron Hours', 1);
  await person('wh-part', 'Abel Hours', 2);
  const slot = (id: string, from: string, to: string, status: number, breakMinutes: number, personId: string | null = 'wh-full') =>
    gateway.db.query(
      `INSERT INTO shift_slots (id, franchise_id, warehouse_id, kind, starts_at, ends_at, vehicle_type, status, person_id, break_minutes) VALUES ($1, $2, $3, 'courier', $4, $5, 200, $6, $7, $8)`,
      [id, gb, store, london(from), london(to), status, personId, breakMinutes],
    );
  // week of Monday 25 October 2027 (clocks back on Sunday 31st): Mon-Sat 09:00-17:00 less 30 min = 6 x 7.5 h,
  // Sunday 00:00-04:00 really 5 hours; a deleted (500) and a published (100) slot count nothing
  const days = ['25', '26', '27', '28', '29', '30'];
  for (const day of days) await slot(`wh-s-${day}`, `2027-10-${day}T09:00`, `2027-10-${day}T17:00`, day === '26' ? 200 : 300, 30);
  await slot('wh-s-31', '2027-10-31T00:00', '2027-10-31T04:00', 300, 0);
  await slot('wh-s-del', '2027-10-31T10:00', '2027-10-31T14:00', 500, 0);
  await slot('wh-s-pub', '2027-10-31T10:00', '2027-10-31T14:00', 100, 0, null);
  const sheet = (day: string, start: string, end: string, clockIn: string | null, clockOut: string | null, unpaid: number) =>
    gateway.db.query(
      `INSERT INTO timesheets (id, franchise_id, warehouse_id, person_id, work_date, scheduled_start, scheduled_end, clock_in, clock_out, unpaid_break_minutes, status)
       VALUES ('wh-t-' || $3::text, $1, $2, 'wh-full', $3::date, $4, $5, $6, $7, $8, 100)`,
      [gb, store, day, london(start), london(end), clockIn && london(clockIn), clockOut && london(clockOut), unpaid],
    );
  // Mon-Fri 09:00-18:00 less 30 unpaid = 5 x 8.5 h; Saturday a missing clock-out; Sunday night 5 real hours
  for (const day of days.slice(0, 5)) await sheet(`2027-10-${day}`, `2027-10-${day}T09:00`, `2027-10-${day}T17:00`, `2027-10-${day}T09:00`, `2027-10-${day}T18:00`, 30);
  await sheet('2027-10-30', '2027-10-30T09:00', '2027-10-30T17:00', '2027-10-30T09:00', null, 0);
  await sheet('2027-10-31', '2027-10-31T00:00', '2027-10-31T04:00', '2027-10-31T00:00', '2027-10-31T04:00', 0);
  const leave = (id: string, status: number, from: string, to: string) =>
    gateway.db.query(
      `INSERT INTO leaves (id, franchise_id, person_id, warehouse_id, type, status, all_day, starts_at, ends_at, workable_minutes) VALUES ($1, $2, 'wh-full', $3, 1, $4, false, $5, $6, 480)`,
      [id, gb, store, status, london(from), london(to)],
    );
  // approved: Saturday 18:00-20:00 (2 h); declined: not counted
  await leave('wh-l-ok', 200, '2027-10-30T18:00', '2027-10-30T20:00');
  await leave('wh-l-no', 300, '2027-10-29T18:00', '2027-10-29T22:00');
});
afterAll(() => gateway?.close());

describe('the week of a courier', () => {
  it('sums planned, worked and leave hours of the week across the clock change, and the excess over 45 h', async () => {
    const response = await hours(gbowner.accessToken, { weekStart: '2027-10-28', timeZone: LONDON, warehouseId: store, limit: 100 });
    expect(response.statusCode, response.body).toBe(200);
    const week = json<WorkingHoursReply>(response);
    expect(week.weekStart).toBe('2027-10-25'); // any day names its Monday
    expect(week.weekHours).toBe(169);
    const full = week.rows.find((row) => row._id === 'wh-full')!;
    expect(full).toMatchObject({ plannedHours: 50, workedHours: 47.5, leaveHours: 2, limitHours: 45, missingClockDays: 1, excessHours: 7 });
    const part = week.rows.find((row) => row._id === 'wh-part')!;
    expect(part).toMatchObject({ plannedHours: 0, workedHours: 0, leaveHours: 0, limitHours: 30, excessHours: 0 });
    // sorted by excess, the largest first
    expect(week.rows[0]._id).toBe('wh-full');
    // the doubled 01:00 of Sunday: planned and present in both
    const ones = week.hours.filter((point) => point.day === '2027-10-31' && point.hour === 1);
    expect(ones.map((point) => [point.planned, point.present])).toEqual([[1, 1], [1, 1]]);
    expect(week.hours.filter((point) => point.day === '2027-10-31')).toHaveLength(25);
    // Monday: planned 09-17 (8 hours touched), present 09-18 (9)
    const monday = week.hours.filter((point) => point.day === '2027-10-25');
    expect(monday.filter((point) => point.planned > 0).map((point) => point.hour)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    expect(monday.filter((point) => point.present > 0).map((point) => point.hour)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
  });

  it('sorts by name and pages on the gateway', async () => {
    const byName = { field: 'name', order: 1 };
    const names = json<WorkingHoursReply>(await hours(gbowner.accessToken, { weekStart: '2027-10-25', timeZone: LONDON, sort: byName, limit: 100 })).rows.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names.length).toBeGreaterThan(10);
    const second = json<WorkingHoursReply>(await hours(gbowner.accessToken, { weekStart: '2027-10-25', timeZone: LONDON, sort: byName, limit: 10, offset: 10 }));
    expect(second.total).toBe(names.length);
    expect(second.rows.map((row) => row.name)).toEqual(names.slice(10, 20));
  });

  it('matches the seeded slots, timesheets and leave of this week for every courier of the franchise', async () => {
    const reply = json<WorkingHoursReply>(await hours(gbowner.accessToken, { weekStart: new Date().toISOString().slice(0, 10), timeZone: LONDON, limit: 100 }));
    const bounds = weekBounds(reply.weekStart, LONDON);
    const planned = await gateway.db.query<{ person_id: string; minutes: number }>(
      `SELECT person_id, sum(extract(epoch FROM ends_at - starts_at) / 60 - break_minutes)::float AS minutes FROM shift_slots
        WHERE franchise_id = $1 AND kind = 'courier' AND status IN (200, 300) AND person_id IS NOT NULL AND starts_at >= $2 AND starts_at < $3 GROUP BY person_id`,
      [gb, bounds.start, bounds.end],
    );
    const worked = await gateway.db.query<{ person_id: string; minutes: number }>(
      `SELECT person_id, sum(extract(epoch FROM clock_out - clock_in) / 60 - unpaid_break_minutes)::float AS minutes FROM timesheets
        WHERE franchise_id = $1 AND clock_in IS NOT NULL AND clock_out IS NOT NULL AND clock_in >= $2 AND clock_in < $3 GROUP BY person_id`,
      [gb, bounds.start, bounds.end],
    );
    const byId = new Map(reply.rows.map((row) => [row._id, row]));
    let checked = 0;
    for (const row of planned.rows) {
      const courier = byId.get(row.person_id);
      if (!courier) continue; // a picker's courier slot would be a seed error; pickers are not listed
      expect(courier.plannedHours).toBeCloseTo(row.minutes / 60, 2);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
    for (const row of worked.rows) {
      const courier = byId.get(row.person_id);
      if (courier) expect(courier.workedHours).toBeCloseTo(row.minutes / 60, 2);
    }
    const people = (await gateway.db.query<{ id: string; franchise_id: string; staff_type: number }>('SELECT id, franchise_id, staff_type FROM people')).rows;
    const of = new Map(people.map((row) => [row.id, row]));
    for (const row of reply.rows) {
      expect(of.get(row._id)?.franchise_id).toBe(gb);
      expect(of.get(row._id)?.staff_type).not.toBe(2);
    }
    expect(reply.hours.some((point) => point.planned > 0)).toBe(true);
  });
});

describe('who may ask, and what', () => {
  it('needs the role shift_plan', async () => {
    expect((await hours(manager.accessToken, { weekStart: '2027-10-25', timeZone: LONDON })).statusCode).toBe(403);
  });

  it('refuses another franchise’s store with 404 and never lists its couriers', async () => {
    expect((await hours(owner.accessToken, { weekStart: '2027-10-25', timeZone: LONDON, warehouseId: store })).statusCode).toBe(404);
    const tr = json<WorkingHoursReply>(await hours(owner.accessToken, { weekStart: '2027-10-25', timeZone: 'Europe/Istanbul', limit: 100 }));
    expect(tr.rows.map((row) => row._id)).not.toContain('wh-full');
    expect(tr.rows.every((row) => typeof row._id === 'string')).toBe(true);
    expect(tr.hours.every((point) => point.planned === 0 && point.present === 0)).toBe(true);
  });

  it('refuses a bad week, zone, sort or extra field with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ weekStart: '2027-13-01', timeZone: LONDON }, 'weekStart'],
      [{ weekStart: 'monday', timeZone: LONDON }, 'weekStart'],
      [{ timeZone: LONDON }, 'weekStart'],
      [{ weekStart: '2027-10-25', timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ weekStart: '2027-10-25' }, 'timeZone'],
      [{ weekStart: '2027-10-25', timeZone: LONDON, sort: { field: 'salary', order: 1 } }, 'sort'],
      [{ weekStart: '2027-10-25', timeZone: LONDON, limit: 1000 }, 'limit'],
    ];
    for (const [body, field] of cases) {
      const response = await hours(gbowner.accessToken, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body, JSON.stringify(body)).toContain(field);
    }
  });
});
