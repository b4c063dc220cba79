// Weekly courier working hours (issue 12, /staff/weekly-courier-working-hours; docs/working-hours.md).
// The limits and the hour arithmetic the panel and the gateway share, written once. A week is
// Monday to Sunday in the caller's zone: 168 hours of real time, 167 or 169 when it holds a clock
// change (Europe/London, last Sunday of March / October). Everything here counts real instants,
// so a night that loses an hour never counts it and one that gains an hour counts it once.
import { workType } from './enums/workType';
import { staffType } from './enums/staffType';
import { dayStart, weekBounds, zonedClock } from './shiftPlan';

/** Hours a courier may work in a week, by work type (DOMAIN.md: 45 h full time; part time is ours: two thirds of it). */
export const WEEKLY_HOUR_LIMITS: Record<number, number> = { 1: 45, 2: 30 };
/** An unknown work type is held to the full-time limit. */
export const weeklyLimitOf = (work: number): number => WEEKLY_HOUR_LIMITS[work] ?? WEEKLY_HOUR_LIMITS[1];
/** Every work type has a limit (the enum and the table agree; a unit test checks). */
export const LIMITED_WORK_TYPES = workType.values;

/** Couriers are every staff type but the store assistant (staff type 2, who picks). */
export const COURIER_STAFF_TYPES: readonly number[] = staffType.values.filter((value) => value !== 2);

/** The slot statuses that put hours in a courier's plan: booked by the employee, assigned by the manager. */
export const PLANNED_SLOT_STATUSES = [200, 300] as const;
/** Approved leave (leave status 200) counts; an all-day leave counts its workable minutes on weekdays only. */
export const COUNTED_LEAVE_STATUS = 200;
/** Leave days that count against the week: Monday (1) to Friday (5), ISO numbering. */
export const LEAVE_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

export const WORKING_HOURS_SORTS = ['excess', 'name', 'planned', 'worked', 'leave'] as const;
export type WorkingHoursSort = (typeof WORKING_HOURS_SORTS)[number];

export interface WorkingHoursRequest {
  weekStart: string;
  timeZone: string;
  warehouseId?: string;
  sort?: WorkingHoursSort;
  order?: 'ASC' | 'DESC';
  limit?: number;
  offset?: number;
}

export interface CourierWeek {
  id: string;
  name: string;
  warehouseId: string;
  workType: number;
  limitHours: number;
  plannedHours: number;
  workedHours: number;
  leaveHours: number;
  /** Days whose timesheet misses a clock time (not counted as worked). */
  missingClockDays: number;
  /** max(planned, worked) + leave - limit, never below 0. */
  excessHours: number;
}

export interface HourPoint {
  /** The hour's start instant (UTC). */
  start: string;
  /** Its calendar day and wall-clock hour in the zone (a day of a clock change has 23 or 25). */
  day: string;
  hour: number;
  /** Distinct couriers planned / present in any part of the hour. */
  planned: number;
  present: number;
}

export interface WorkingHoursReply {
  weekStart: string;
  timeZone: string;
  start: string;
  end: string;
  days: string[];
  /** Real hours in the week: 168, or 167 / 169 across a clock change. */
  weekHours: number;
  total: number;
  rows: CourierWeek[];
  hours: HourPoint[];
}

/** A span of time of one person: a planned slot, a worked shift, a leave. */
export interface Span {
  personId: string;
  start: string;
  end: string;
}

const HOUR = 3_600_000;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Real hours between two instants. */
export const hoursBetween = (start: string, end: string): number => (Date.parse(end) - Date.parse(start)) / HOUR;

/** The hour a minute count makes, to two decimals. */
export const minutesToHours = (minutes: number): number => round2(minutes / 60);

/** max(planned, worked) + leave over the limit, never below 0, to two decimals. */
export function excessHours(planned: number, worked: number, leave: number, limit: number): number {
  return Math.max(0, round2(Math.max(planned, worked) + leave - limit));
}

/** Whether a shift (by its start) belongs to the week: a shift counts in the week of its start. */
export const startsInWeek = (start: string, week: { start: string; end: string }): boolean => start >= week.start && start < week.end;

/**
 * Minutes of an approved leave that count in the week: all day, the workable minutes of each
 * weekday (LEAVE_WEEKDAYS) of the week the leave covers (a day is covered when its noon is inside
 * the leave, so a leave entered in another zone still counts whole days); part day, the real
 * minutes it shares with the week.
 */
export function leaveMinutesInWeek(
  leave: { start: string; end: string; allDay: boolean; workableMinutes: number },
  monday: string,
  timeZone: string,
): number {
  const week = weekBounds(monday, timeZone);
  if (!leave.allDay) {
    const from = Math.max(Date.parse(leave.start), Date.parse(week.start));
    const to = Math.min(Date.parse(leave.end), Date.parse(week.end));
    return to > from ? Math.round((to - from) / 60_000) : 0;
  }
  let minutes = 0;
  week.days.forEach((day, index) => {
    if (!LEAVE_WEEKDAYS.includes(index + 1)) return;
    const noon = Date.parse(dayStart(day, timeZone)) + 12 * HOUR;
    if (noon >= Date.parse(leave.start) && noon < Date.parse(leave.end)) minutes += leave.workableMinutes;
  });
  return minutes;
}

/** The week's hours as real instants, each with its day and wall-clock hour in the zone. */
export function weekHours(monday: string, timeZone: string): { start: string; day: string; hour: number }[] {
  const week = weekBounds(monday, timeZone);
  const out: { start: string; day: string; hour: number }[] = [];
  for (let at = Date.parse(week.start); at < Date.parse(week.end); at += HOUR) {
    const clock = zonedClock(new Date(at), timeZone);
    out.push({ start: new Date(at).toISOString(), day: `${clock.year}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`, hour: clock.hour });
  }
  return out;
}

/** Per hour of the week: how many distinct people the planned and the present spans touch. */
export function hourSeries(monday: string, timeZone: string, planned: Span[], present: Span[]): HourPoint[] {
  const hours = weekHours(monday, timeZone);
  const first = hours.length > 0 ? Date.parse(hours[0].start) : 0;
  const count = (spans: Span[]) => {
    const people = hours.map(() => new Set<string>());
    for (const span of spans) {
      const from = Math.max(0, Math.floor((Date.parse(span.start) - first) / HOUR));
      const to = Math.min(hours.length, Math.ceil((Date.parse(span.end) - first) / HOUR));
      for (let index = from; index < to; index++) people[index].add(span.personId);
    }
    return people.map((set) => set.size);
  };
  const plannedCounts = count(planned);
  const presentCounts = count(present);
  return hours.map((hour, index) => ({ ...hour, planned: plannedCounts[index], present: presentCounts[index] }));
}
