// The declared workflow actions (src/domain/declaration/actions.ts): which a record allows for a
// caller (state, role, permission), which bulk actions a caller sees, and the asked fields' checks.
import { describe, expect, it } from 'vitest';
import people from '../../resources/staff/people';
import requests from '../../resources/staff/staff-request-list';
import type { AccessSubject } from '../../src/domain/access';
import { allowedActions, bulkActions, checkActionValues } from '../../src/domain/declaration/actions';
import type { RolePermission, UserRole } from '../../src/domain/types';

const subject = (roles: Record<string, readonly RolePermission[]>): AccessSubject => ({
  country: 'TR',
  roles: Object.entries(roles).map(([key, permissions]) => ({ role: { key }, permissions }) as unknown as UserRole),
});
const owner = subject({ person: ['read', 'write', 'update', 'deactivatePerson', 'changeWarehouse'], 'person/manage': ['read', 'write'] });
const manager = subject({ person: ['read', 'write'] });
const reader = subject({ person: ['read'], 'person/manage': ['read'] });

const courier = { id: 'c', isActive: true, staffType: 1, isPicker: false };
const picker = { id: 'p', isActive: true, staffType: 2, isPicker: true };
const assistant = { id: 'a', isActive: true, staffType: 2, isPicker: false };
const former = { id: 'f', isActive: false, staffType: 1, isPicker: false };

describe('allowed actions of a person', () => {
  it('follow the state: change store only for an active courier or picker, nothing for a former one', () => {
    expect(allowedActions(people.actions, courier, owner)).toEqual(['changeStore', 'deactivate', 'askInformationEdit']);
    expect(allowedActions(people.actions, picker, owner)).toEqual(['changeStore', 'deactivate', 'askInformationEdit']);
    expect(allowedActions(people.actions, assistant, owner)).toEqual(['deactivate', 'askInformationEdit']);
    expect(allowedActions(people.actions, former, owner)).toEqual([]);
  });

  it('follow the permission: without deactivatePerson or changeWarehouse only the edit request, read only nothing', () => {
    expect(allowedActions(people.actions, courier, manager)).toEqual(['askInformationEdit']);
    expect(allowedActions(people.actions, courier, reader)).toEqual([]);
    expect(allowedActions(people.actions, courier, null)).toEqual([]);
  });

  it('follow the role: deactivatePerson on another role gives nothing', () => {
    expect(allowedActions(people.actions, courier, subject({ vehicle: ['read', 'write', 'deactivatePerson'] }))).toEqual([]);
  });
});

describe('allowed actions of an information-edit request', () => {
  it('withdraw only an active one, with write on person/manage; in bulk too', () => {
    expect(allowedActions(requests.actions, { status: 1 }, owner)).toEqual(['withdraw']);
    expect(allowedActions(requests.actions, { status: 2 }, owner)).toEqual([]);
    expect(allowedActions(requests.actions, { status: 3 }, owner)).toEqual([]);
    expect(allowedActions(requests.actions, { status: 1 }, reader)).toEqual([]);
    expect(bulkActions(requests.actions, owner)).toEqual(['withdraw']);
    expect(bulkActions(requests.actions, reader)).toEqual([]);
    expect(bulkActions(people.actions, manager)).toEqual([]);
  });
});

describe('the asked fields of an action', () => {
  const deactivate = people.actions!.deactivate!;
  const today = '2026-03-10';
  const keys = (values: Record<string, unknown>) => checkActionValues(deactivate, values, today).map((problem) => `${problem.field}:${problem.key.split(/[.:]/).pop()}`);

  it('need the reason and the date, and a note only for reason "other"', () => {
    expect(keys({})).toEqual(['terminationReason:required', 'terminationDate:required']);
    expect(keys({ terminationReason: 9, terminationDate: today })).toEqual(['terminationNote:required']);
    expect(keys({ terminationReason: 9, terminationDate: today, terminationNote: '  ' })).toEqual(['terminationNote:required']);
    expect(keys({ terminationReason: 9, terminationDate: today, terminationNote: 'moved abroad' })).toEqual([]);
    expect(keys({ terminationReason: 1, terminationDate: today })).toEqual([]);
  });

  it('refuse a day after today', () => {
    expect(keys({ terminationReason: 1, terminationDate: '2026-03-11' })).toEqual(['terminationDate:not_in_future']);
    expect(keys({ terminationReason: 1, terminationDate: '2026-03-09' })).toEqual([]);
  });

  it('check field kinds and ask for at least one value where declared', () => {
    const ask = people.actions!.askInformationEdit!;
    expect(checkActionValues(ask, {}, today).map((problem) => problem.key)).toEqual(['action:at_least_one']);
    expect(checkActionValues(ask, { personalPhone: '12' }, today).map((problem) => problem.field)).toEqual(['personalPhone']);
    const values: Record<string, unknown> = { personalPhone: '0532 123 45 67' };
    expect(checkActionValues(ask, values, today)).toEqual([]);
    expect(values.personalPhone).toBe('5321234567');
  });
});
