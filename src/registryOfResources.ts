import { buildRegistry } from './framework/registry';
import type { RegistryEntry } from './framework/types';

// Every file under resources/ default-exports one declaration; found here, at the top, so no layer
// below reaches up into resources/. Nothing else lists them.
const modules = import.meta.glob<{ default?: RegistryEntry }>('../resources/**/*.{ts,tsx}', { eager: true });

export const registry: readonly RegistryEntry[] = buildRegistry(modules);
