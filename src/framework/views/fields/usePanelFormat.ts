import { useMemo } from 'react';
import { useLocale } from 'react-admin';
import { createSessionStore } from '../../../../dataProvider/session';
import { toEnabledLanguage } from '../../../domain/languages';
import type { PanelFormat } from './format';

/**
 * The user's language (react-admin's locale) with the time zone, currency and phone code of the
 * session. Read once per language: changing time zone or franchise reloads the page anyway.
 */
export function usePanelFormat(): PanelFormat {
  const locale = useLocale();
  return useMemo(() => {
    const session = createSessionStore();
    const country = session.country();
    return {
      language: toEnabledLanguage(locale),
      timeZone: session.timezone()?.timezone || undefined,
      currency: country?.currency?.code?.alpha || undefined,
      phoneCode: country?.countryCode || undefined,
      country: country?.code?.alpha2 || undefined,
    };
  }, [locale]);
}
