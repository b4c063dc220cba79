import { sanitizeRedirect, type NamesPanelRoute } from '../src/domain/redirect';
import { mustChangePassword, RESET_REQUIRED_PATH } from '../src/domain/passwordChange';
import type { User } from '../src/domain/types';

export { RESET_REQUIRED_PATH };

export type AfterLogin = { kind: 'reset-password'; path: string } | { kind: 'go'; path: string } | { kind: 'no-roles' };

/**
 * The spec's rules after a successful sign-in: a non-employee who must change password goes to
 * the reset page; a user with roles goes to the saved redirect_uri (a panel route of this origin
 * only) or the root; a user without roles is reloaded.
 */
export function afterLogin(user: User, search: string, namesPanelRoute: NamesPanelRoute): AfterLogin {
  if (mustChangePassword(user)) return { kind: 'reset-password', path: RESET_REQUIRED_PATH };
  if (!user.roles || user.roles.length === 0) return { kind: 'no-roles' };
  const redirect = new URLSearchParams(search).get('redirect_uri');
  return { kind: 'go', path: sanitizeRedirect(redirect, namesPanelRoute) };
}
