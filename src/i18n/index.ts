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

/** The messages every declaration carries, in one language (src/framework/entryMessages.ts), or a load of them. */
export type DeclaredMessages = (locale: EnabledLanguageCode) => Record<string, unknown> | Promise<Record<string, unknown>>;

/** What the app hands in: the declarations' messages and the sections of screens, layout, widgets. */
export interface MessageSources {
  declared: DeclaredMessages;
  sections: readonly MessageSection[];
}

/** One language's whole catalogue: the core, the declarations' texts, then every section. */
async function loadMessages(locale: string, sources: MessageSources, loaded: Map<string, Messages>): Promise<Messages> {
  if (!isEnabledLanguage(locale)) throw new Error(`No catalogue for language "${locale}"`);
  const [core, declared] = await Promise.all([loaders[locale](), sources.declared(locale)]);
  const messages = withSections({ ...core, ...declared } as Messages, sources.sections, locale);
  loaded.set(locale, messages);
  return messages;
}

/** The panel's i18nProvider: react-admin's, plus the sections a lazily loaded view brings along. */
export interface PanelI18nProvider extends I18nProvider {
  /**
   * Merges `section` into every catalogue, loaded or still to load, at once (so the view that
   * brings it can translate its keys in the same render). A section already in is left alone.
   */
  addSection(section: MessageSection): void;
}

export const LOCALES = ENABLED_LANGUAGES.map((language) => ({ locale: language.code, name: language.nativeName }));

/**
 * Builds the i18nProvider once the stored language's catalogue is in memory, so the first render
 * is already in that language. `sources`: the declarations' own messages and the message sections
 * of screens, layout and widgets, handed in by the app and merged here once. A catalogue that
 * fails to load falls back to English.
 */
export async function createI18nProvider(given: MessageSources): Promise<PanelI18nProvider> {
  // this provider's own: a section a lazy view adds joins every language loaded after it too
  const sources: MessageSources = { declared: given.declared, sections: [...given.sections] };
  const loaded = new Map<string, Messages>();
  let initial = readStoredLanguage();
  await loadMessages(DEFAULT_LANGUAGE, sources, loaded); // bundled: the fallback is always ready
  try {
    await loadMessages(initial, sources, loaded);
  } catch (error) {
    console.error(error);
    initial = DEFAULT_LANGUAGE;
  }
  document.documentElement.lang = initial;
  const getMessages = (locale: string) => loaded.get(locale) ?? loadMessages(locale, sources, loaded);
  let provider = polyglotI18nProvider(getMessages, initial, LOCALES);
  return {
    translate: (key, options) => provider.translate(key, options),
    getLocale: () => provider.getLocale(),
    getLocales: () => provider.getLocales?.() ?? LOCALES,
    // Also reached when react-admin's store changes the locale (e.g. its own locale menu):
    // persisting here keeps localStorage and the page's lang in step whatever the path.
    changeLocale: async (locale, options) => {
      await provider.changeLocale(locale, options);
      if (isEnabledLanguage(locale)) persistLanguage(locale);
    },
    addSection: (section) => {
      if (sources.sections.includes(section)) return;
      (sources.sections as MessageSection[]).push(section);
      for (const [locale, messages] of loaded) if (isEnabledLanguage(locale)) loaded.set(locale, withSections(messages, [section], locale));
      // polyglot reads its phrases once: a new one, on the same (loaded) language, reads them again
      provider = polyglotI18nProvider(getMessages, provider.getLocale(), LOCALES);
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
