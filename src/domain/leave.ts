// Leave rules shared by the panel and the gateway (docs/leave.md): the types each country offers
// and which need a document, the status a new leave starts in, a working day's minutes, and how
// days and hours are derived from the bounds in a time zone (DST-safe).
import { calendarDay } from './dates';
import { fromZonedInput } from './zonedTime';

/** Leave statuses (spec 4). */
export const LEAVE_STATUS = { canceled: 0, pending: 100, approved: 200, declined: 300, pendingForDocument: 400 } as const;

/** Statuses someone has to act on: the sidebar's leavesCount counts these (gateway/db/badges.ts). */
export const LEAVE_AWAITING = [LEAVE_STATUS.pending, LEAVE_STATUS.pendingForDocument] as const;

/** Statuses that keep a person from working (the shift plan refuses a slot over one). */
export const LEAVE_BLOCKS_WORK: readonly number[] = [LEAVE_STATUS.approved];

/**
 * Statuses in which a leave holds its days: a new leave of the same person may not overlap one
 * (a declined or canceled leave gives its days back).
 */
export const LEAVE_HOLDS_DAYS: readonly number[] = [LEAVE_STATUS.pending, LEAVE_STATUS.approved, LEAVE_STATUS.pendingForDocument];

export interface LeaveTypeRule {
  type: number;
  /** A document must be attached (a doctor's report, a fit note, a certificate) before it can be decided. */
  needsDocument: boolean;
}

const rule = (type: number, needsDocument = false): LeaveTypeRule => ({ type, needsDocument });

/**
 * The leave types a franchise's country offers (leaveType enumeration), in menu order. TR follows
 * the Labour Law's kinds (a sick leave needs the doctor's report; marriage, bereavement, maternity
 * and paternity their certificate); GB the statutory ones (a fit note for sickness, MATB1 for
 * maternity, the summons for jury service). Other countries get the common three.
 */
export const LEAVE_TYPES_BY_COUNTRY: Readonly<Record<string, readonly LeaveTypeRule[]>> = {
  TR: [rule(1), rule(2, true), rule(3), rule(4), rule(5, true), rule(6, true), rule(7, true), rule(8, true)],
  GB: [rule(1), rule(2, true), rule(3), rule(7, true), rule(8), rule(9), rule(10, true), rule(11)],
};
const OTHER_COUNTRIES: readonly LeaveTypeRule[] = [rule(1), rule(2, true), rule(3)];

export function leaveTypesOf(country: string | null | undefined): readonly LeaveTypeRule[] {
  return LEAVE_TYPES_BY_COUNTRY[(country ?? '').toUpperCase()] ?? OTHER_COUNTRIES;
}

/** The types' numbers per country, for the type field's choices. */
export const LEAVE_TYPE_VALUES_BY_COUNTRY: Readonly<Record<string, readonly number[]>> = Object.fromEntries(
  Object.entries(LEAVE_TYPES_BY_COUNTRY).map(([country, rules]) => [country, rules.map((entry) => entry.type)]),
);

/** undefined when the country does not offer the type. */
export function leaveTypeRule(country: string | null | undefined, type: unknown): LeaveTypeRule | undefined {
  return leaveTypesOf(country).find((entry) => entry.type === type);
}

/** A new or edited leave waits for its document (400) while its type needs one and none is attached, else it is pending (100). */
export function leaveStatusFor(needsDocument: boolean, hasDocument: boolean): number {
  return needsDocument && !hasDocument ? LEAVE_STATUS.pendingForDocument : LEAVE_STATUS.pending;
}

/** A working day's minutes by country and work type (1 full time, 2 part time): TR 45 h over 6 days, GB 40 h over 5. */
export function defaultWorkableMinutes(country: string | null | undefined, workType: number): number {
  const full = (country ?? '').toUpperCase() === 'TR' ? 450 : 480;
  return workType === 2 ? full / 2 : full;
}

/** At most this long a leave (days). */
export const LEAVE_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const addDays = (day: string, days: number) => new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);

/** An all-day leave's bounds: the first day's midnight and the midnight after the last day, in the zone. */
export function allDayBounds(firstDay: string, lastDay: string, timeZone: string): { startsAt: string; endsAt: string } {
  return { startsAt: fromZonedInput(`${firstDay}T00:00`, timeZone)!, endsAt: fromZonedInput(`${addDays(lastDay, 1)}T00:00`, timeZone)! };
}

/**
 * An all-day leave given with any times: from the start's day to the end's day (inclusive), in
 * the zone; an end at exactly midnight ends the day before (the stored form reads back unchanged).
 */
export function normalizeAllDay(startsAt: string | Date, endsAt: string | Date, timeZone: string): { startsAt: string; endsAt: string } {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const firstDay = calendarDay(start, timeZone);
  let lastDay = calendarDay(end, timeZone);
  if (fromZonedInput(`${lastDay}T00:00`, timeZone) === end.toISOString() && lastDay > firstDay) lastDay = addDays(lastDay, -1);
  return allDayBounds(firstDay, lastDay < firstDay ? firstDay : lastDay, timeZone);
}

export interface LeaveSpan {
  allDay: boolean;
  startsAt: string | Date;
  endsAt: string | Date;
  workableMinutes: number;
}

/**
 * Days and minutes of a leave. All day: the calendar days it covers in `timeZone`, each worth
 * `workableMinutes`, so a day of 23 or 25 hours (a DST change) is still one day. Part of a day:
 * the real minutes between the bounds (a night that loses an hour is an hour shorter), and the
 * share of a working day they are. The database derives the same figures (migration 016).
 */
export function leaveDuration(span: LeaveSpan, timeZone: string): { days: number; minutes: number } {
  const start = new Date(span.startsAt);
  const end = new Date(span.endsAt);
  if (span.allDay) {
    const days = Math.max(0, dayNumber(calendarDay(end, timeZone)) - dayNumber(calendarDay(start, timeZone)));
    return { days, minutes: days * span.workableMinutes };
  }
  const minutes = Math.max(0, Math.round((end.getTime() - start.getTime()) / 60_000));
  return { days: Math.round((minutes / span.workableMinutes) * 100) / 100, minutes };
}
