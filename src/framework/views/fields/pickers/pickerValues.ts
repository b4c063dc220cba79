// What the pickers hold (a Date whose local fields are the wall clock shown) against what the
// forms and filters hold (a `YYYY-MM-DD` day, or an ISO instant for a datetime in the chosen zone).
// The forms keep the values they held with the browser's inputs, so the dataProvider is unchanged.
import { calendarDay } from '../../../../domain/dates';
import { fromZonedInput, toZonedInput } from '../../../../domain/zonedTime';

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const isValid = (date: Date | null): date is Date => date instanceof Date && !Number.isNaN(date.getTime());

/** A stored day (`YYYY-MM-DD`, or the day part of a longer text) as the picker's Date; null when none. */
export function dayToPicker(value: unknown): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value !== 'string') return null;
  const match = DAY.exec(value);
  return match ? new Date(+match[1], +match[2] - 1, +match[3]) : null;
}

/** The picker's Date as the stored day; null when empty, undefined while it is not a whole date. */
export function pickerToDay(date: Date | null): string | null | undefined {
  if (date === null) return null;
  return isValid(date) ? calendarDay(date) : undefined;
}

/** A stored instant as the picker's Date showing the wall clock of `timeZone`. */
export function instantToPicker(value: unknown, timeZone?: string): Date | null {
  const match = LOCAL.exec(toZonedInput(value, timeZone));
  return match ? new Date(+match[1], +match[2] - 1, +match[3], +match[4], +match[5]) : null;
}

/** The picker's wall clock in `timeZone` as the stored ISO instant; null when empty, undefined while partial. */
export function pickerToInstant(date: Date | null, timeZone?: string): string | null | undefined {
  if (date === null) return null;
  if (!isValid(date)) return undefined;
  const local = `${calendarDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return fromZonedInput(local, timeZone);
}
