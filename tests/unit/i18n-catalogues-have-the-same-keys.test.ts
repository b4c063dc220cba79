import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import core from '../../src/i18n/en';
import { withSections } from '../../src/i18n/sections';
import coreTr from '../../src/i18n/tr';
import { LAZY_MESSAGE_SECTIONS, MESSAGE_SECTIONS as FIRST_LOAD_SECTIONS } from '../../src/messageSections';
import { declaredMessages } from '../../src/framework/entryMessages';
import { registry } from '../../src/registryOfResources';

// The whole catalogue as the panel merges it: the core, the declarations' texts and every section,
// the ones lazy views add when they load included.
const MESSAGE_SECTIONS = [...FIRST_LOAD_SECTIONS, ...(await Promise.all(LAZY_MESSAGE_SECTIONS.map((load) => load())))];
const en = withSections({ ...core, ...declaredMessages(registry, 'en') }, MESSAGE_SECTIONS, 'en');
const tr = withSections({ ...coreTr, ...declaredMessages(registry, 'tr') }, MESSAGE_SECTIONS, 'tr');

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

  it('every message section and declaration has the same keys in English and Turkish', () => {
    for (const section of MESSAGE_SECTIONS) {
      expect(keys(section.messages.tr), section.path).toEqual(keys(section.messages.en));
      expect(keys(section.messages.en).length, section.path).toBeGreaterThan(0);
    }
    for (const entry of registry) {
      if (entry.messages) expect(keys(entry.messages.tr), entry.name).toEqual(keys(entry.messages.en));
    }
    // every section and the declarations joined the catalogue under test
    for (const prefix of [...MESSAGE_SECTIONS.map((section) => `${section.path}.`), 'resources.', 'pages.', 'enum.']) {
      expect(keys(en).some((key) => key.startsWith(prefix)), prefix).toBe(true);
    }
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
    // The core catalogue; a section's names (brands, 'PTD', 'Market') may rightly read the same.
    const english = new Map(leaves(core));
    const same = leaves(coreTr).filter(([key, value]) => english.get(key) === value);
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
