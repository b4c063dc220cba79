import { describe, expect, it } from 'vitest';
import { workType } from '../../src/domain/enums/workType';
import { staffType } from '../../src/domain/enums/staffType';
import {
  COURIER_STAFF_TYPES,
  excessHours,
  hourSeries,
  leaveMinutesInWeek,
  weekHours,
  weeklyLimitOf,
  WEEKLY_HOUR_LIMITS,
} from '../../src/domain/workingHours';
import { weekBounds } from '../../src/domain/shiftPlan';

const LONDON = 'Europe/London';

describe('the week of the GB clock change', () => {
  it('has 169 real hours when the clocks go back (25 October 2026) and 01:00 twice that Sunday', () => {
    const hours = weekHours('2026-10-19', LONDON);
    expect(hours).toHaveLength(169);
    const sunday = hours.filter((hour) => hour.day === '2026-10-25');
    expect(sunday).toHaveLength(25);
    expect(sunday.filter((hour) => hour.hour === 1)).toHaveLength(2);
    expect(hours[0].start).toBe('2026-10-18T23:00:00.000Z'); // Monday 00:00 BST
    expect(weekBounds('2026-10-19', LONDON).end).toBe('2026-10-26T00:00:00.000Z'); // next Monday 00:00 GMT
  });

  it('has 167 real hours when the clocks go forward (29 March 2026) and no 01:00 that Sunday', () => {
    const hours = weekHours('2026-03-23', LONDON);
    expect(hours).toHaveLength(167);
    const sunday = hours.filter((hour) => hour.day === '2026-03-29');
    expect(sunday).toHaveLength(23);
    expect(sunday.map((hour) => hour.hour)).not.toContain(1);
  });

  it('has 168 hours in an ordinary week and in a zone without a change', () => {
    expect(weekHours('2026-11-02', LONDON)).toHaveLength(168);
    expect(weekHours('2026-10-19', 'Europe/Istanbul')).toHaveLength(168);
  });

  it('counts a courier present through the doubled hour once per real hour, and a night shift in the hours it really covers', () => {
    // Saturday 22:00 BST to Sunday 06:00 GMT: 9 real hours
    const night = { personId: 'a', start: '2026-10-24T21:00:00.000Z', end: '2026-10-25T06:00:00.000Z' };
    const series = hourSeries('2026-10-19', LONDON, [night], [night, { personId: 'b', start: '2026-10-25T00:00:00.000Z', end: '2026-10-25T02:00:00.000Z' }]);
    expect(series.filter((point) => point.planned === 1)).toHaveLength(9);
    const ones = series.filter((point) => point.day === '2026-10-25' && point.hour === 1);
    expect(ones.map((point) => point.present)).toEqual([2, 2]); // 01:00 BST and 01:00 GMT, a and b in both
    expect(series.reduce((sum, point) => sum + point.present, 0)).toBe(11);
  });

  it('counts one person once in an hour even with two spans in it', () => {
    const series = hourSeries('2026-11-02', LONDON, [], [
      { personId: 'a', start: '2026-11-02T09:00:00.000Z', end: '2026-11-02T09:20:00.000Z' },
      { personId: 'a', start: '2026-11-02T09:40:00.000Z', end: '2026-11-02T10:00:00.000Z' },
    ]);
    expect(series.find((point) => point.start === '2026-11-02T09:00:00.000Z')!.present).toBe(1);
    expect(series.reduce((sum, point) => sum + point.present, 0)).toBe(1);
  });
});

describe('leave in a week', () => {
  it('counts an all-day leave on weekdays only, whole days whatever the clock change', () => {
    // Monday 19 to Monday 26 October (the whole week, across the change): 5 weekdays
    const week = { start: '2026-10-18T23:00:00.000Z', end: '2026-10-26T00:00:00.000Z', allDay: true, workableMinutes: 540 };
    expect(leaveMinutesInWeek(week, '2026-10-19', LONDON)).toBe(5 * 540);
    // Friday to Sunday: one weekday
    const weekend = { start: '2026-10-22T23:00:00.000Z', end: '2026-10-26T00:00:00.000Z', allDay: true, workableMinutes: 480 };
    expect(leaveMinutesInWeek(weekend, '2026-10-19', LONDON)).toBe(480);
    // a leave of the week before does not count
    expect(leaveMinutesInWeek({ ...week, start: '2026-10-11T23:00:00.000Z', end: '2026-10-18T23:00:00.000Z' }, '2026-10-19', LONDON)).toBe(0);
  });

  it('counts a part-day leave by its real minutes inside the week: the night that gains an hour counts it', () => {
    const night = { start: '2026-10-25T00:00:00.000Z', end: '2026-10-25T03:00:00.000Z', allDay: false, workableMinutes: 480 };
    expect(leaveMinutesInWeek(night, '2026-10-19', LONDON)).toBe(180);
    // half outside the week
    const across = { start: '2026-10-25T22:00:00.000Z', end: '2026-10-26T02:00:00.000Z', allDay: false, workableMinutes: 480 };
    expect(leaveMinutesInWeek(across, '2026-10-19', LONDON)).toBe(120);
  });
});

describe('the weekly limit and its excess', () => {
  it('is 45 hours full time and 30 part time, for every work type, and couriers are every staff type but the store assistant', () => {
    expect(weeklyLimitOf(1)).toBe(45);
    expect(weeklyLimitOf(2)).toBe(30);
    expect(weeklyLimitOf(99)).toBe(45);
    for (const value of workType.values) expect(WEEKLY_HOUR_LIMITS[value]).toBeGreaterThan(0);
    expect(COURIER_STAFF_TYPES).not.toContain(2);
    expect(COURIER_STAFF_TYPES).toHaveLength(staffType.values.length - 1);
  });

  it('takes the larger of planned and worked, adds leave, and never goes below 0', () => {
    expect(excessHours(44, 47.5, 0, 45)).toBe(2.5);
    expect(excessHours(40, 38, 9, 45)).toBe(4);
    expect(excessHours(20, 10, 0, 30)).toBe(0);
    expect(excessHours(30.333, 0, 0, 30)).toBe(0.33);
    expect(excessHours(45, 45, 0, 45)).toBe(0);
  });
});
