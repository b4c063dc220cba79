// The date inputs take typing before MUI X's calendar has loaded (LazyPickers.tsx): the text is
// read in the panel's own pattern, English YYYY/MM/DD or Turkish DD/MM/YYYY, times as HH:mm.
import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, DATE_TIME_FORMATS } from '../../src/domain/dates';
import { parseDateText } from '../../src/domain/dateText';

const fields = (date: Date | null | undefined) => date && [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes()];

describe('a typed date', () => {
  it('is read in the language’s order, with any usual separator', () => {
    expect(fields(parseDateText('2024/01/15', DATE_FORMATS.en))).toEqual([2024, 1, 15, 0, 0]);
    expect(fields(parseDateText('15/01/2024', DATE_FORMATS.tr))).toEqual([2024, 1, 15, 0, 0]);
    expect(fields(parseDateText(' 15.1.2024 ', DATE_FORMATS.tr))).toEqual([2024, 1, 15, 0, 0]);
    expect(fields(parseDateText('0099-01-02', DATE_FORMATS.en))).toEqual([99, 1, 2, 0, 0]);
  });

  it('with its time', () => {
    expect(fields(parseDateText('2024/01/15 09:05', DATE_TIME_FORMATS.en))).toEqual([2024, 1, 15, 9, 5]);
    expect(fields(parseDateText('15/01/2024 23.59', DATE_TIME_FORMATS.tr))).toEqual([2024, 1, 15, 23, 59]);
    expect(parseDateText('15/01/2024 24:00', DATE_TIME_FORMATS.tr)).toBeUndefined();
    expect(parseDateText('15/01/2024', DATE_TIME_FORMATS.tr)).toBeUndefined();
  });

  it('is nothing while half typed or not a real day, and null when cleared', () => {
    expect(parseDateText('2024/0', DATE_FORMATS.en)).toBeUndefined();
    expect(parseDateText('2024/02/30', DATE_FORMATS.en)).toBeUndefined();
    expect(parseDateText('2024/13/01', DATE_FORMATS.en)).toBeUndefined();
    expect(parseDateText('01/15/2024', DATE_FORMATS.tr)).toBeUndefined();
    expect(parseDateText('  ', DATE_FORMATS.en)).toBeNull();
  });
});
