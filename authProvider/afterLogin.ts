import { sanitizeRedirect } from '../src/domain/redirect';
import type { User } from '../src/domain/types';

/** The reset page reads `reason=required` and shows 'reset password required'. */
export const RESET_REQUIRED_PATH = '/password/reset?reason=required';

export type AfterLogin = { kind: 'reset-password'; path: string } | { kind: 'go'; path: string } | { kind: 'no-roles' };

/**
 * The spec's rules after a successful sign-in: a non-employee who must change password goes to
 * the reset page; a user with roles goes to the saved redirect_uri (same-origin only) or the
 * root; a user without roles is reloaded.
 */
export function afterLogin(user: User, search: string): AfterLogin {
  if (!user.isQuickEmployee && user.forcePasswordChange) return { kind: 'reset-password', path: RESET_REQUIRED_PATH };
  if (!user.roles || user.roles.length === 0) return { kind: 'no-roles' };
  const redirect = new URLSearchParams(search).get('redirect_uri');
  return { kind: 'go', path: sanitizeRedirect(redirect) };
}
