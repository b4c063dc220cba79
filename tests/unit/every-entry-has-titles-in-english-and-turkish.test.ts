import { describe, expect, it } from 'vitest';
import { declaredMessages } from '../../src/framework/entryMessages';
import { registry } from '../../src/registryOfResources';
import type { MessageTree } from '../../src/framework/types';

/** Every leaf of a message tree as [dotted key, value]. */
function leaves(tree: MessageTree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const keys = (tree: MessageTree) => leaves(tree).map(([key]) => key).sort();

/** What a dotted key resolves to in a catalogue section, as polyglot would look it up. */
function lookup(tree: MessageTree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as MessageTree)[part] : undefined), tree);
}

describe.each(registry.map((entry) => [entry.name, entry] as const))('entry "%s"', (_name, entry) => {
  it('carries its texts in English and Turkish with the same keys', () => {
    expect(entry.messages).toBeDefined();
    expect(keys(entry.messages!.tr)).toEqual(keys(entry.messages!.en));
  });

  it('has no empty text', () => {
    for (const language of ['en', 'tr'] as const) {
      for (const [key, value] of leaves(entry.messages![language])) {
        expect(typeof value, `${language} ${key}`).toBe('string');
        expect((value as string).trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });

  it('has a title key that resolves in both languages', () => {
    for (const language of ['en', 'tr'] as const) {
      const title = lookup(declaredMessages(registry, language), entry.titleKey);
      expect(typeof title, `${language} ${entry.titleKey}`).toBe('string');
      expect((title as string).trim(), `${language} ${entry.titleKey}`).not.toBe('');
    }
  });
});
