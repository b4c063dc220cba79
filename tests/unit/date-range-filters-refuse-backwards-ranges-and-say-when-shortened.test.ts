// A date range filter's two days, read once for the field and the call: a backwards range is
// refused (never swapped), days after today are left out, a range over the limit keeps its last
// days and says which; the days print in the panel's format (en YYYY/MM/DD, tr DD/MM/YYYY).
import { describe, expect, it } from 'vitest';
import { calendarDay, formatCalendarDay } from '../../src/domain/dates';
import { checkDayRange } from '../../src/domain/validators';

const limits = { maxDays: 92, today: '2026-03-10' };

describe('checking a picked range', () => {
  it('refuses a range whose last day is before its first', () => {
    expect(checkDayRange('2026-03-05', '2026-03-01', limits)).toEqual({ kind: 'backwards' });
  });

  it('has nothing to check until both ends are real days', () => {
    expect(checkDayRange('2026-03-05', '', limits)).toEqual({ kind: 'open' });
    expect(checkDayRange(undefined, '2026-03-01', limits)).toEqual({ kind: 'open' });
    expect(checkDayRange('2026-02-31', '2026-03-01', limits)).toEqual({ kind: 'open' });
  });

  it('keeps a range within the limit as picked, one day included', () => {
    expect(checkDayRange('2026-03-01', '2026-03-01', limits)).toEqual({ kind: 'ok', from: '2026-03-01', to: '2026-03-01', days: 1, shortened: false });
    expect(checkDayRange('2025-12-09', '2026-03-10', limits)).toEqual({ kind: 'ok', from: '2025-12-09', to: '2026-03-10', days: 92, shortened: false });
  });

  it('shortens a longer range to its last 92 days', () => {
    expect(checkDayRange('2025-12-08', '2026-03-10', limits)).toEqual({ kind: 'ok', from: '2025-12-09', to: '2026-03-10', days: 92, shortened: true });
    expect(checkDayRange('2024-01-01', '2025-01-31', limits)).toEqual({ kind: 'ok', from: '2024-11-01', to: '2025-01-31', days: 92, shortened: true });
  });

  it('leaves out the days after today before counting', () => {
    expect(checkDayRange('2026-03-01', '2026-12-31', limits)).toEqual({ kind: 'ok', from: '2026-03-01', to: '2026-03-10', days: 10, shortened: false });
    expect(checkDayRange('2025-11-01', '2026-12-31', limits)).toEqual({ kind: 'ok', from: '2025-12-09', to: '2026-03-10', days: 92, shortened: true });
    expect(checkDayRange('2026-05-01', '2026-05-03', limits)).toEqual({ kind: 'ok', from: '2026-05-01', to: '2026-05-01', days: 1, shortened: false });
  });
});

describe('days in the panel', () => {
  it('print in the language’s date format', () => {
    expect(formatCalendarDay('2025-12-09', 'en')).toBe('2025/12/09');
    expect(formatCalendarDay('2025-12-09', 'tr')).toBe('09/12/2025');
  });

  it('fall in the user’s time zone', () => {
    const lateEvening = new Date('2026-03-10T22:30:00Z');
    expect(calendarDay(lateEvening, 'Europe/Istanbul')).toBe('2026-03-11');
    expect(calendarDay(lateEvening, 'Europe/London')).toBe('2026-03-10');
  });
});
