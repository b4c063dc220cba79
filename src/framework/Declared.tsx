import { use, type ReactNode } from 'react';
import { useI18nProvider } from 'react-admin';
import { declarationOf } from '../domain/declaration/shell';
import type { PanelI18nProvider } from '../i18n';
import { entrySection } from './entryMessages';
import type { EntryShell, RegistryEntry } from './types';
import { trackViewLoad } from './viewLoading';

const loads = new WeakMap<EntryShell, Promise<RegistryEntry>>();

/**
 * The whole declaration of `entry`, loaded once (a failed load, the network's, is tried again on
 * the next render); `preload` fetches the screen's code at the same time, not after it.
 */
function declarationLoad(entry: EntryShell, preload?: () => void): Promise<RegistryEntry> {
  let load = loads.get(entry);
  if (!load) {
    preload?.();
    // while it loads the header shows its bar, as for a view's code
    load = trackViewLoad(Promise.resolve(declarationOf(entry)));
    load.catch(() => loads.delete(entry));
    loads.set(entry, load);
  }
  return load;
}

/**
 * Renders `children` with the whole declaration of `entry`: at once for a declaration at hand,
 * else suspended (to the route's Suspense) until its shell has loaded it, with the screen's code
 * (`preload`) fetched meanwhile. The declaration's texts join the catalogue first (the first load
 * carries only its title).
 */
export function Declared({ entry, preload, children }: { entry: EntryShell; preload?: () => void; children: (declaration: RegistryEntry) => ReactNode }) {
  const i18nProvider = useI18nProvider() as Partial<PanelI18nProvider>;
  const declaration = entry.load ? use(declarationLoad(entry, preload)) : (entry as RegistryEntry);
  const section = entrySection(declaration);
  if (section) i18nProvider.addSection?.(section);
  return children(declaration);
}
