// The franchise's candidate moves as resources/staff/candidates.ts declares them (DOMAIN.md:
// send from 0 or 5, cancel at 0, 1, 2 or 5 with a reason, fixing only at 0 or 5), read through
// the same helpers the panel's buttons and the gateway's checks use.
import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '../../src/domain/access';
import { allowedActions, checkActionValues } from '../../src/domain/declaration/actions';
import { editableInState } from '../../src/domain/declaration/resource';
import type { RolePermission, UserRole } from '../../src/domain/types';
import candidates from '../../resources/staff/candidates';

const subject = (roles: Record<string, readonly RolePermission[]>): AccessSubject => ({
  country: 'TR',
  roles: Object.entries(roles).map(([key, permissions]) => ({ role: { key }, permissions }) as unknown as UserRole),
});
const hirer = subject({ 'person/hire': ['read', 'write', 'update'] });
const reader = subject({ 'person/hire': ['read'] });
const manager = subject({ person: ['read', 'write', 'update'] });

const atStatus = (status: number) => ({ id: 'c1', status });

describe('candidate moves', () => {
  it('offer send at 0 and 5, cancel at 0, 1, 2 and 5, nothing once HQ has it further or it is closed', () => {
    const offered = Object.fromEntries([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((status) => [status, allowedActions(candidates.actions, atStatus(status), hirer)]));
    expect(offered).toEqual({
      0: ['send', 'cancel'],
      1: ['cancel'],
      2: ['cancel'],
      3: [],
      4: [],
      5: ['send', 'cancel'],
      6: [],
      7: [],
      8: [],
      9: [],
    });
  });

  it('need write on person/hire: a reader or a manager without person/hire gets none', () => {
    expect(allowedActions(candidates.actions, atStatus(0), reader)).toEqual([]);
    expect(allowedActions(candidates.actions, atStatus(0), manager)).toEqual([]);
  });

  it('send leads to 1 and cancel to 7, and cancel needs its reason', () => {
    expect(candidates.actions!.send.sets).toEqual({ status: 1 });
    expect(candidates.actions!.cancel.sets).toEqual({ status: 7 });
    expect(checkActionValues(candidates.actions!.cancel, { statusReason: '  ' }, '2030-01-01')).toEqual([{ field: 'statusReason', key: 'action:required' }]);
    expect(checkActionValues(candidates.actions!.cancel, { statusReason: 'Took another job' }, '2030-01-01')).toEqual([]);
  });

  it('are editable only at 0 draft and 5 missing information', () => {
    const editable = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((status) => editableInState(candidates.edit, atStatus(status)));
    expect(editable).toEqual([0, 5]);
    // a resource without `edit.when` is editable in every state
    expect(editableInState({}, atStatus(3))).toBe(true);
    expect(editableInState(undefined, atStatus(3))).toBe(true);
  });
});
