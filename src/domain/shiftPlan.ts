// The shift plan (issue 12, /staff/plan): the rules the panel and the gateway share, written once.
// A slot is one shift of one store for a courier or a picker; its moves are declared here as data
// (status they start from, status they set, the shift_plan permission they need) and the gateway
// enforces exactly this table (gateway/routes/shift-plan.ts); the panel derives its buttons from it.
import type { AccessRule } from './access';
import { fromZonedInput } from './zonedTime';

export const SLOT_STATUS = { created: 0, published: 100, booked: 200, assigned: 300, deleted: 500, shared: 600 } as const;
export const REQUEST_STATUS = { planned: 100, waiting: 200, approved: 300, declined: 400 } as const;

/** Who a slot is for. */
export const SLOT_KINDS = ['courier', 'picker'] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

/** Slots start and end on these steps, and last at most this long (DOMAIN.md, shift plan). */
export const SLOT_STEP_MINUTES = 30;
export const SLOT_MAX_HOURS = 12;
export const SLOT_MAX_BREAK_MINUTES = 120;
/** The longest week a call answers is one week; weeks start on Monday in the caller's zone. */
export const WEEK_DAYS = 7;

export type ShiftPlanPermissionKey = 'add_employee' | 'remove_employee' | 'copy_shifts' | 'slots';

/** Reading the plan: the shift_plan role (read). */
export const SHIFT_PLAN_READ: AccessRule = { roles: ['shift_plan'] };
export const shiftPlanRule = (permission: ShiftPlanPermissionKey): AccessRule => ({ roles: ['shift_plan'], permission });

export interface SlotMove {
  /** The statuses a slot may be in for the move; empty: the move makes new slots. */
  from: readonly number[];
  /** The status it sets (undefined: unchanged, e.g. an edit). */
  to?: number;
  permission: ShiftPlanPermissionKey;
}

/** Every move of the plan: the one workflow the panel shows and the gateway enforces. */
export const SLOT_MOVES = {
  create: { from: [], to: SLOT_STATUS.created, permission: 'slots' },
  edit: { from: [SLOT_STATUS.created, SLOT_STATUS.published, SLOT_STATUS.assigned, SLOT_STATUS.shared], permission: 'slots' },
  publish: { from: [SLOT_STATUS.created], to: SLOT_STATUS.published, permission: 'slots' },
  assign: { from: [SLOT_STATUS.published, SLOT_STATUS.shared], to: SLOT_STATUS.assigned, permission: 'add_employee' },
  unassign: { from: [SLOT_STATUS.booked, SLOT_STATUS.assigned], to: SLOT_STATUS.published, permission: 'remove_employee' },
  share: { from: [SLOT_STATUS.created, SLOT_STATUS.published], to: SLOT_STATUS.shared, permission: 'slots' },
  delete: { from: [SLOT_STATUS.created, SLOT_STATUS.published, SLOT_STATUS.shared], to: SLOT_STATUS.deleted, permission: 'slots' },
  copyWeek: { from: [], to: SLOT_STATUS.created, permission: 'copy_shifts' },
} as const satisfies Record<string, SlotMove>;
export type SlotMoveName = keyof typeof SLOT_MOVES;

/** Moves on one slot (the others act on a week). */
export const SLOT_ACTIONS = ['assign', 'unassign', 'share', 'delete'] as const satisfies readonly SlotMoveName[];
export type SlotAction = (typeof SLOT_ACTIONS)[number];

export const canMoveFrom = (move: SlotMoveName, status: number): boolean =>
  (SLOT_MOVES[move].from as readonly number[]).includes(status);

/** A request decision needs: approving a drop unassigns (remove_employee), a change edits (slots). */
export const REQUEST_KINDS = ['change', 'drop'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_DECISIONS = ['approve', 'decline'] as const;
export type RequestDecision = (typeof REQUEST_DECISIONS)[number];
export function decisionPermission(kind: RequestKind, decision: RequestDecision): ShiftPlanPermissionKey {
  if (decision === 'approve' && kind === 'drop') return 'remove_employee';
  return 'slots';
}

/** What is wrong with a slot's times, or null: the steps, the order and the length. */
export type SlotShapeProblem = 'step' | 'order' | 'too_long' | 'break';
export function slotShapeProblem(startsAt: string, endsAt: string, breakMinutes = 0): SlotShapeProblem | null {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  const step = SLOT_STEP_MINUTES * 60_000;
  if (!Number.isFinite(start) || !Number.isFinite(end) || start % step !== 0 || end % step !== 0) return 'step';
  if (end <= start) return 'order';
  if (end - start > SLOT_MAX_HOURS * 3_600_000) return 'too_long';
  if (breakMinutes < 0 || breakMinutes * 60_000 >= end - start) return 'break';
  return null;
}

/** Worked hours of a slot: its real length (a DST night counts what the clock really ran) less the break. */
export const slotHours = (startsAt: string, endsAt: string, breakMinutes: number): number =>
  (Date.parse(endsAt) - Date.parse(startsAt) - breakMinutes * 60_000) / 3_600_000;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day `days` after `day` (YYYY-MM-DD), calendar arithmetic, no time zone involved. */
export function addDays(day: string, days: number): string {
  const match = DAY.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const match = DAY.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const weekday = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The instant a calendar day starts in a zone (its local midnight). */
export const dayStart = (day: string, timeZone: string): string => fromZonedInput(`${day}T00:00`, timeZone)!;

const FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock of an instant in a zone, with one formatter kept per zone: building an
 * Intl.DateTimeFormat costs far more than using one, and a week of 2,000 slots asks thousands of
 * times (dates.ts's wallClock builds one per call, fine for a form, not for a grid).
 */
export function zonedClock(instant: string | Date, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number } {
  let format = FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    FORMATS.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instant))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour === 24 ? 0 : parts.hour, minute: parts.minute };
}

/** The calendar day of an instant in a zone. */
export function dayOf(instant: string | Date, timeZone: string): string {
  const clock = zonedClock(instant, timeZone);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** The UTC bounds of the Monday-to-Sunday week starting on `monday` in the zone: 167, 168 or 169 hours. */
export function weekBounds(monday: string, timeZone: string): { start: string; end: string; days: string[] } {
  const days = Array.from({ length: WEEK_DAYS }, (_, index) => addDays(monday, index));
  return { start: dayStart(monday, timeZone), end: dayStart(addDays(monday, WEEK_DAYS), timeZone), days };
}

/** The same wall-clock time `days` later in the zone (copying a week keeps 09:00 at 09:00 across a clock change). */
export function shiftWallClock(instant: string, days: number, timeZone: string): string {
  const clock = zonedClock(instant, timeZone);
  const day = addDays(`${clock.year}-${pad(clock.month)}-${pad(clock.day)}`, days);
  return fromZonedInput(`${day}T${pad(clock.hour)}:${pad(clock.minute)}`, timeZone)!;
}

/** Whether a text is a time zone this runtime knows. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// ---- what the gateway answers (docs/gateway-api.md, "Shift plan") ----

export interface SlotPerson {
  id: string;
  name: string;
}

export interface ShiftSlot {
  id: string;
  warehouseId: string;
  kind: SlotKind;
  startsAt: string;
  endsAt: string;
  vehicleType: number | null;
  status: number;
  person: SlotPerson | null;
  breakMinutes: number;
  sharedWithWarehouseId: string | null;
  updatedAt: string;
}

export interface PlanPerson {
  id: string;
  name: string;
  staffType: number;
  warehouseId: string;
}

export interface ShiftPlanWeek {
  warehouse: { id: string; name: string };
  kind: SlotKind;
  timeZone: string;
  weekStart: string;
  start: string;
  end: string;
  days: string[];
  people: PlanPerson[];
  slots: ShiftSlot[];
  /** Couriers asked for, per vehicle type, for the week (courier_vehicle_counts). */
  vehicleCounts: { vehicleType: number; count: number }[];
  /** Planned hours (slots not deleted, breaks taken off), per day of the week and in all. */
  hours: { byDay: number[]; total: number };
}

export interface ShiftSlotBody {
  warehouseId: string;
  kind: SlotKind;
  startsAt: string;
  endsAt: string;
  vehicleType?: number | null;
  breakMinutes?: number;
}

export interface ShiftPlanRequest {
  id: string;
  warehouseId: string;
  slotId: string;
  person: SlotPerson;
  kind: RequestKind;
  status: number;
  startsAt: string;
  endsAt: string;
  wantedStartsAt: string | null;
  wantedEndsAt: string | null;
  reason: string | null;
  decisionNote: string | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /shift-plan/vehicle-counts/filter: one store's asked courier counts for a week. */
export interface StoreVehicleCounts {
  warehouse: { id: string; name: string };
  counts: { vehicleType: number; count: number }[];
  /** Until the store's courier week is published. */
  editable: boolean;
  /** The version a save names (null: none saved yet). */
  updatedAt: string | null;
}
