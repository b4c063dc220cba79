import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput } from '../../src/domain/zonedTime';
import { displayDate, displayDateTime, displayMoney, displayNumber, telHref } from '../../src/framework/views/fields/format';

describe('datetime inputs in the chosen time zone', () => {
  it('show a stored instant as the wall clock of the zone', () => {
    expect(toZonedInput('2024-03-05T21:07:00.000Z', 'Europe/Istanbul')).toBe('2024-03-06T00:07');
    expect(toZonedInput('2024-03-05T21:07:00Z', 'America/New_York')).toBe('2024-03-05T16:07');
    expect(toZonedInput('2024-03-05T10:00', 'Europe/Istanbul')).toBe('2024-03-05T10:00');
    expect(toZonedInput(null, 'UTC')).toBe('');
    expect(toZonedInput('nonsense', 'UTC')).toBe('');
  });

  it('read a wall clock of the zone back as the instant', () => {
    expect(fromZonedInput('2024-03-06T00:07', 'Europe/Istanbul')).toBe('2024-03-05T21:07:00.000Z');
    expect(fromZonedInput('2024-07-01T12:00', 'Europe/London')).toBe('2024-07-01T11:00:00.000Z');
    expect(fromZonedInput('2024-01-01T12:00', 'Europe/London')).toBe('2024-01-01T12:00:00.000Z');
    // Just after the spring-forward change in New York (02:00 -> 03:00 on 10 March 2024).
    expect(fromZonedInput('2024-03-10T03:30', 'America/New_York')).toBe('2024-03-10T07:30:00.000Z');
    expect(fromZonedInput('', 'UTC')).toBeNull();
    expect(fromZonedInput('05/03/2024', 'UTC')).toBeNull();
  });

  it('round-trips', () => {
    const instant = '2024-11-03T15:45:00.000Z';
    expect(fromZonedInput(toZonedInput(instant, 'Asia/Kolkata'), 'Asia/Kolkata')).toBe(instant);
  });
});

describe('display formats', () => {
  const tr = { language: 'tr' as const, timeZone: 'America/New_York' };
  it('keeps calendar days on their day whatever the zone, and moves timestamps into it', () => {
    expect(displayDate('2024-03-05', tr)).toBe('05/03/2024');
    expect(displayDate('2024-03-05', { language: 'en', timeZone: 'Pacific/Honolulu' })).toBe('2024/03/05');
    expect(displayDateTime('2024-03-05T03:00:00Z', tr)).toBe('04/03/2024 22:00');
    expect(displayDate(undefined, tr)).toBe('');
  });

  it('prints amounts in the currency and numbers in the language', () => {
    expect(displayMoney(1234.5, 'TRY', 'tr')).toMatch(/^₺1\.234,50$/);
    expect(displayMoney(1234.5, 'GBP', 'en')).toBe('£1,234.50');
    expect(displayMoney('12', undefined, 'en')).toBe('12.00');
    expect(displayMoney('x', 'TRY', 'en')).toBe('');
    expect(displayNumber(2015, 'en')).toBe('2015');
    expect(displayNumber(120000, 'tr')).toBe('120.000');
  });

  it('dials national mobile numbers with the country code', () => {
    expect(telHref('532 123 45 67', '90')).toBe('tel:+905321234567');
    expect(telHref('+44 20 7946 0000', '90')).toBe('tel:+442079460000');
  });
});
