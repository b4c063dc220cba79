// The panel's i18nProvider: English is bundled, Turkish is a separate chunk loaded on demand, and
// the chosen language lives in localStorage (react-admin's store is wiped on logout).
import { useCallback } from 'react';
import { useSetLocale, type I18nProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ENABLED_LANGUAGES, isEnabledLanguage, DEFAULT_LANGUAGE, type EnabledLanguageCode } from '../domain/languages';
import en, { type Messages } from './en';
import { withSections, type MessageSection } from './sections';
import { persistLanguage, readStoredLanguage } from './storage';

const loaders: Record<EnabledLanguageCode, () => Promise<Messages>> = {
  en: () => Promise.resolve(en),
  tr: () => import('./tr').then((module) => module.default),
};

/** The messages every declaration carries, in one language (src/framework/entryMessages.ts). */
export type DeclaredMessages = (locale: EnabledLanguageCode) => Record<string, unknown>;

const loaded = new Map<string, Messages>();

/** What the app hands in: the declarations' messages and the sections of screens, layout, widgets. */
export interface MessageSources {
  declared: DeclaredMessages;
  sections: readonly MessageSection[];
}

/** One language's whole catalogue: the core, the declarations' texts, then every section. */
export function mergeCatalogue(core: Messages, locale: EnabledLanguageCode, { declared, sections }: MessageSources): Messages {
  return withSections({ ...core, ...declared(locale) } as Messages, sections, locale);
}

async function loadMessages(locale: string, sources: MessageSources): Promise<Messages> {
  if (!isEnabledLanguage(locale)) throw new Error(`No catalogue for language "${locale}"`);
  const messages = mergeCatalogue(await loaders[locale](), locale, sources);
  loaded.set(locale, messages);
  return messages;
}

export const LOCALES = ENABLED_LANGUAGES.map((language) => ({ locale: language.code, name: language.nativeName }));

/**
 * Builds the i18nProvider once the stored language's catalogue is in memory, so the first render
 * is already in that language. `sources`: the declarations' own messages and the message sections
 * of screens, layout and widgets, handed in by the app and merged here once. A catalogue that
 * fails to load falls back to English.
 */
export async function createI18nProvider(sources: MessageSources): Promise<I18nProvider> {
  let initial = readStoredLanguage();
  await loadMessages(DEFAULT_LANGUAGE, sources); // bundled: the fallback is always ready
  try {
    await loadMessages(initial, sources);
  } catch (error) {
    console.error(error);
    initial = DEFAULT_LANGUAGE;
  }
  document.documentElement.lang = initial;
  const provider = polyglotI18nProvider(
    (locale) => loaded.get(locale) ?? loadMessages(locale, sources),
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
