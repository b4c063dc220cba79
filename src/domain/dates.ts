// The spec's date formats (section 9): Turkish DD/MM/YYYY, English YYYY/MM/DD, times as HH:mm,
// weeks starting on Monday in both languages. Patterns use date-fns tokens so inputs and pickers
// can share them (the date-fns locales are in dateLocales.ts, loaded with the pickers only).
import type { EnabledLanguageCode } from './languages';

export const DATE_FORMATS: Record<EnabledLanguageCode, string> = {
  tr: 'dd/MM/yyyy',
  en: 'yyyy/MM/dd',
};

export const DATE_TIME_FORMATS: Record<EnabledLanguageCode, string> = {
  tr: 'dd/MM/yyyy HH:mm',
  en: 'yyyy/MM/dd HH:mm',
};

type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Monday for both: date-fns' en-US starts on Sunday, the spec wants Monday. */
export function weekStartsOn(_language: EnabledLanguageCode): WeekDay {
  return 1;
}

export type DateValue = Date | string | number;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function toDate(value: DateValue): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The calendar fields of an instant in a time zone (the browser's when none is given). */
export function wallClock(date: Date, timeZone?: string): WallClock {
  if (!timeZone) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
    };
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

// Filling the fields ourselves (rather than date-fns' format, which reads the browser's zone)
// lets the same code print any time zone without an extra package.
function fill(pattern: string, clock: WallClock): string {
  return pattern.replace(/yyyy|MM|dd|HH|mm/g, (token) => {
    switch (token) {
      case 'yyyy':
        return pad(clock.year, 4);
      case 'MM':
        return pad(clock.month);
      case 'dd':
        return pad(clock.day);
      case 'HH':
        return pad(clock.hour);
      default:
        return pad(clock.minute);
    }
  });
}

/** A date in the language's format; '' for a missing or invalid value. */
export function formatDate(value: DateValue | null | undefined, language: EnabledLanguageCode, timeZone?: string): string {
  const date = value == null ? null : toDate(value);
  return date ? fill(DATE_FORMATS[language], wallClock(date, timeZone)) : '';
}

/** A date and time (HH:mm) in the language's format, in `timeZone` when given; '' when invalid. */
export function formatDateTime(
  value: DateValue | null | undefined,
  language: EnabledLanguageCode,
  timeZone?: string,
): string {
  const date = value == null ? null : toDate(value);
  return date ? fill(DATE_TIME_FORMATS[language], wallClock(date, timeZone)) : '';
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in a time zone (the browser's when none is given). */
export function calendarDay(date: Date, timeZone?: string): string {
  const clock = wallClock(date, timeZone);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** A calendar day (`YYYY-MM-DD`) in the language's date format; the text itself when it is not one. */
export function formatCalendarDay(day: string, language: EnabledLanguageCode): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? fill(DATE_FORMATS[language], { year: +match[1], month: +match[2], day: +match[3], hour: 0, minute: 0, second: 0 }) : day;
}
