import { describe, expect, it } from 'vitest';
import { COUNT_GROUP_TYPES, ORDER_COUNT_MAX_BUCKETS, ORDER_COUNT_MAX_DAYS, orderCountBucketEstimate } from '../../src/domain/orderCountLimits';
import type { CountGroupType } from '../../src/domain/orders';
import { bucketsBetween, formatDay, parseDay, resolvePeriod } from '../../src/screens/orderStats/ranges';

// Wednesday 2026-03-18, 10:00 in Istanbul (+180).
const NOW = new Date('2026-03-18T07:00:00.000Z');
const IST = 180;
const DAY_MS = 86_400_000;

const days = (period: { from: number; to: number }) => [formatDay(period.from), formatDay(period.to)];

describe('the order statistics period', () => {
  it('opens on yesterday and today by hour, 14 days, 12 weeks from a Monday, 12 months from a 1st', () => {
    const hour = resolvePeriod({ groupType: 'hour' }, NOW, IST);
    expect(days(hour)).toEqual(['2026-03-17', '2026-03-18']);
    expect(hour.buckets).toBe(48);
    const day = resolvePeriod({ groupType: 'day' }, NOW, IST);
    expect(days(day)).toEqual(['2026-03-05', '2026-03-18']);
    expect(day.buckets).toBe(14);
    const week = resolvePeriod({ groupType: 'week' }, NOW, IST);
    // this week (Monday 16 to Sunday 22) and the 11 before it
    expect(days(week)).toEqual(['2025-12-29', '2026-03-22']);
    expect(week.buckets).toBe(12);
    const month = resolvePeriod({ groupType: 'month' }, NOW, IST);
    expect(days(month)).toEqual(['2025-04-01', '2026-03-31']);
    expect(month.buckets).toBe(12);
    expect([hour, day, week, month].some((period) => period.shortened)).toBe(false);
  });

  it('asks from local midnight in the offset to the midnight after the last day', () => {
    const day = resolvePeriod({ groupType: 'day', from: '2026-03-01', to: '2026-03-02' }, NOW, IST);
    expect(day.start.toISOString()).toBe('2026-02-28T21:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-03-02T21:00:00.000Z');
    const london = resolvePeriod({ groupType: 'day', from: '2026-03-01', to: '2026-03-01' }, NOW, 0);
    expect([london.start.toISOString(), london.end.toISOString()]).toEqual(['2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z']);
    // today is the local day: at 22:30 UTC it is already the 19th in Istanbul
    const late = resolvePeriod({ groupType: 'day' }, new Date('2026-03-18T22:30:00.000Z'), IST);
    expect(formatDay(late.to)).toBe('2026-03-19');
  });

  it('widens picked days to whole weeks and months', () => {
    const week = resolvePeriod({ groupType: 'week', from: '2026-03-04', to: '2026-03-11' }, NOW, IST);
    expect(days(week)).toEqual(['2026-03-02', '2026-03-15']);
    expect(week.buckets).toBe(2);
    const month = resolvePeriod({ groupType: 'month', from: '2025-12-31', to: '2026-02-01' }, NOW, IST);
    expect(days(month)).toEqual(['2025-12-01', '2026-02-28']);
    expect(month.buckets).toBe(3);
  });

  it('refuses reversed days (never swapped, nothing to ask), keeps the future out, and reads impossible days as the default', () => {
    const reversed = resolvePeriod({ groupType: 'day', from: '2026-03-10', to: '2026-03-01' }, NOW, IST);
    expect(reversed).toMatchObject({ backwards: true, buckets: 0, shortened: false });
    // the fields keep showing what was picked, so it can be put right
    expect(days(reversed)).toEqual(['2026-03-10', '2026-03-01']);
    // against the end its field shows when only the start is picked: the week's last day, today
    expect(resolvePeriod({ groupType: 'week', from: '2026-03-20' }, NOW, IST).backwards).toBe(false);
    expect(resolvePeriod({ groupType: 'day', from: '2026-03-20' }, NOW, IST).backwards).toBe(true);
    expect(resolvePeriod({ groupType: 'day', to: '2026-03-01' }, NOW, IST).backwards).toBe(true);
    expect(resolvePeriod({ groupType: 'day', from: '2026-03-01', to: '2026-03-01' }, NOW, IST)).toMatchObject({ backwards: false, buckets: 1 });
    expect(days(resolvePeriod({ groupType: 'day', from: '2026-03-10', to: '2027-01-01' }, NOW, IST))).toEqual(['2026-03-10', '2026-03-18']);
    // wholly in the future: today's bucket
    expect(days(resolvePeriod({ groupType: 'day', from: '2027-01-01', to: '2027-02-01' }, NOW, IST))).toEqual(['2026-03-18', '2026-03-18']);
    expect(days(resolvePeriod({ groupType: 'week', from: '2027-01-01', to: '2027-02-01' }, NOW, IST))).toEqual(['2026-03-16', '2026-03-22']);
    expect(days(resolvePeriod({ groupType: 'day', from: '2026-02-31', to: 'soon' }, NOW, IST))).toEqual(['2026-03-05', '2026-03-18']);
    // a year still being typed ("0002") is no day; nothing before 2000 is asked for
    expect(days(resolvePeriod({ groupType: 'month', from: '0002-01-01' }, NOW, IST))).toEqual(['2025-04-01', '2026-03-31']);
    expect(days(resolvePeriod({ groupType: 'day', from: '1999-06-01', to: '2000-01-10' }, NOW, IST))).toEqual(['2000-01-01', '2000-01-10']);
  });

  it('keeps the latest buckets of a range too long for one call, and says so', () => {
    const day = resolvePeriod({ groupType: 'day', from: '2024-01-01', to: '2026-03-18' }, NOW, IST);
    expect(day.shortened).toBe(true);
    expect(formatDay(day.to)).toBe('2026-03-18');
    expect(day.buckets).toBe(399);
    const hour = resolvePeriod({ groupType: 'hour', from: '2026-02-01', to: '2026-03-18' }, NOW, IST);
    expect(days(hour)).toEqual(['2026-03-03', '2026-03-18']);
    expect(hour.buckets).toBe(16 * 24);
    const week = resolvePeriod({ groupType: 'week', from: '2010-01-01', to: '2026-03-18' }, NOW, IST);
    expect(week.buckets).toBe(399);
    expect(formatDay(week.from)).toBe(formatDay(parseDay('2026-03-16')! - 398 * 7));
    const month = resolvePeriod({ groupType: 'month', from: '2000-01-01', to: '2026-03-18' }, NOW, IST);
    expect(month.shortened).toBe(true);
    expect(formatDay(month.from).endsWith('-01')).toBe(true);
    expect(month.end.getTime() - month.start.getTime()).toBeLessThanOrEqual(ORDER_COUNT_MAX_DAYS * DAY_MS);
    // exactly at the limit is not shortened
    expect(resolvePeriod({ groupType: 'day', from: '2025-02-13', to: '2026-03-18' }, NOW, IST)).toMatchObject({ buckets: 399, shortened: false });
  });

  it('never asks the gateway for more than it answers, whatever is picked', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    const first = parseDay('1995-01-01')!;
    for (let round = 0; round < 2000; round += 1) {
      const groupType = COUNT_GROUP_TYPES[random(4)] as CountGroupType;
      const from = formatDay(first + random(12_000));
      const to = formatDay(first + random(12_000));
      const offset = random(1561) - 720;
      const period = resolvePeriod({ groupType, from, to }, NOW, offset);
      expect(period.backwards).toBe(to < from);
      if (period.backwards) continue;
      expect(period.end.getTime()).toBeGreaterThan(period.start.getTime());
      expect(orderCountBucketEstimate(period.start, period.end, groupType)).toBeLessThanOrEqual(ORDER_COUNT_MAX_BUCKETS);
      expect(period.end.getTime() - period.start.getTime()).toBeLessThanOrEqual(ORDER_COUNT_MAX_DAYS * DAY_MS);
      expect(period.buckets).toBe(bucketsBetween(period.from, period.to + 1, groupType));
      expect(period.buckets).toBeGreaterThan(0);
    }
  });
});
