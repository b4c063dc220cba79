import { describe, expect, it } from 'vitest';
import { canAccessRule, type AccessRule, type AccessSubject } from '../../src/domain/access';
import type { UserRole } from '../../src/domain/types';

const role = (key: string, ...permissions: UserRole['permissions']): UserRole => ({ role: { key }, permissions });
const subject = (country: string, ...roles: UserRole[]): AccessSubject => ({ country, roles });

const cases: Array<[string, AccessSubject | null, AccessRule, boolean]> = [
  ['a held role with read opens a read rule', subject('TR', role('vehicle', 'read')), { roles: ['vehicle'] }, true],
  ['a role not in the list is refused', subject('TR', role('order', 'read')), { roles: ['vehicle'] }, false],
  ['any one held role in the list is enough', subject('TR', role('order', 'read'), role('vehicle', 'read')), { roles: ['vehicle', 'stock'] }, true],
  ['the default permission is read', subject('TR', role('vehicle', 'write')), { roles: ['vehicle'] }, false],
  ['a named permission must be on the matching role', subject('TR', role('vehicle', 'read'), role('order', 'update')), { roles: ['vehicle'], permission: 'update' }, false],
  ['a named permission on the matching role opens it', subject('TR', role('vehicle', 'read', 'update')), { roles: ['vehicle'], permission: 'update' }, true],
  ['a country outside the list is refused', subject('GB', role('bill_management', 'read')), { roles: ['bill_management'], countries: ['TR', 'XN', 'XI'] }, false],
  ['a country inside the list is allowed', subject('XN', role('bill_management', 'read')), { roles: ['bill_management'], countries: ['TR', 'XN', 'XI'] }, true],
  ['country codes compare case-insensitively', subject('tr', role('dashboard', 'read')), { roles: ['dashboard'], countries: ['TR'] }, true],
  ['no roles listed means any signed-in user', subject('GB'), {}, true],
  ['no country on the user fails a country rule', { roles: [role('dashboard', 'read')], country: null }, { roles: ['dashboard'], countries: ['TR'] }, false],
  ['nobody signed in is refused', null, {}, false],
  ['a user without roles is refused a role rule', subject('TR'), { roles: ['live_map'] }, false],
];

describe('the access rule', () => {
  it.each(cases)('%s', (_name, who, rule, expected) => {
    expect(canAccessRule(who, rule)).toBe(expected);
  });
});
