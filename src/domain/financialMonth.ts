// The financial month (DOMAIN.md, known): from the 26th of one calendar month to the 25th of the
// next, both days included. It is named by the calendar month it ends in: "2026-12" runs from
// 26 November to 25 December 2026. Earnings and the courier and picker programs count by it.
// Pure calendar arithmetic on `YYYY-MM-DD` days; which day "today" is depends on a time zone,
// which the caller settles (calendarDay in ./dates.ts).

import { calendarDay } from './dates';

export const FINANCIAL_MONTH_FIRST_DAY = 26;

/** How many months a month picker offers: the one in progress and the 11 before it. */
export const FINANCIAL_MONTHS_SHOWN = 12;

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM` is a financial month's name. */
export const MONTH_KEY_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';

export function isMonthKey(value: unknown): value is string {
  return typeof value === 'string' && MONTH_KEY.test(value);
}

const keyOf = (year: number, month: number) => `${String(year).padStart(4, '0')}-${pad(month)}`;

/** The month `count` months after `key` (before, when negative). */
export function addMonths(key: string, count: number): string {
  const [, year, month] = MONTH_KEY.exec(key)!;
  const index = Number(year) * 12 + Number(month) - 1 + count;
  return keyOf(Math.floor(index / 12), (index % 12) + 1);
}

/** The financial month a calendar day (`YYYY-MM-DD`) belongs to. */
export function financialMonthOf(day: string): string {
  const match = DAY.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const key = keyOf(Number(match[1]), Number(match[2]));
  return Number(match[3]) >= FINANCIAL_MONTH_FIRST_DAY ? addMonths(key, 1) : key;
}

/** Its first and last days, `YYYY-MM-DD`, both included. */
export function financialMonthDays(key: string): { first: string; last: string } {
  return { first: `${addMonths(key, -1)}-${FINANCIAL_MONTH_FIRST_DAY}`, last: `${key}-${FINANCIAL_MONTH_FIRST_DAY - 1}` };
}

/** The calendar day after `day` (`YYYY-MM-DD`): where a range that includes `day` ends. */
export function dayAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** The financial month in progress on the calendar of a time zone (the user's). */
export function currentFinancialMonth(now: Date, timeZone: string | undefined): string {
  return financialMonthOf(calendarDay(now, timeZone));
}
