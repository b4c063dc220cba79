// Run in Node by the registry-shell build step (./registryShell.ts, through tsx): reads every
// declaration under resources/ as the panel's registry does, and answers each one's shell and the
// catalogue texts the first load needs of them (titles, enumeration labels), per language.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { shellOf, type EntryShell } from '../../src/domain/declaration/shell';
import { ENABLED_LANGUAGES } from '../../src/domain/languages';
import { shellMessages } from '../../src/framework/entryMessages';
import { buildRegistry } from '../../src/framework/registry';
import type { MessageTree, RegistryEntry } from '../../src/framework/types';

/** The declaration files, keyed as src/registryOfResources.ts's glob keys them (the registry's order follows the keys). */
function declarationFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const item of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, item.name);
      if (item.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(item.name) && !item.name.endsWith('.d.ts')) files.set(`../${relative(root, path).split('\\').join('/')}`, path);
    }
  };
  walk(join(root, 'resources'));
  return files;
}

export interface Declarations {
  /** Each entry's shell with the file that declares it, in the registry's order. */
  shells: Array<{ file: string; shell: EntryShell }>;
  messages: Record<string, MessageTree>;
}

export async function readDeclarations(root: string): Promise<Declarations> {
  const files = declarationFiles(root);
  const modules: Record<string, { default?: RegistryEntry }> = {};
  for (const [key, path] of files) modules[key] = (await import(pathToFileURL(path).href)) as { default?: RegistryEntry };
  const registry = buildRegistry(modules);
  const fileOf = new Map(Object.entries(modules).map(([key, module]) => [module.default, files.get(key)!]));
  return {
    shells: registry.map((entry) => ({ file: fileOf.get(entry)!, shell: shellOf(entry) })),
    messages: Object.fromEntries(ENABLED_LANGUAGES.map(({ code }) => [code, shellMessages(registry, code)])),
  };
}
