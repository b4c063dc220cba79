// The shared rules of issue 12 (src/domain/holidays.ts, src/domain/timesheets.ts): each country's
// holidays, fixed and movable, with GB's substitute days; the approve refusals of v1 (a clock
// time missing) and v2 (also a note over 15 minutes of difference); a month's days.
import { describe, expect, it } from 'vitest';
import { holidayOn } from '../../src/domain/holidays';
import { daysOfMonth, nextMonth } from '../../src/domain/tally';
import { TIMESHEET_CLOCK_MISSING, TIMESHEET_NOTE_REQUIRED, v1ApproveRefusal, v2ApproveRefusal } from '../../src/domain/timesheets';

describe('holidays', () => {
  it('TR: the fixed national days every year and the Bayrams of each listed year', () => {
    expect(holidayOn('TR', '2026-10-29')).toMatchObject({ en: 'Republic Day', tr: 'Cumhuriyet Bayramı' });
    expect(holidayOn('TR', '2031-04-23')?.tr).toBe('Ulusal Egemenlik ve Çocuk Bayramı');
    expect(holidayOn('TR', '2026-03-20')?.tr).toBe('Ramazan Bayramı');
    expect(holidayOn('TR', '2026-05-30')?.tr).toBe('Kurban Bayramı');
    expect(holidayOn('TR', '2026-05-31')).toBeNull();
    expect(holidayOn('TR', '2026-12-25')).toBeNull();
  });

  it('GB: bank holidays with their substitute days, none of TR’s', () => {
    expect(holidayOn('GB', '2026-04-03')?.en).toBe('Good Friday');
    expect(holidayOn('GB', '2026-08-31')?.en).toBe('Summer bank holiday');
    // 26 December 2026 is a Saturday: Boxing Day moves to Monday the 28th
    expect(holidayOn('GB', '2026-12-26')).toBeNull();
    expect(holidayOn('GB', '2026-12-28')?.en).toBe('Boxing Day');
    expect(holidayOn('GB', '2027-12-27')?.en).toBe('Christmas Day');
    expect(holidayOn('GB', '2026-10-29')).toBeNull();
    expect(holidayOn('US', '2026-01-01')).toBeNull();
  });
});

describe('timesheet approval', () => {
  const day = { clockIn: '2026-11-20T05:00:00.000Z', clockOut: '2026-11-20T13:00:00.000Z', differenceMinutes: 0, note: null };
  it('refuses a missing clock time in both versions; an absence (neither) is not missing', () => {
    expect(v1ApproveRefusal({ ...day, clockOut: null })).toBe(TIMESHEET_CLOCK_MISSING);
    expect(v2ApproveRefusal({ ...day, clockIn: null })).toBe(TIMESHEET_CLOCK_MISSING);
    expect(v1ApproveRefusal({ ...day, clockIn: null, clockOut: null, differenceMinutes: -480 })).toBeNull();
  });

  it('v2 asks for a note beyond 15 minutes either way, v1 does not', () => {
    expect(v2ApproveRefusal({ ...day, differenceMinutes: 15 })).toBeNull();
    expect(v2ApproveRefusal({ ...day, differenceMinutes: -16 })).toBe(TIMESHEET_NOTE_REQUIRED);
    expect(v2ApproveRefusal({ ...day, differenceMinutes: 40, note: '  ' })).toBe(TIMESHEET_NOTE_REQUIRED);
    expect(v2ApproveRefusal({ ...day, differenceMinutes: 40, note: 'Stayed late' })).toBeNull();
    expect(v1ApproveRefusal({ ...day, differenceMinutes: 40 })).toBeNull();
  });
});

describe('a month', () => {
  it('has its calendar days, February of a leap year included, and a next month across the year', () => {
    expect(daysOfMonth('2026-10')).toHaveLength(31);
    expect(daysOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(nextMonth('2026-12')).toBe('2027-01');
  });
});
