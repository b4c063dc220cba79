// The courier and picker programs' tier rule (src/domain/programTiers.ts) and the score behind it
// (src/domain/programScore.ts): elite >= 90, gold >= 80, silver >= 70, else classic; under 100
// hours worked is classic whatever the score; boundaries belong to the higher tier.
import { describe, expect, it } from 'vitest';
import { performanceTier } from '../../src/domain/enums';
import { addMonths, financialMonthDays, financialMonthOf } from '../../src/domain/financialMonth';
import { programBonus } from '../../src/domain/programBonus';
import { SCORE_MODEL, scoreMonth, scoreParts } from '../../src/domain/programScore';
import { MIN_PROGRAM_HOURS, TIER_THRESHOLDS, tierChange, tierOf } from '../../src/domain/programTiers';

describe('tierOf', () => {
  it.each([
    [100, 200, 1],
    [90, 200, 1],
    [89.9, 200, 2],
    [80, 200, 2],
    [79.9, 200, 3],
    [70, 200, 3],
    [69.9, 200, 4],
    [0, 200, 4],
  ])('a score of %s with %s hours is tier %s', (score, hours, tier) => {
    expect(tierOf(score, hours)).toBe(tier);
  });

  it('under 100 hours is classic whatever the score; exactly 100 hours ranks', () => {
    expect(MIN_PROGRAM_HOURS).toBe(100);
    expect(tierOf(99, 99.9)).toBe(4);
    expect(tierOf(100, 0)).toBe(4);
    expect(tierOf(95, 100)).toBe(1);
    expect(tierOf(95, Number.NaN)).toBe(4);
  });

  it('uses the spec tiers, thresholds best first', () => {
    expect(TIER_THRESHOLDS.map((threshold) => performanceTier.key(threshold.tier))).toEqual(['elite', 'gold', 'silver']);
    expect(TIER_THRESHOLDS.map((threshold) => threshold.minScore)).toEqual([90, 80, 70]);
  });

  it('tells a move up, down, none, or a first month', () => {
    expect(tierChange(1, 2)).toBe('up');
    expect(tierChange(3, 2)).toBe('down');
    expect(tierChange(2, 2)).toBe('same');
    expect(tierChange(4, null)).toBe('new');
  });
});

describe('the score', () => {
  it('weights add up to 100 for each kind', () => {
    for (const rules of Object.values(SCORE_MODEL)) expect(rules.reduce((sum, rule) => sum + rule.weight, 0)).toBe(100);
  });

  it('a courier at every full anchor scores 100 and is elite with enough hours', () => {
    const month = scoreMonth('courier', { hoursWorked: 160, deliveries: 400, onTimeDeliveries: 400, rating: 5, utilisationPercent: 80 });
    expect(month.score).toBe(100);
    expect(month.tier).toBe(1);
  });

  it('a courier between anchors earns each figure in a straight line', () => {
    // 1.5 an hour: half of 30; 85 % on time: half of 30; rating 4: half of 25; 55 % busy: half of 15
    const parts = scoreParts('courier', { hoursWorked: 120, deliveries: 180, onTimeDeliveries: 153, rating: 4, utilisationPercent: 55 });
    expect(parts.map((part) => [part.figure, part.value, part.subScore, part.points])).toEqual([
      ['deliveriesPerHour', 1.5, 50, 15],
      ['onTimePercent', 85, 50, 15],
      ['rating', 4, 50, 12.5],
      ['utilisationPercent', 55, 50, 7.5],
    ]);
    const month = scoreMonth('courier', { hoursWorked: 120, deliveries: 180, onTimeDeliveries: 153, rating: 4, utilisationPercent: 55 });
    expect(month.score).toBe(50);
    expect(month.tier).toBe(4);
  });

  it('a picker: fewer minutes and fewer missing items score higher; nothing measured scores 0', () => {
    const best = scoreMonth('picker', { hoursWorked: 150, picks: 2100, avgPickMinutes: 3, missingItems: 0 });
    expect(best.score).toBe(100);
    const worst = scoreMonth('picker', { hoursWorked: 150, picks: 0, avgPickMinutes: null, missingItems: 0 });
    expect(worst.score).toBe(0);
    // 9 an hour: half of 35; 5.5 minutes: half of 35; 2.5 missing a 100 picks: half of 30
    const middle = scoreMonth('picker', { hoursWorked: 100, picks: 900, avgPickMinutes: 5.5, missingItems: 22.5 });
    expect(middle.score).toBe(50);
  });

  it('a score exactly on a threshold gets the higher tier', () => {
    // 90 points: 30 + 30 + 25 + 5 (utilisation 30 + 50/3)
    const month = scoreMonth('courier', { hoursWorked: 100, deliveries: 250, onTimeDeliveries: 250, rating: 5, utilisationPercent: 30 + 50 / 3 });
    expect(month.score).toBe(90);
    expect(month.tier).toBe(1);
  });
});

describe('the financial month and the bonus', () => {
  it('runs from the 26th to the 25th and is named by the month it ends in', () => {
    expect(financialMonthOf('2026-11-25')).toBe('2026-11');
    expect(financialMonthOf('2026-11-26')).toBe('2026-12');
    expect(financialMonthOf('2026-12-26')).toBe('2027-01');
    expect(financialMonthDays('2027-01')).toEqual({ first: '2026-12-26', last: '2027-01-25' });
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('pays elite and gold only, in the country currency', () => {
    expect(programBonus('TR', 'courier', 1)).toEqual({ amount: 2000, currency: 'TRY' });
    expect(programBonus('GB', 'courier', 2)).toEqual({ amount: 40, currency: 'GBP' });
    expect(programBonus('GB', 'picker', 3).amount).toBe(0);
    expect(programBonus('US', 'courier', 1)).toEqual({ amount: 0, currency: null });
  });
});
