// The date-fns locales of the panel's languages, with the spec's week start. Apart from dates.ts so
// that they load with the date pickers, not with every screen that formats a date.
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { tr } from 'date-fns/locale/tr';
import { weekStartsOn } from './dates';
import type { EnabledLanguageCode } from './languages';

const LOCALES: Record<EnabledLanguageCode, Locale> = {
  en: { ...enUS, options: { ...enUS.options, weekStartsOn: weekStartsOn('en') } },
  tr: { ...tr, options: { ...tr.options, weekStartsOn: weekStartsOn('tr') } },
};

/** The date-fns locale of a language, with the spec's week start. */
export function dateLocale(language: EnabledLanguageCode): Locale {
  return LOCALES[language];
}
