import { startOfWeek } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dateLocale } from '../../src/domain/dateLocales';
import { formatDate, formatDateTime, weekStartsOn } from '../../src/domain/dates';

// 2024-03-05 is a Tuesday; 21:07 UTC is 00:07 on the 6th in Istanbul (UTC+3).
const instant = new Date('2024-03-05T21:07:00Z');
const local = new Date(2024, 2, 5, 9, 4);

describe('date formats', () => {
  it('English shows YYYY/MM/DD and Turkish DD/MM/YYYY', () => {
    expect(formatDate(local, 'en')).toBe('2024/03/05');
    expect(formatDate(local, 'tr')).toBe('05/03/2024');
  });

  it('date-times add HH:mm on a 24-hour clock', () => {
    expect(formatDateTime(local, 'en')).toBe('2024/03/05 09:04');
    expect(formatDateTime(local, 'tr')).toBe('05/03/2024 09:04');
    expect(formatDateTime(new Date(2024, 2, 5, 21, 30), 'en')).toBe('2024/03/05 21:30');
  });

  it('a time zone moves the wall clock, also across midnight', () => {
    expect(formatDateTime(instant, 'tr', 'Europe/Istanbul')).toBe('06/03/2024 00:07');
    expect(formatDateTime(instant, 'en', 'UTC')).toBe('2024/03/05 21:07');
    expect(formatDateTime(instant, 'en', 'America/New_York')).toBe('2024/03/05 16:07');
    expect(formatDate(instant, 'en', 'Europe/Istanbul')).toBe('2024/03/06');
  });

  it('midnight in a time zone prints 00, not 24', () => {
    expect(formatDateTime(new Date('2024-03-05T21:00:00Z'), 'en', 'Europe/Istanbul')).toBe('2024/03/06 00:00');
  });

  it('accepts ISO strings and timestamps, and prints nothing for invalid values', () => {
    expect(formatDateTime('2024-03-05T21:07:00Z', 'en', 'UTC')).toBe('2024/03/05 21:07');
    expect(formatDateTime(instant.getTime(), 'tr', 'UTC')).toBe('05/03/2024 21:07');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDateTime(undefined, 'tr')).toBe('');
  });

  it('weeks start on Monday, in English too', () => {
    expect(weekStartsOn('en')).toBe(1);
    expect(weekStartsOn('tr')).toBe(1);
    expect(startOfWeek(local, { locale: dateLocale('en') }).getDay()).toBe(1);
    expect(startOfWeek(local, { locale: dateLocale('tr') }).getDay()).toBe(1);
  });

  it('each language has its own date-fns locale', () => {
    expect(dateLocale('en').code).toBe('en-US');
    expect(dateLocale('tr').code).toBe('tr');
  });
});
