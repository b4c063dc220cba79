import { describe, expect, it } from 'vitest';
import { EXPIRY_WARNING_DAYS, expiryState } from '../../src/domain/expiry';

const today = { year: 2026, month: 11, day: 25 };

describe('an expiry date', () => {
  it.each([
    ['2026-11-24', 'expired'],
    ['2025-01-01', 'expired'],
    ['2026-11-25', 'soon'], // runs out today: still valid today, amber
    ['2026-12-25', 'soon'], // exactly 30 days ahead
    ['2026-12-26', null],
    ['2027-06-01', null],
    ['2026-11-20T00:00:00.000Z', 'expired'],
  ] as const)('%s is %s on 2026-11-25', (value, state) => {
    expect(expiryState(value, today)).toBe(state);
  });

  it('counts calendar days across month and year ends', () => {
    expect(EXPIRY_WARNING_DAYS).toBe(30);
    expect(expiryState('2027-01-24', { year: 2026, month: 12, day: 25 })).toBe('soon');
    expect(expiryState('2027-01-25', { year: 2026, month: 12, day: 25 })).toBeNull();
    expect(expiryState('2026-02-28', { year: 2026, month: 3, day: 1 })).toBe('expired');
  });

  it('is nothing for a missing or malformed value', () => {
    for (const value of [null, undefined, '', 'soon', 42, '24.11.2026']) expect(expiryState(value, today)).toBeNull();
  });
});
