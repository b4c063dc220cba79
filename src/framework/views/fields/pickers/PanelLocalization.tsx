import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enUS, trTR } from '@mui/x-date-pickers/locales';
import { dateLocale } from '../../../../domain/dateLocales';
import type { EnabledLanguageCode } from '../../../../domain/languages';

const LOCALE_TEXT = {
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  tr: trTR.components.MuiLocalizationProvider.defaultProps.localeText,
};

/**
 * The pickers speak the panel's language, not the browser's: month and day names, the picker's
 * own labels, and a week that starts on Monday in both languages (the workforce screens plan
 * Monday-to-Sunday weeks, so a calendar starting on Sunday would split them).
 */
export function PanelLocalization({ language, children }: { language: EnabledLanguageCode; children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateLocale(language)} localeText={LOCALE_TEXT[language]}>
      {children}
    </LocalizationProvider>
  );
}
