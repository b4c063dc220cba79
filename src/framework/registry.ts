import { createContext, useContext } from 'react';
import type { EntryShell, RegistryEntry } from './types';

/**
 * Every resource and page declaration, from the modules that declare them (one default-exported
 * entry each). The app finds the modules (src/registryOfResources.ts; the panel loads their shells, src/registryShell.ts) and hands the registry down
 * through RegistryContext: the framework never reaches up into resources/. Routes, menu, safe
 * paths and titles derive from it.
 */
export function buildRegistry(modules: Record<string, { default?: RegistryEntry }>): RegistryEntry[] {
  const entries: RegistryEntry[] = [];
  const seen = new Map<string, string>();
  for (const [file, mod] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    const entry = mod.default;
    if (!entry || (entry.kind !== 'page' && entry.kind !== 'resource')) {
      throw new Error(`${file} must default-export a definePage(...) or defineResource(...) entry`);
    }
    const clash = seen.get(entry.name);
    if (clash) throw new Error(`${file} and ${clash} both declare "${entry.name}"`);
    seen.set(entry.name, file);
    entries.push(entry);
  }
  return entries;
}

/** The registry the app built (each entry's shell, or the declarations themselves), handed to every view below it. */
export const RegistryContext = createContext<readonly EntryShell[] | null>(null);

export function useRegistry(): readonly EntryShell[] {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRegistry needs a <RegistryContext.Provider> above it (the app puts one at the top)');
  return registry;
}
