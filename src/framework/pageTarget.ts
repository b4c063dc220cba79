import { canAccessRule, type AccessSubject } from '../domain/access';
import { fillPath } from './paths';
import type { RegistryEntry } from './types';

/**
 * The path of the declared page `name` for given parameters, for a user its own rule lets in;
 * null for anyone else, so a link to it never leads to a refusal.
 */
export function pageTarget(entries: readonly RegistryEntry[], name: string, subject: AccessSubject | null): ((params: Record<string, string>) => string) | null {
  const page = entries.find((entry) => entry.name === name);
  if (page?.kind !== 'page' || !canAccessRule(subject, page.access)) return null;
  return (params) => fillPath(page.path, params);
}
