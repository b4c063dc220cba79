// A date range filter's picked days (`YYYY-MM-DD`, both ends included), checked the one way the
// list's call and the filter's own message both read them: a range picked backwards is refused,
// never swapped; days after today are left out (there is nothing there yet); a range longer than
// the call allows keeps its last `maxDays` days, and says so.

export type DayRangeCheck =
  /** Not both ends picked (or one is not a calendar day): nothing to check. */
  | { kind: 'open' }
  /** The last day is before the first. */
  | { kind: 'backwards' }
  /** The days the list shows; `shortened` when the pick was longer than `maxDays`. */
  | { kind: 'ok'; from: string; to: string; days: number; shortened: boolean };

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` as a day number; null when it is not a real calendar day (2026-02-31). */
export function dayNumber(value: unknown): number | null {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.getTime() / DAY_MS;
}

/** A day number as `YYYY-MM-DD`. */
export const dayString = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** `today` is the user's calendar day (`YYYY-MM-DD`, in their time zone). */
export function checkDayRange(from: unknown, to: unknown, limits: { maxDays: number; today: string }): DayRangeCheck {
  const first = dayNumber(from);
  const picked = dayNumber(to);
  if (first === null || picked === null) return { kind: 'open' };
  if (picked < first) return { kind: 'backwards' };
  const today = dayNumber(limits.today) ?? picked;
  // Future days hold no orders: the range ends today (or on its first day, when all of it is ahead).
  const last = Math.max(first, Math.min(picked, today));
  const start = Math.max(first, last - (limits.maxDays - 1));
  return { kind: 'ok', from: dayString(start), to: dayString(last), days: last - start + 1, shortened: start > first };
}
