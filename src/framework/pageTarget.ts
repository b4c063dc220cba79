import { canAccessRule, type AccessSubject } from '../domain/access';
import { ruleForAction } from './canAccess';
import { fillPath } from './paths';
import type { EntryShell } from './types';

/**
 * The path of the declared page `name` for given parameters, for a user its own rule lets in;
 * null for anyone else, so a link to it never leads to a refusal.
 */
export function pageTarget(entries: readonly EntryShell[], name: string, subject: AccessSubject | null): ((params: Record<string, string>) => string) | null {
  const page = entries.find((entry) => entry.name === name);
  if (page?.kind !== 'page' || !canAccessRule(subject, page.access)) return null;
  return (params) => fillPath(page.path, params);
}

/**
 * The detail path of a record of resource `name`, for a user its show rule lets in; null when the
 * resource has no detail page or the user may not open it, so a reference is then plain text.
 */
export function recordTarget(entries: readonly EntryShell[], name: string, subject: AccessSubject | null): ((id: string) => string) | null {
  const entry = entries.find((candidate) => candidate.name === name);
  if (entry?.kind !== 'resource' || !entry.routes.show || !canAccessRule(subject, ruleForAction(entry.access, 'show'))) return null;
  const show = entry.routes.show;
  return (id) => fillPath(show, { id });
}
