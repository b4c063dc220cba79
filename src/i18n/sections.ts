import type { EnabledLanguageCode } from '../domain/languages';
import type { MessageTree } from '../domain/declaration/entry';
import type { Catalogue } from './catalogue';

// one shape for a subtree of texts, a section's and a declaration's alike
export type { MessageTree };

/**
 * The texts of a widget, a layout part, the framework or a vocabulary several screens share, declared next to the code that
 * shows them and merged into the catalogue once, at `path` (`'liveMap'`, `'app.layout'`). Turkish
 * is typed against English, so a key in one language only does not compile.
 */
export interface MessageSection {
  readonly path: string;
  readonly messages: Readonly<Record<EnabledLanguageCode, object>>;
}

export function defineMessages<T extends object>(path: string, messages: { en: T; tr: Catalogue<T> }): MessageSection {
  return { path, messages };
}

/** `base` with every section's messages in `language` set at its path (base is not changed). */
export function withSections<T extends object>(base: T, sections: readonly MessageSection[], language: EnabledLanguageCode): T {
  const merged = { ...base } as Record<string, unknown>;
  for (const { path, messages } of sections) {
    const parts = path.split('.');
    let node = merged;
    for (const part of parts.slice(0, -1)) {
      node[part] = { ...(node[part] as object | undefined) };
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] = messages[language];
  }
  return merged as T;
}
