import type { UserRole } from './types';

/** What a screen, menu entry, widget or gateway endpoint requires (spec section 6). */
export interface AccessRule {
  /** Allowed role keys; empty or absent means any signed-in user. */
  roles?: readonly string[];
  /** The permission the matching role must carry; the spec's default is read. */
  permission?: string;
  /** Alpha-2 country codes the rule is limited to; absent means every country. */
  countries?: readonly string[];
}

/** Who is asking: the roles they hold and the country they work in. */
export interface AccessSubject {
  roles: readonly UserRole[];
  country: string | null | undefined;
}

/**
 * The one access rule, shared by the panel (routes, menu, widgets, buttons) and the gateway
 * (every endpoint): granted when the country is allowed and any held role is in the allowed
 * list and carries the named permission (read by default).
 */
export function canAccessRule(subject: AccessSubject | null | undefined, rule: AccessRule): boolean {
  if (!subject) return false;
  if (rule.countries && rule.countries.length > 0) {
    if (!subject.country || !rule.countries.includes(subject.country.toUpperCase())) return false;
  }
  if (!rule.roles || rule.roles.length === 0) return true;
  const permission = rule.permission ?? 'read';
  return subject.roles.some(
    (held) => rule.roles!.includes(held.role.key) && held.permissions.includes(permission as never),
  );
}
