// The week plan as the grid draws it, derived purely from the gateway's week: one row of open
// slots (nobody holds them), then one row per person (the store's people, and anyone else holding
// a slot of the week), each with the slots of every day of the week in the user's zone.
import { dayOf, SLOT_STATUS, type PlanPerson, type ShiftPlanWeek, type ShiftSlot } from '../../domain/shiftPlan';

export interface GridRow {
  key: string;
  person: PlanPerson | null;
  /** Seven lists, Monday first, each by start. */
  days: ShiftSlot[][];
}

export const OPEN_ROW = 'open';

export function gridRows(week: ShiftPlanWeek, collator: Intl.Collator): GridRow[] {
  const dayIndex = new Map(week.days.map((day, index) => [day, index]));
  const rows = new Map<string, GridRow>();
  const open: GridRow = { key: OPEN_ROW, person: null, days: week.days.map(() => []) };
  for (const person of week.people) rows.set(person.id, { key: person.id, person, days: week.days.map(() => []) });
  for (const slot of week.slots) {
    const index = dayIndex.get(dayOf(slot.startsAt, week.timeZone));
    if (index === undefined) continue;
    if (!slot.person) {
      open.days[index].push(slot);
      continue;
    }
    let row = rows.get(slot.person.id);
    if (!row) {
      row = { key: slot.person.id, person: { id: slot.person.id, name: slot.person.name, staffType: 0, warehouseId: '' }, days: week.days.map(() => []) };
      rows.set(slot.person.id, row);
    }
    row.days[index].push(slot);
  }
  const people = [...rows.values()].sort((a, b) => collator.compare(a.person!.name, b.person!.name) || a.key.localeCompare(b.key));
  return [open, ...people];
}

export interface CoverageHour {
  /** The hour's start, an instant. */
  at: string;
  /** Its local label (a DST day has 23 or 25 of them). */
  label: string;
  planned: number;
}

const HOUR = 3_600_000;

/** Per real hour of one day of the week: how many courier slots (not deleted) cover it. */
export function coverage(week: ShiftPlanWeek, dayIndex: number, dayStarts: readonly string[]): CoverageHour[] {
  const start = Date.parse(dayStarts[dayIndex]);
  const end = Date.parse(dayStarts[dayIndex + 1]);
  const slots = week.slots.filter((slot) => slot.status !== SLOT_STATUS.deleted).map((slot) => [Date.parse(slot.startsAt), Date.parse(slot.endsAt)] as const);
  const hours: CoverageHour[] = [];
  const format = new Intl.DateTimeFormat('en-GB', { timeZone: week.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  for (let at = start; at < end; at += HOUR) {
    const planned = slots.filter(([from, to]) => from < at + HOUR && to > at).length;
    hours.push({ at: new Date(at).toISOString(), label: format.format(new Date(at)), planned });
  }
  return hours;
}
