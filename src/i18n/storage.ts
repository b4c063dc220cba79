import { LANGUAGE_KEY, toEnabledLanguage, type EnabledLanguageCode } from '../domain/languages';

// localStorage can throw (disabled storage, private modes): the language then simply is not kept.

export function readStoredLanguage(): EnabledLanguageCode {
  try {
    return toEnabledLanguage(localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return toEnabledLanguage(null);
  }
}

/** Keeps the language across reloads and logouts, and tells assistive tech and the browser. */
export function persistLanguage(language: EnabledLanguageCode): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // nothing to do: the choice lasts until the page is closed
  }
  document.documentElement.lang = language;
}
