// What the pickers hold (a Date whose local fields are the wall clock shown) against what the
// forms and filters hold (a `YYYY-MM-DD` day, or an ISO instant for a datetime in the chosen zone).
// The forms keep the values they held with the browser's inputs, so the dataProvider is unchanged.
import type { SxProps, Theme } from '@mui/material';
import type { Validator } from 'react-admin';
import { calendarDay } from '../../../../domain/dates';
import { fromZonedInput, toZonedInput } from '../../../../domain/zonedTime';

/** What a form's date field is given, typed box and calendar alike. */
export interface DateFieldProps {
  source: string;
  label: string;
  kind: DateInputKind;
  validate?: Validator | Validator[];
  helperText?: string | false;
  sx?: SxProps<Theme>;
  size?: 'small' | 'medium';
}

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

const DAY_MS = 86_400_000;

/**
 * A stored instant as the picker's Date of its day in `timeZone`; `end`: an exclusive end (the
 * midnight after a last day) shows that last day.
 */
export function boundToPicker(value: unknown, timeZone: string | undefined, end: boolean): Date | null {
  if (value == null || value === '') return null;
  const instant = new Date(value as string);
  if (Number.isNaN(instant.getTime())) return null;
  return dayToPicker(calendarDay(end ? new Date(instant.getTime() - 1) : instant, timeZone));
}

/** The picked day as the instant that starts it in `timeZone` (`end`: the midnight after it). */
export function pickerToBound(date: Date | null, timeZone: string | undefined, end: boolean): string | null | undefined {
  const day = pickerToDay(date);
  if (!day) return day;
  const target = end ? new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10) : day;
  return fromZonedInput(`${target}T00:00`, timeZone);
}

/**
 * What a date input holds: `date` a `YYYY-MM-DD` day; `datetime` the ISO instant of the chosen
 * zone's wall clock; `dayStart` and `dayEnd` a picked day's first instant, or the midnight after
 * it (an all-day leave's bounds), in the chosen zone.
 */
export type DateInputKind = 'date' | 'datetime' | 'dayStart' | 'dayEnd';

/** A form's value as the wall clock shown for `kind`. */
export function valueToPicker(kind: DateInputKind, value: unknown, timeZone?: string): Date | null {
  if (kind === 'date') return dayToPicker(value);
  return kind === 'datetime' ? instantToPicker(value, timeZone) : boundToPicker(value, timeZone, kind === 'dayEnd');
}

/** The shown wall clock as the form's value for `kind`; undefined while not a whole date. */
export function pickerToValue(kind: DateInputKind, date: Date | null, timeZone?: string): string | null | undefined {
  if (kind === 'date') return pickerToDay(date);
  return kind === 'datetime' ? pickerToInstant(date, timeZone) : pickerToBound(date, timeZone, kind === 'dayEnd');
}
