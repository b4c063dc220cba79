// How values read on screen and in exports: the spec's date formats in the user's chosen time
// zone, amounts in a currency, numbers in the user's language. Pure, so the CSV export and the
// renderers print the same thing.
import { formatDate, formatDateTime } from '../../../domain/dates';
import type { EnabledLanguageCode } from '../../../domain/languages';
import { isValidMobile, normalizeMobile } from '../../../domain/validators/phone';
import { isMonthKey } from '../../../domain/financialMonth';
import { monthName } from '../period/financialMonths';

export interface PanelFormat {
  language: EnabledLanguageCode;
  /** The time zone the user chose (session); absent: the browser's. */
  timeZone?: string;
  /** ISO 4217 code of the session country's currency. */
  currency?: string;
  /** The session country's phone code ("90"). */
  phoneCode?: string;
  /** The session country's alpha-2 code (the national id rule follows it). */
  country?: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A `date` field. The gateway sends calendar days as YYYY-MM-DD: read as midnight UTC and
 * printed in UTC, so no time zone moves them to the day before; a full timestamp follows the
 * user's zone.
 */
export function displayDate(value: unknown, format: PanelFormat): string {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return '';
  const calendarDay = typeof value === 'string' && DATE_ONLY.test(value);
  return formatDate(value, format.language, calendarDay ? 'UTC' : format.timeZone);
}

/** A period a record belongs to: a financial month by its name ("November 2026"), a week by its Monday. */
export function periodText(value: unknown, unit: 'month' | 'week', format: PanelFormat): string {
  if (unit === 'month') return isMonthKey(value) ? monthName(value, format.language) : '';
  return displayDate(value, format);
}

/** A `datetime` field in the user's time zone. */
export function displayDateTime(value: unknown, format: PanelFormat): string {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return '';
  return formatDateTime(value, format.language, format.timeZone);
}

const toNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

/**
 * A number in the user's language. Numbers under 10,000 get no group separator (the usual rule
 * in both languages), which also keeps years reading as years. `decimals`: exactly that many
 * (rounded), as a field declares for its column; otherwise as many as the value has. `signed`: a
 * change, its sign shown on a gain too (+3), none on zero.
 */
export function displayNumber(value: unknown, language: EnabledLanguageCode, decimals?: number, signed = false): string {
  const number = toNumber(value);
  if (number === undefined) return '';
  const fraction = decimals === undefined ? { maximumFractionDigits: 20 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return new Intl.NumberFormat(language, { ...fraction, useGrouping: Math.abs(number) >= 10_000, signDisplay: signed ? 'exceptZero' : 'auto' }).format(number);
}

/** A share (0 to 1) as a percentage, to a tenth; a dash where there is none (nothing to share). */
export function displayPercent(value: unknown, language: EnabledLanguageCode): string {
  const share = toNumber(value);
  if (share === undefined) return '–';
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** An amount in `currency`; without a valid currency code, a plain two-decimal number. */
export function displayMoney(value: unknown, currency: string | undefined, language: EnabledLanguageCode): string {
  const amount = toNumber(value);
  if (amount === undefined) return '';
  if (currency) {
    try {
      return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
    } catch {
      // An unknown code from a record must not break the page: fall through to a plain amount.
    }
  }
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** A tel: link that dials from abroad too: national mobile numbers get the country's code. */
export function telHref(value: string, phoneCode?: string): string {
  const compact = value.replace(/[^\d+]/g, '');
  if (phoneCode && !compact.startsWith('+') && isValidMobile(value)) return `tel:+${phoneCode}${normalizeMobile(value)}`;
  return `tel:${compact}`;
}
