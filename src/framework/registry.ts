import type { RegistryEntry } from './types';

/**
 * Every resource and page declaration, found by itself: each file under resources/ default-exports
 * one entry. Nothing else lists them; routes, menu, safe paths and titles derive from this.
 */
export function collectEntries(modules: Record<string, { default?: RegistryEntry }>): RegistryEntry[] {
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

const modules = import.meta.glob<{ default?: RegistryEntry }>('../../resources/**/*.{ts,tsx}', { eager: true });

export const registry: RegistryEntry[] = collectEntries(modules);
