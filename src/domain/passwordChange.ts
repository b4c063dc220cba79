// A user outside the company who must change the password (spec 4, "after login") gets nothing
// but the change: the gateway refuses every other call with this code, and the panel, reading
// it, goes to the reset page with the warning. Both sides read these from here.
import type { User } from './types';

/** The error code of the gateway's 403 for such a user. */
export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';

/** The reset page; it reads `reason=required` and shows 'reset password required'. */
export const RESET_PATHNAME = '/password/reset';
export const RESET_REQUIRED_PATH = `${RESET_PATHNAME}?reason=required`;

/** The spec's rule: non-employees flagged to change their password must do so first. */
export const mustChangePassword = (user: Pick<User, 'isQuickEmployee' | 'forcePasswordChange'>): boolean =>
  !user.isQuickEmployee && user.forcePasswordChange;
