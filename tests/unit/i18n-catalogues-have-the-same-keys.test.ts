import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en';
import tr from '../../src/i18n/tr';

/** Every leaf of a catalogue as [dotted key, value]. */
function leaves(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const keys = (tree: object) => leaves(tree).map(([key]) => key).sort();
const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]))].sort();

describe('translation catalogues', () => {
  it('English carries every react-admin message', () => {
    expect(keys(en.ra)).toEqual(keys(englishMessages.ra));
  });

  it('English and Turkish have exactly the same keys, ra.* and app.*', () => {
    expect(keys(tr)).toEqual(keys(en));
    expect(keys(tr).filter((key) => key.startsWith('app.')).length).toBeGreaterThan(40);
  });

  it('has no empty message in either language', () => {
    for (const catalogue of [en, tr]) {
      for (const [key, value] of leaves(catalogue)) {
        expect(typeof value, key).toBe('string');
        expect((value as string).length, key).toBeGreaterThan(0);
      }
    }
  });

  it('Turkish uses the same %{placeholders} as English', () => {
    const english = new Map(leaves(en));
    for (const [key, value] of leaves(tr)) {
      const source = english.get(key) as string;
      if (source.includes('||||')) {
        // A plural English message names different values per form; the single Turkish form
        // must use only those, and always the count.
        expect(placeholders(source), key).toEqual(expect.arrayContaining(placeholders(value as string)));
        expect(value as string, key).toContain('%{smart_count}');
      } else {
        expect(placeholders(value as string), key).toEqual(placeholders(source));
      }
    }
  });

  it('Turkish messages never use the plural separator, which polyglot ignores for Turkish', () => {
    for (const [key, value] of leaves(tr)) expect(value as string, key).not.toContain('||||');
  });

  it('is really translated: the Turkish text differs from the English one for most keys', () => {
    const english = new Map(leaves(en));
    const same = leaves(tr).filter(([key, value]) => english.get(key) === value);
    // Only format-like messages ('%{name}', ' ', 'ISO 8601', 'Form') may stay identical.
    expect(same.map(([key]) => key).sort()).toEqual([
      'app.health.iso',
      'ra.boolean.null',
      'ra.configurable.SimpleForm.title',
      'ra.page.edit',
      'ra.page.list',
      'ra.page.show',
    ]);
  });

  it('defines the keys the http client and authProvider rely on', () => {
    const english = new Map(leaves(en));
    for (const key of [
      'app.error.default',
      'app.error.network',
      'app.error.forbidden_redirect',
      'app.auth.no_roles',
      'app.auth.session_expired',
      'app.auth.google_failed',
      'app.auth.google_signout_failed',
      'app.auth.reset_password_required',
      'app.validation.required',
      'app.validation.min_length',
      'app.page.no_match',
    ]) {
      expect(english.has(key), key).toBe(true);
    }
    expect(english.get('app.error.default')).toBe('Something went wrong. Please try again.');
    expect(english.get('app.auth.reset_password_required')).toBe('Reset password required');
    expect(placeholders(english.get('app.error.forbidden_redirect') as string)).toEqual(['path']);
    expect(placeholders(english.get('app.validation.min_length') as string)).toEqual(['min']);
  });
});
