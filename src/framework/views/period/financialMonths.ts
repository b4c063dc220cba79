// The financial months a month filter offers: the one in progress and the ones before it,
// labelled with the month's name in the panel language and its first and last days.
import { addMonths, dayAfter, FINANCIAL_MONTHS_SHOWN, financialMonthDays } from '../../../domain/financialMonth';
import type { EnabledLanguageCode } from '../../../domain/languages';
import { fromZonedInput } from '../../../domain/zonedTime';

const locale = (language: EnabledLanguageCode) => (language === 'tr' ? 'tr-TR' : 'en-GB');

export function monthName(key: string, language: EnabledLanguageCode): string {
  const [year, month] = key.split('-').map(Number);
  return new Intl.DateTimeFormat(locale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** A day of a month's range, short: "26 Nov", "26 Kas". */
function shortDay(day: string, language: EnabledLanguageCode): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale(language), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, date)));
}

export interface MonthChoice {
  id: string;
  name: string;
}

export function monthChoices(current: string, language: EnabledLanguageCode, translate: (key: string, options: Record<string, string>) => string): MonthChoice[] {
  return Array.from({ length: FINANCIAL_MONTHS_SHOWN }, (_, back) => {
    const key = addMonths(current, -back);
    const { first, last } = financialMonthDays(key);
    return {
      id: key,
      name: translate('app.framework.period.month_option', { month: monthName(key, language), first: shortDay(first, language), last: shortDay(last, language) }),
    };
  });
}

/** A financial month as instants of the user's time zone: [first day 00:00, the day after the last 00:00). */
export function monthInstants(key: string, timeZone: string | undefined): { startDate: string; endDate: string } {
  const { first, last } = financialMonthDays(key);
  return { startDate: fromZonedInput(`${first}T00:00`, timeZone)!, endDate: fromZonedInput(`${dayAfter(last)}T00:00`, timeZone)! };
}
