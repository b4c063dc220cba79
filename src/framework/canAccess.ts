import { canAccessRule, type AccessRule, type AccessSubject } from '../domain/access';
import type { EntryShell } from './types';

export interface AccessQuestion {
  resource: string;
  action: string;
}

/**
 * The permission an action needs on the entry's roles: reading keeps the entry's own rule (read by
 * default), editing needs update, creating and deleting need write (spec section 6 permissions);
 * a resource whose creating needs a role of its own gives it as `createAccess` (`create.access`).
 */
export function ruleForAction(access: AccessRule, action: string, createAccess?: AccessRule): AccessRule {
  switch (action) {
    case 'edit':
      return { ...access, permission: 'update' };
    case 'create':
      return createAccess ?? { ...access, permission: 'write' };
    case 'delete':
      return { ...access, permission: 'write' };
    default:
      return access;
  }
}

/**
 * react-admin's canAccess as one pure function over the registry: the same rule the menu, the route
 * guards and the gateway apply. A resource no file declares (a reference target the gateway serves,
 * such as warehouses) is readable: the gateway, not the panel, is what enforces access to it.
 */
export function createCanAccess(entries: readonly EntryShell[]) {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  return (subject: AccessSubject | null, { resource, action }: AccessQuestion): boolean => {
    if (!subject) return false;
    const entry = byName.get(resource);
    if (!entry) return action === 'list' || action === 'show';
    return canAccessRule(subject, ruleForAction(entry.access, action, entry.kind === 'resource' ? entry.create?.access : undefined));
  };
}
