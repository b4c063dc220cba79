// The staff tally (POST /staff/tally, docs/timesheets.md "Tally"): a month of the franchise as a
// person x day grid, the days being the caller's time zone's. Three statements whatever the size
// (the country, the month's timesheets with their people, the approved leaves overlapping the
// month, plus the names of people on leave only); the grid is laid out here.
import { calendarDay } from '../../src/domain/dates';
import { holidayOn } from '../../src/domain/holidays';
import { daysOfMonth, nextMonth, type TallyCell, type TallyPerson, type TallyReply } from '../../src/domain/tally';
import { fromZonedInput } from '../../src/domain/zonedTime';
import type { Queryable } from './db';
import { leavesOverlapping } from './leaves';

interface TimesheetDay {
  person_id: string;
  name: string;
  warehouse_id: string;
  day: string;
  worked_minutes: number | null;
  leave_minutes: number;
  no_clock: boolean;
}

const midnight = (day: string, timeZone: string) => new Date(fromZonedInput(`${day}T00:00`, timeZone)!);

export async function staffTally(db: Queryable, franchiseId: string, request: { month: string; timeZone: string; now: Date }): Promise<TallyReply> {
  const { month, timeZone, now } = request;
  const days = daysOfMonth(month);
  // each day's bounds in the zone: 23, 24 or 25 hours apart, never assumed to be 24
  const bounds = [...days, `${nextMonth(month)}-01`].map((day) => midnight(day, timeZone));
  const [start, end] = [bounds[0], bounds[bounds.length - 1]];
  const today = calendarDay(now, timeZone);

  const country = (
    await db.query<{ alpha2: string }>(`SELECT c.alpha2 FROM franchises f JOIN countries c ON c.id = f.country_id WHERE f.id = $1`, [franchiseId])
  ).rows[0]?.alpha2 ?? '';
  // a timesheet belongs to the day its shift starts on, in the caller's zone
  const { rows: timesheets } = await db.query<TimesheetDay>(
    `SELECT t.person_id, p.name, p.warehouse_id, to_char(t.scheduled_start AT TIME ZONE $4, 'YYYY-MM-DD') AS day,
            t.worked_minutes, t.leave_minutes, t.clock_in IS NULL AND t.clock_out IS NULL AS no_clock
       FROM timesheets t JOIN people p ON p.id = t.person_id AND p.franchise_id = t.franchise_id
      WHERE t.franchise_id = $1 AND t.scheduled_start >= $2 AND t.scheduled_start < $3`,
    [franchiseId, start, end, timeZone],
  );
  const leaves = await leavesOverlapping(db, franchiseId, start, end);

  const people = new Map<string, { name: string; warehouseId: string }>();
  for (const row of timesheets) people.set(row.person_id, { name: row.name, warehouseId: row.warehouse_id });
  const leaveOnly = [...new Set(leaves.map((leave) => leave.personId))].filter((id) => !people.has(id));
  if (leaveOnly.length > 0) {
    const { rows } = await db.query<{ id: string; name: string; warehouse_id: string }>(
      `SELECT id, name, warehouse_id FROM people WHERE franchise_id = $1 AND id = ANY($2::text[])`,
      [franchiseId, leaveOnly],
    );
    for (const row of rows) people.set(row.id, { name: row.name, warehouseId: row.warehouse_id });
  }

  // a person's timesheets of one day together (two shifts can start on one day of another zone)
  const sheetOf = new Map<string, { worked_minutes: number | null; leave_minutes: number; no_clock: boolean }>();
  for (const row of timesheets) {
    const key = `${row.person_id}|${row.day}`;
    const seen = sheetOf.get(key);
    if (!seen) {
      sheetOf.set(key, { worked_minutes: row.worked_minutes, leave_minutes: row.leave_minutes, no_clock: row.no_clock });
      continue;
    }
    // worked time is unknown while any of the day's clock times is missing
    seen.worked_minutes = seen.worked_minutes === null || row.worked_minutes === null ? null : seen.worked_minutes + row.worked_minutes;
    seen.leave_minutes += row.leave_minutes;
    seen.no_clock = seen.no_clock && row.no_clock;
  }
  const leaveTypeOf = new Map<string, number>();
  for (const leave of leaves) {
    days.forEach((day, index) => {
      if (leave.startsAt < bounds[index + 1] && leave.endsAt > bounds[index]) {
        const key = `${leave.personId}|${day}`;
        if (!leaveTypeOf.has(key)) leaveTypeOf.set(key, leave.type);
      }
    });
  }

  const grid: TallyPerson[] = [...people.entries()].map(([id, person]) => {
    const totals = { workedMinutes: 0, workedDays: 0, leaveDays: 0, absentDays: 0, offDays: 0, holidayDays: 0 };
    const cells = days.map((day): TallyCell => {
      const sheet = sheetOf.get(`${id}|${day}`);
      const leaveType = leaveTypeOf.get(`${id}|${day}`) ?? null;
      const cell = (kind: TallyCell['kind'], workedMinutes: number | null = null): TallyCell => ({ day, kind, workedMinutes, leaveType });
      if (sheet && !sheet.no_clock) {
        totals.workedDays += 1;
        totals.workedMinutes += sheet.worked_minutes ?? 0;
        return cell('worked', sheet.worked_minutes);
      }
      if (leaveType !== null || (sheet && sheet.leave_minutes > 0)) {
        totals.leaveDays += 1;
        return cell('leave');
      }
      if (sheet && day <= today) {
        totals.absentDays += 1;
        return cell('absent');
      }
      if (holidayOn(country, day)) {
        totals.holidayDays += 1;
        return cell('holiday');
      }
      if (day < today) {
        totals.offDays += 1;
        return cell('off');
      }
      return cell('future');
    });
    return { id, name: person.name, warehouseId: person.warehouseId, cells, totals };
  });
  grid.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));

  return {
    month,
    timeZone,
    days: days.map((day) => {
      const holiday = holidayOn(country, day);
      return { day, holiday: holiday && { en: holiday.en, tr: holiday.tr } };
    }),
    people: grid,
  };
}
