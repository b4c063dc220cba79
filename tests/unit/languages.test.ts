import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  ENABLED_LANGUAGES,
  LANGUAGES,
  LANGUAGE_KEY,
  browserLanguage,
  isEnabledLanguage,
  nativeName,
  toEnabledLanguage,
} from '../../src/domain/languages';

describe('languages', () => {
  it('enables English and Turkish, English by default', () => {
    expect(ENABLED_LANGUAGES.map((language) => language.code)).toEqual(['en', 'tr']);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('lists French, German, Dutch, Italian, Portuguese and Spanish as disabled, by native name', () => {
    const disabled = LANGUAGES.filter((language) => language.disabled);
    expect(disabled.map((language) => [language.code, language.nativeName])).toEqual([
      ['fr', 'Français'],
      ['de', 'Deutsch'],
      ['nl', 'Nederlands'],
      ['it', 'Italiano'],
      ['pt', 'Português'],
      ['es', 'Español'],
    ]);
  });

  it('maps stored values to a language with a catalogue', () => {
    expect(toEnabledLanguage('tr')).toBe('tr');
    expect(toEnabledLanguage('fr')).toBe('en');
    expect(toEnabledLanguage(null)).toBe('en');
    expect(toEnabledLanguage('TR')).toBe('en');
    expect(isEnabledLanguage('de')).toBe(false);
  });

  it('names languages in themselves and stores them under "language"', () => {
    expect(nativeName('tr')).toBe('Türkçe');
    expect(nativeName('en')).toBe('English');
    expect(LANGUAGE_KEY).toBe('language');
  });
});

describe('the first language', () => {
  it("is the browser's first preferred language that we have, English otherwise", () => {
    expect(browserLanguage(['tr-TR', 'en-US'])).toBe('tr');
    expect(browserLanguage(['TR'])).toBe('tr');
    expect(browserLanguage(['fr-FR', 'tr', 'en'])).toBe('tr');
    expect(browserLanguage(['de-DE', 'fr'])).toBe('en');
    expect(browserLanguage(['en-GB', 'tr'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
    expect(browserLanguage(undefined)).toBe('en');
  });
});
