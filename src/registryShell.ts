import type { EntryShell } from './domain/declaration/shell';
import type { EnabledLanguageCode } from './domain/languages';
import type { MessageTree } from './framework/types';
import shells from 'virtual:registry-shell';
import english from 'virtual:declared-messages/en';

// The panel's registry as the first load carries it: each declaration's shell with a loader of
// the whole (written at build time from resources/ by scripts/build/registryShell.ts). Tests and
// tools read the declarations themselves (src/registryOfResources.ts).
export const registry: readonly EntryShell[] = shells;

// English is the fallback every catalogue is merged over, so its texts are always at hand.
const loaders: Record<EnabledLanguageCode, () => MessageTree | Promise<MessageTree>> = {
  en: () => english,
  tr: () => import('virtual:declared-messages/tr').then((module) => module.default),
};

/** The texts the declarations and enumerations carry, in `language` (its own chunk but English's). */
export const declaredMessagesIn = (language: EnabledLanguageCode) => loaders[language]();
