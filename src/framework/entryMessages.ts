import { enumMessages, type EnumLanguage } from '../domain/enums';
import { bloodGroupMessages } from '../domain/validators/bloodGroups';
import type { MessageSection } from '../i18n/sections';
import type { MessageTree, RegistryEntry } from './types';

/**
 * The catalogue sections that come from declarations rather than from src/i18n: each entry's own
 * texts (`resources.<name>`, `pages.<name>`) and every enumeration's labels (`enum.<name>.<key>`,
 * the blood groups' too).
 */
export function declaredMessages(entries: readonly RegistryEntry[], language: EnumLanguage): MessageTree {
  const resources: MessageTree = {};
  const pages: MessageTree = {};
  for (const entry of entries) {
    if (!entry.messages) continue;
    (entry.kind === 'resource' ? resources : pages)[entry.name] = entry.messages[language];
  }
  const enums = enumMessages(language).enum as unknown as MessageTree;
  return { resources, pages, enum: { ...enums, bloodGroup: bloodGroupMessages(language) } };
}

/** An entry with its texts cut to its title (the menu's, the title bar's and the favourites' label). */
function titleOnly(entry: RegistryEntry): RegistryEntry {
  const prefix = `${entry.kind === 'resource' ? 'resources' : 'pages'}.${entry.name}.`;
  if (!entry.messages || !entry.titleKey.startsWith(prefix)) return { ...entry, messages: undefined };
  const path = entry.titleKey.slice(prefix.length).split('.');
  const cut = (tree: MessageTree): MessageTree => {
    const title = path.reduce<string | MessageTree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
    if (typeof title !== 'string') return {};
    return path.reduceRight<string | MessageTree>((inner, part) => ({ [part]: inner }), title) as MessageTree;
  };
  return { ...entry, messages: { en: cut(entry.messages.en), tr: cut(entry.messages.tr) } };
}

/**
 * What the first load carries of the declarations' texts: every entry's title and every
 * enumeration's labels. The rest of an entry's texts joins the catalogue with its declaration
 * (src/framework/Declared.tsx).
 */
export function shellMessages(entries: readonly RegistryEntry[], language: EnumLanguage): MessageTree {
  return declaredMessages(entries.map(titleOnly), language);
}

const sections = new WeakMap<RegistryEntry, MessageSection>();

/** An entry's own texts as a catalogue section at `resources.<name>` or `pages.<name>`, one object per entry. */
export function entrySection(entry: RegistryEntry): MessageSection | null {
  if (!entry.messages) return null;
  let section = sections.get(entry);
  if (!section) {
    section = { path: `${entry.kind === 'resource' ? 'resources' : 'pages'}.${entry.name}`, messages: entry.messages };
    sections.set(entry, section);
  }
  return section;
}

/** The declarations' messages as the i18nProvider asks for them: one language at a time. */
export function declaredMessagesOf(entries: readonly RegistryEntry[]): (language: EnumLanguage) => MessageTree {
  return (language) => declaredMessages(entries, language);
}
