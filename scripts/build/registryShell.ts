// The registry's shell as a build step: every declaration under resources/ is read in Node (the
// gateway reads the same files the same way) and the panel gets two kinds of module:
// - `virtual:registry-shell`: each entry's shell (menu, routes, access, titles' keys; see
//   src/domain/declaration/shell.ts) with a loader of its whole declaration, so a screen's fields,
//   filters and mappings load with that screen, not with the first screen of every visit;
// - `virtual:declared-messages/<language>`: the texts the declarations and enumerations carry, one
//   language per module, so a visit loads the texts of its own language only.
// A change under resources/ or src/domain/ makes the dev server read them again and reload the page.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin, ViteDevServer } from 'vite';
import type { Declarations } from './readDeclarations';

const SHELL = 'virtual:registry-shell';
const MESSAGES = 'virtual:declared-messages/';
const READER = fileURLToPath(new URL('./readDeclarations.ts', import.meta.url));

export function registryShell(): Plugin {
  let root = process.cwd();
  let read: Promise<Declarations> | null = null;
  // a fresh tsx namespace per read: a changed declaration is evaluated anew
  const declarations = () =>
    (read ??= (tsImport(READER, import.meta.url) as Promise<{ readDeclarations: (root: string) => Promise<Declarations> }>).then((module) => module.readDeclarations(root)));
  const reset = (server: ViteDevServer) => {
    read = null;
    for (const module of server.moduleGraph.getModulesByFile(`\0${SHELL}`) ?? []) server.moduleGraph.invalidateModule(module);
    for (const id of server.moduleGraph.idToModuleMap.keys()) if (id.startsWith(`\0${MESSAGES}`)) server.moduleGraph.invalidateModule(server.moduleGraph.idToModuleMap.get(id)!);
  };
  return {
    name: 'registry-shell',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === SHELL || id.startsWith(MESSAGES) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${SHELL}`) {
        const { shells } = await declarations();
        const entries = shells.map(({ file, shell }) => {
          this.addWatchFile(file);
          return `  { ...${JSON.stringify(shell)}, load: () => import(${JSON.stringify(file)}).then((module) => module.default) },`;
        });
        return `export default [\n${entries.join('\n')}\n];\n`;
      }
      if (id.startsWith(`\0${MESSAGES}`)) {
        const language = id.slice(MESSAGES.length + 1);
        const { messages } = await declarations();
        if (!messages[language]) throw new Error(`registry-shell: no declared messages for "${language}"`);
        return `export default ${JSON.stringify(messages[language])};\n`;
      }
      return undefined;
    },
    handleHotUpdate({ file, server }) {
      // the declarations, and the domain they read (an enumeration's labels are declared texts)
      if (!file.startsWith(`${root}/resources/`) && !file.startsWith(`${root}/src/domain/`)) return undefined;
      reset(server);
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}
