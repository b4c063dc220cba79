import { describe, expect, it } from 'vitest';
import { actionAllowed, allowedActions } from '../../src/domain/declaration/actions';
import { leaveType } from '../../src/domain/enums';
import {
  allDayBounds,
  defaultWorkableMinutes,
  leaveDuration,
  leaveStatusFor,
  leaveTypeRule,
  leaveTypesOf,
  LEAVE_TYPES_BY_COUNTRY,
  normalizeAllDay,
} from '../../src/domain/leave';
import leaves from '../../resources/staff/leaves';

const owner = { roles: [{ role: { key: 'workforce' }, permissions: ['read', 'update'] }], country: 'TR' } as never;

describe('leave types', () => {
  it('are offered per country, TR and GB each with their own, every one a leaveType value', () => {
    for (const rules of Object.values(LEAVE_TYPES_BY_COUNTRY)) for (const rule of rules) expect(leaveType.isValue(rule.type)).toBe(true);
    expect(leaveTypesOf('TR').map((rule) => leaveType.key(rule.type))).toContain('marriage');
    expect(leaveTypesOf('gb').map((rule) => leaveType.key(rule.type))).toContain('jury_service');
    expect(leaveTypeRule('TR', 10)).toBeUndefined();
    expect(leaveTypesOf('DE').map((rule) => rule.type)).toEqual([1, 2, 3]);
  });

  it('say which need a document: a sick leave does in both, an annual leave does not', () => {
    expect(leaveTypeRule('TR', 2)?.needsDocument).toBe(true);
    expect(leaveTypeRule('GB', 2)?.needsDocument).toBe(true);
    expect(leaveTypeRule('GB', 1)?.needsDocument).toBe(false);
  });

  it('the type field offers the session country’s types only', () => {
    const field = leaves.fields.type;
    expect(field.kind === 'enum' && field.valuesOf?.('GB')).toEqual(leaveTypesOf('GB').map((rule) => rule.type));
  });
});

describe('a new leave’s status', () => {
  it('waits for its document (400) while its type needs one and none is attached, else is pending (100)', () => {
    expect(leaveStatusFor(true, false)).toBe(400);
    expect(leaveStatusFor(true, true)).toBe(100);
    expect(leaveStatusFor(false, false)).toBe(100);
  });

  it('a working day is 45 h over 6 days in TR, 40 h over 5 in GB, half for part time', () => {
    expect(defaultWorkableMinutes('TR', 1)).toBe(450);
    expect(defaultWorkableMinutes('GB', 1)).toBe(480);
    expect(defaultWorkableMinutes('GB', 2)).toBe(240);
  });
});

describe('days and hours in the zone', () => {
  it('an all-day leave runs from the first day’s midnight to the midnight after the last, in the zone', () => {
    expect(allDayBounds('2026-03-28', '2026-03-30', 'Europe/London')).toEqual({ startsAt: '2026-03-28T00:00:00.000Z', endsAt: '2026-03-30T23:00:00.000Z' });
    expect(allDayBounds('2026-05-01', '2026-05-01', 'Europe/Istanbul')).toEqual({ startsAt: '2026-04-30T21:00:00.000Z', endsAt: '2026-05-01T21:00:00.000Z' });
    // any times become whole days; an end at midnight ends the day before
    expect(normalizeAllDay('2026-03-28T15:00:00Z', '2026-03-30T23:00:00Z', 'Europe/London')).toEqual(allDayBounds('2026-03-28', '2026-03-30', 'Europe/London'));
  });

  it('counts calendar days whatever the DST change, each worth the workable minutes', () => {
    const spring = { allDay: true, ...allDayBounds('2026-03-28', '2026-03-30', 'Europe/London'), workableMinutes: 480 };
    expect(leaveDuration(spring, 'Europe/London')).toEqual({ days: 3, minutes: 1440 });
    const autumn = { allDay: true, ...allDayBounds('2026-10-25', '2026-10-25', 'Europe/London'), workableMinutes: 450 };
    expect(leaveDuration(autumn, 'Europe/London')).toEqual({ days: 1, minutes: 450 });
  });

  it('a part-day leave counts its real minutes: 2 hours from midnight to 03:00 the night clocks go forward', () => {
    const night = { allDay: false, startsAt: '2026-03-29T00:00:00Z', endsAt: '2026-03-29T02:00:00Z', workableMinutes: 480 };
    expect(leaveDuration(night, 'Europe/London')).toEqual({ days: 0.25, minutes: 120 });
  });
});

describe('leave moves', () => {
  const approved = (startsAt: string) => ({ status: 200, startsAt });
  it('cancel an approved leave only before it starts; approve and decline only a pending one', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    expect(actionAllowed(leaves.actions!.cancel, approved('2026-06-02T00:00:00Z'), owner, now)).toBe(true);
    expect(actionAllowed(leaves.actions!.cancel, approved('2026-06-01T09:00:00Z'), owner, now)).toBe(false);
    expect(allowedActions(leaves.actions, { status: 100, startsAt: '2026-05-01T00:00:00Z' }, owner, now)).toEqual(['approve', 'decline', 'cancel']);
    expect(allowedActions(leaves.actions, { status: 400, startsAt: '2026-07-01T00:00:00Z' }, owner, now)).toEqual(['cancel']);
    for (const status of [0, 300]) expect(allowedActions(leaves.actions, { status, startsAt: '2026-07-01T00:00:00Z' }, owner, now)).toEqual([]);
  });
});

describe('adding a leave', () => {
  it('needs workforce/add_leave (create.access), not write on workforce', async () => {
    const { createCanAccess } = await import('../../src/framework/canAccess');
    const canAccess = createCanAccess([leaves]);
    const manager = { roles: [{ role: { key: 'workforce' }, permissions: ['read', 'write'] }], country: 'TR' } as never;
    const adder = { roles: [{ role: { key: 'workforce' }, permissions: ['read'] }, { role: { key: 'workforce/add_leave' }, permissions: ['read', 'write'] }], country: 'TR' } as never;
    expect(canAccess(manager, { resource: 'leaves', action: 'list' })).toBe(true);
    expect(canAccess(manager, { resource: 'leaves', action: 'create' })).toBe(false);
    expect(canAccess(adder, { resource: 'leaves', action: 'create' })).toBe(true);
  });
});
