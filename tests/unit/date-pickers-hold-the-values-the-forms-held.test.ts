// The pickers work on Dates showing a wall clock; the forms keep what they held with the browser's
// inputs: `YYYY-MM-DD` days and, for datetimes, the ISO instant of the chosen zone's wall clock.
import { describe, expect, it } from 'vitest';
import {
  dayToPicker,
  instantToPicker,
  pickerToDay,
  pickerToInstant,
} from '../../src/framework/views/fields/pickers/pickerValues';

describe('date picker values', () => {
  it('reads and writes days as YYYY-MM-DD', () => {
    const date = dayToPicker('2024-03-05');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([2024, 2, 5]);
    expect(pickerToDay(date)).toBe('2024-03-05');
    expect(dayToPicker('')).toBeNull();
    expect(pickerToDay(null)).toBeNull();
    // Half typed: nothing to hold yet.
    expect(pickerToDay(new Date(Number.NaN))).toBeUndefined();
  });

  it('shows an instant as the chosen zone wall clock and sends it back as the instant', () => {
    const shown = instantToPicker('2024-03-05T21:07:00Z', 'Europe/Istanbul');
    expect([shown?.getDate(), shown?.getHours(), shown?.getMinutes()]).toEqual([6, 0, 7]);
    expect(pickerToInstant(shown, 'Europe/Istanbul')).toBe('2024-03-05T21:07:00.000Z');
    expect(pickerToInstant(new Date(2024, 0, 1, 9, 30), 'Asia/Tokyo')).toBe('2024-01-01T00:30:00.000Z');
    expect(instantToPicker(null, 'Europe/Istanbul')).toBeNull();
    expect(pickerToInstant(null)).toBeNull();
  });
});
