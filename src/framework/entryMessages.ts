import { enumMessages, type EnumLanguage } from '../domain/enums';
import { bloodGroupMessages } from '../domain/validators/bloodGroups';
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

/** The declarations' messages as the i18nProvider asks for them: one language at a time. */
export function declaredMessagesOf(entries: readonly RegistryEntry[]): (language: EnumLanguage) => MessageTree {
  return (language) => declaredMessages(entries, language);
}
