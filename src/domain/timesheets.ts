// Timesheets (docs/timesheets.md): the rules both timesheet screens, the tally and the gateway
// share. One approve transition (100 pending -> 200 approved), declared here once and used by
// both declarations (resources/staff/timesheet.ts for role workforce, timesheet-v2.ts for
// workforce_v2); the gateway enforces it (gateway/rest/actions.ts), the panel derives its buttons.
import type { WorkflowAction } from './declaration/actions';
import type { RoleKey } from './roles';

/** A note is required when the total and the scheduled minutes differ by more than this. */
export const TIMESHEET_NOTE_ABOVE_MINUTES = 15;

/** The gateway's refusal of an approve when a clock time is missing (409). */
export const TIMESHEET_CLOCK_MISSING = 'TIMESHEET_CLOCK_MISSING';
/** The gateway's refusal of an approve of a big difference without a note (409). */
export const TIMESHEET_NOTE_REQUIRED = 'TIMESHEET_NOTE_REQUIRED';
/** The gateway's refusal of a clock-out that is not after the clock-in (400). */
export const TIMESHEET_CLOCK_ORDER = 'TIMESHEET_CLOCK_ORDER';

export type TimesheetRefusal = typeof TIMESHEET_CLOCK_MISSING | typeof TIMESHEET_NOTE_REQUIRED;

/** What an approve looks at. */
export interface ApprovableTimesheet {
  clockIn?: unknown;
  clockOut?: unknown;
  differenceMinutes?: unknown;
  note?: unknown;
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A clock time is missing when exactly one of clock-in and clock-out is there (neither: absent). */
export function clockMissing(record: ApprovableTimesheet): boolean {
  return blank(record.clockIn) !== blank(record.clockOut);
}

/** Whether the day's total is further than 15 minutes from the plan. */
export function differsFromPlan(record: ApprovableTimesheet): boolean {
  return typeof record.differenceMinutes === 'number' && Math.abs(record.differenceMinutes) > TIMESHEET_NOTE_ABOVE_MINUTES;
}

/** v1: a day can be approved once no clock time is missing. */
export function v1ApproveRefusal(record: ApprovableTimesheet): TimesheetRefusal | null {
  return clockMissing(record) ? TIMESHEET_CLOCK_MISSING : null;
}

/** v2: nothing missing, and a note when the total differs from the plan by more than 15 minutes. */
export function v2ApproveRefusal(record: ApprovableTimesheet): TimesheetRefusal | null {
  if (clockMissing(record)) return TIMESHEET_CLOCK_MISSING;
  if (differsFromPlan(record) && blank(record.note)) return TIMESHEET_NOTE_REQUIRED;
  return null;
}

/**
 * The approve transition: pending -> approved, stamped, in bulk too; `refuse` says why a pending
 * day cannot be approved yet (the gateway answers 409 with that code and changes nothing).
 */
export function approveTimesheet(role: RoleKey, refuse: (record: ApprovableTimesheet) => TimesheetRefusal | null): WorkflowAction {
  return {
    from: { status: [100] },
    sets: { status: 200 },
    stamps: ['approvedAt'],
    access: { roles: [role], permission: 'write' },
    bulk: true,
    refuse: (record) => refuse(record),
  };
}

/** The refusals' texts: the gateway's answers and the panel's hints read them. */
export const TIMESHEET_MESSAGES = {
  en: {
    [TIMESHEET_CLOCK_MISSING]: 'This day cannot be approved yet: its clock-in or clock-out is missing. Nothing was changed.',
    [TIMESHEET_NOTE_REQUIRED]: 'This day cannot be approved yet: its total differs from the plan by more than 15 minutes, so it needs a note. Nothing was changed.',
    [TIMESHEET_CLOCK_ORDER]: 'The clock-out must be after the clock-in. Nothing was saved.',
  },
  tr: {
    [TIMESHEET_CLOCK_MISSING]: 'Bu gün henüz onaylanamaz: giriş ya da çıkış saati eksik. Hiçbir şey değiştirilmedi.',
    [TIMESHEET_NOTE_REQUIRED]: 'Bu gün henüz onaylanamaz: toplam süre plandan 15 dakikadan fazla farklı, bu yüzden not gerekir. Hiçbir şey değiştirilmedi.',
    [TIMESHEET_CLOCK_ORDER]: 'Çıkış saati giriş saatinden sonra olmalı. Hiçbir şey kaydedilmedi.',
  },
} as const;
