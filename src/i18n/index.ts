// The panel's i18nProvider: English is bundled, Turkish is a separate chunk loaded on demand, and
// the chosen language lives in localStorage (react-admin's store is wiped on logout).
import { useCallback } from 'react';
import { useSetLocale, type I18nProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ENABLED_LANGUAGES, isEnabledLanguage, DEFAULT_LANGUAGE, type EnabledLanguageCode } from '../domain/languages';
import en, { type Messages } from './en';
import { liveMapMessages } from './liveMap';
import { ordersMessages } from './orders';
import { stickyMessages } from './sticky';
import { persistLanguage, readStoredLanguage } from './storage';

const loaders: Record<EnabledLanguageCode, () => Promise<Messages>> = {
  en: () => Promise.resolve(en),
  tr: () => import('./tr').then((module) => module.default),
};

/** The messages every declaration carries, in one language (src/framework/entryMessages.ts). */
export type DeclaredMessages = (locale: EnabledLanguageCode) => Record<string, unknown>;

const loaded = new Map<string, Messages>();

async function loadMessages(locale: string, declared: DeclaredMessages): Promise<Messages> {
  if (!isEnabledLanguage(locale)) throw new Error(`No catalogue for language "${locale}"`);
  // Screens and enumerations carry their own texts; they join the catalogue here.
  const messages = { ...(await loaders[locale]()), ...declared(locale), liveMap: liveMapMessages[locale], orders: ordersMessages[locale], sticky: stickyMessages[locale] } as Messages;
  loaded.set(locale, messages);
  return messages;
}

export const LOCALES = ENABLED_LANGUAGES.map((language) => ({ locale: language.code, name: language.nativeName }));

/**
 * Builds the i18nProvider once the stored language's catalogue is in memory, so the first render
 * is already in that language. `declared`: the declarations' own messages, handed in by the app. A catalogue that fails to load falls back to English.
 */
export async function createI18nProvider(declared: DeclaredMessages): Promise<I18nProvider> {
  let initial = readStoredLanguage();
  await loadMessages(DEFAULT_LANGUAGE, declared); // bundled: the fallback is always ready
  try {
    await loadMessages(initial, declared);
  } catch (error) {
    console.error(error);
    initial = DEFAULT_LANGUAGE;
  }
  document.documentElement.lang = initial;
  const provider = polyglotI18nProvider(
    (locale) => loaded.get(locale) ?? loadMessages(locale, declared),
    initial,
    LOCALES,
  );
  return {
    ...provider,
    // Also reached when react-admin's store changes the locale (e.g. its own locale menu):
    // persisting here keeps localStorage and the page's lang in step whatever the path.
    changeLocale: async (locale, options) => {
      await provider.changeLocale(locale, options);
      if (isEnabledLanguage(locale)) persistLanguage(locale);
    },
  };
}

/** Switches the panel's language now and for later visits, also after logout. */
export function useChangeLanguage(): (language: EnabledLanguageCode) => void {
  const setLocale = useSetLocale();
  return useCallback(
    (language: EnabledLanguageCode) => {
      persistLanguage(language);
      setLocale(language);
    },
    [setLocale],
  );
}

export type { Messages } from './en';
