// A datetime input shows and takes the wall clock of the user's chosen time zone (the session's),
// not the browser's: `<input type="datetime-local">` values are read and written here.

import { wallClock } from './dates';

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const pad = (value: number, length = 2) => String(value).padStart(length, '0');


/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(epochMs: number, timeZone: string): number {
  const whole = Math.floor(epochMs / 1000) * 1000;
  const clock = wallClock(new Date(whole), timeZone);
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - whole;
}

/** A stored instant as the input's `YYYY-MM-DDTHH:mm` in the zone; an input value stays as is. */
export function toZonedInput(value: unknown, timeZone?: string): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && LOCAL_INPUT.test(value)) return value;
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return '';
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const clock = wallClock(instant, timeZone);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** The input's wall clock in the zone as an ISO instant (what the gateway stores); null when empty. */
export function fromZonedInput(value: unknown, timeZone?: string): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  if (!timeZone) return new Date(year, month - 1, day, hour, minute, second).toISOString();
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // The offset at the guess can differ from the one at the answer around a DST change: ask twice.
  const guess = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(guess, timeZone)).toISOString();
}
