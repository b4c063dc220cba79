// The panel's languages, defined once (spec sections 1 and 9). Only en and tr have catalogues;
// the others are listed so the language menu can show them as disabled (with an asterisk).

/** localStorage key holding the chosen language; it must survive logout, unlike react-admin's store. */
export const LANGUAGE_KEY = 'language';

export type EnabledLanguageCode = 'en' | 'tr';
export type LanguageCode = EnabledLanguageCode | 'fr' | 'de' | 'nl' | 'it' | 'pt' | 'es';

export interface Language {
  code: LanguageCode;
  /** The language's name in itself, as shown in a language menu. */
  nativeName: string;
  /** No catalogue yet: selectable only with the update permission on the people role. */
  disabled?: true;
}

export const LANGUAGES: readonly Language[] = [
  { code: 'en', nativeName: 'English' },
  { code: 'tr', nativeName: 'Türkçe' },
  { code: 'fr', nativeName: 'Français', disabled: true },
  { code: 'de', nativeName: 'Deutsch', disabled: true },
  { code: 'nl', nativeName: 'Nederlands', disabled: true },
  { code: 'it', nativeName: 'Italiano', disabled: true },
  { code: 'pt', nativeName: 'Português', disabled: true },
  { code: 'es', nativeName: 'Español', disabled: true },
];

export const DEFAULT_LANGUAGE: EnabledLanguageCode = 'en';

export const ENABLED_LANGUAGES = LANGUAGES.filter((language) => !language.disabled) as readonly (Language & {
  code: EnabledLanguageCode;
})[];

export function isEnabledLanguage(value: unknown): value is EnabledLanguageCode {
  return ENABLED_LANGUAGES.some((language) => language.code === value);
}

/** Any stored or requested value mapped to a language we can show; unknown ones fall back to English. */
export function toEnabledLanguage(value: unknown): EnabledLanguageCode {
  return isEnabledLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The first language for a visitor who has chosen none: the first of the browser's preferred
 * languages (navigator.languages, e.g. ['tr-TR', 'en']) that we have, English otherwise.
 */
export function browserLanguage(preferred: readonly string[] | undefined): EnabledLanguageCode {
  for (const tag of preferred ?? []) {
    const code = tag.toLowerCase().split('-')[0];
    if (isEnabledLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}

export function nativeName(code: LanguageCode): string {
  return LANGUAGES.find((language) => language.code === code)?.nativeName ?? code;
}
