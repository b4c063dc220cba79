import { canAccessRule, type AccessSubject } from '../domain/access';
import { ruleForAction } from './canAccess';
import { menuPath } from './menu';
import { hasRequiredParam } from './paths';
import type { EntryShell } from './types';

/** Entries the subject may open. */
export function allowedEntries(entries: readonly EntryShell[], subject: AccessSubject | null): EntryShell[] {
  return entries.filter((entry) => canAccessRule(subject, entry.access));
}

/**
 * The spec's safe-path list: the allowed routes, minus those with required path parameters
 * (optional-parameter routes count at their bare path).
 */
export function safePaths(entries: readonly EntryShell[], subject: AccessSubject | null): string[] {
  return allowedEntries(entries, subject)
    .flatMap((entry) => [menuPath(entry), createPath(entry, subject)])
    .filter((path): path is string => path !== null);
}

/** A resource's create route, for a subject who may create (write on its roles). */
function createPath(entry: EntryShell, subject: AccessSubject | null): string | null {
  if (entry.kind !== 'resource' || !entry.routes.create || hasRequiredParam(entry.routes.create)) return null;
  return canAccessRule(subject, ruleForAction(entry.access, 'create', entry.create?.access)) ? entry.routes.create : null;
}

/** Where "/" sends a user: the live map when allowed, else the first safe path, else nowhere. */
export const HOME_PATH = '/map/live';
export function homePath(paths: readonly string[]): string | null {
  if (paths.includes(HOME_PATH)) return HOME_PATH;
  return paths[0] ?? null;
}
