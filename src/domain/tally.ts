// The staff tally (/staff/tally, docs/timesheets.md "Tally"): a month as a person x day grid. The
// contract of POST /staff/tally, shared by the panel and the reference gateway.

/** A month, `YYYY-MM`. */
export const MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';

/**
 * What a person's day is, in this order of precedence: worked (a timesheet with a clock time),
 * on leave (an approved leave over the day, or leave minutes on its timesheet), absent (a
 * scheduled day without clock times or leave), a holiday of the franchise's country, a day off
 * (nothing scheduled) or, from today on, still to come.
 */
export const TALLY_KINDS = ['leave', 'worked', 'absent', 'holiday', 'off', 'future'] as const;
export type TallyKind = (typeof TALLY_KINDS)[number];

export interface TallyRequest {
  month: string;
  /** The user's IANA time zone: the grid's days are its days. */
  timeZone: string;
}

export interface TallyCell {
  day: string;
  kind: TallyKind;
  /** Worked minutes (worked days; null while a clock time is missing). */
  workedMinutes: number | null;
  /** The leave's type (src/domain/enums/leaveType.ts); null for a leave the timesheet records without one. */
  leaveType: number | null;
}

export interface TallyPerson {
  id: string;
  name: string;
  warehouseId: string;
  cells: TallyCell[];
  totals: { workedMinutes: number; workedDays: number; leaveDays: number; absentDays: number; offDays: number; holidayDays: number };
}

export interface TallyReply {
  month: string;
  timeZone: string;
  days: { day: string; holiday: { en: string; tr: string } | null }[];
  people: TallyPerson[];
}

/** The days of a month, `YYYY-MM-DD`. */
export function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number);
  const count = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
}

/** The month after `YYYY-MM`. */
export function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
}
