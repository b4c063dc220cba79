// Who sees which user-menu item (spec 2 and 5), over the one access rule.
import { canAccessRule, type AccessSubject } from '../../domain/access';
import { PEOPLE_ROLE } from '../../domain/brand';
import type { User } from '../../domain/types';

const PEOPLE_UPDATE = { roles: [PEOPLE_ROLE], permission: 'update' } as const;

export function canChangeFranchise(subject: AccessSubject | null): boolean {
  return canAccessRule(subject, PEOPLE_UPDATE) || canAccessRule(subject, { roles: ['change_franchise'] });
}

export function canSeeAgreements(subject: AccessSubject | null): boolean {
  return canAccessRule(subject, { roles: ['agreement'] });
}

/** Languages without a catalogue are selectable only with update on the people role. */
export function canPickDisabledLanguages(subject: AccessSubject | null): boolean {
  return canAccessRule(subject, PEOPLE_UPDATE);
}

/** Company employees change their password elsewhere. */
export function canChangePassword(user: Pick<User, 'isQuickEmployee'> | null | undefined): boolean {
  return Boolean(user) && !user!.isQuickEmployee;
}
