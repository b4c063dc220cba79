import { canAccessRule, type AccessSubject } from '../domain/access';
import { menuPath } from './menu';
import type { RegistryEntry } from './types';

/** Entries the subject may open. */
export function allowedEntries(entries: readonly RegistryEntry[], subject: AccessSubject | null): RegistryEntry[] {
  return entries.filter((entry) => canAccessRule(subject, entry.access));
}

/**
 * The spec's safe-path list: the allowed routes, minus those with required path parameters
 * (optional-parameter routes count at their bare path).
 */
export function safePaths(entries: readonly RegistryEntry[], subject: AccessSubject | null): string[] {
  return allowedEntries(entries, subject)
    .map(menuPath)
    .filter((path): path is string => path !== null);
}

/** Where "/" sends a user: the live map when allowed, else the first safe path, else nowhere. */
export const HOME_PATH = '/map/live';
export function homePath(paths: readonly string[]): string | null {
  if (paths.includes(HOME_PATH)) return HOME_PATH;
  return paths[0] ?? null;
}
