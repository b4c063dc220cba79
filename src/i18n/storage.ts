import { browserLanguage, isEnabledLanguage, LANGUAGE_KEY, type EnabledLanguageCode } from '../domain/languages';

// localStorage can throw (disabled storage, private modes): the language then simply is not kept.

/** The user's choice once made; before it, the browser's language when we have it (spec default en). */
export function readStoredLanguage(): EnabledLanguageCode {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // storage unavailable: no choice was kept
  }
  if (isEnabledLanguage(stored)) return stored;
  return browserLanguage(typeof navigator === 'undefined' ? undefined : navigator.languages);
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
