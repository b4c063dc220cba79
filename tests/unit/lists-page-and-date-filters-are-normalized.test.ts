import { describe, expect, it } from 'vitest';
import { DEFAULT_PER_PAGE, PAGE_SIZES, clampDateRange, normalizePagination } from '../../src/domain/validators';

describe('pagination', () => {
  it('offers the spec page sizes and defaults to 25', () => {
    expect([...PAGE_SIZES]).toEqual([10, 25, 50, 100]);
    expect(normalizePagination({})).toEqual({ page: 1, perPage: DEFAULT_PER_PAGE });
    expect(DEFAULT_PER_PAGE).toBe(25);
  });

  it.each([
    [0, 1],
    [-3, 1],
    [2.7, 2],
    ['3', 3],
    ['abc', 1],
    [Number.POSITIVE_INFINITY, 1],
    [null, 1],
  ])('turns page %s into %s', (page, expected) => {
    expect(normalizePagination({ page, perPage: 10 }).page).toBe(expected);
  });

  it.each([
    [10, 10],
    ['100', 100],
    [5, 10],
    [17, 10],
    [18, 25],
    [37, 25],
    [38, 50],
    [75, 50],
    [76, 100],
    [1000, 100],
    [0, 25],
    [-10, 25],
    [Number.NaN, 25],
    ['', 25],
    [undefined, 25],
  ])('turns perPage %s into %s', (perPage, expected) => {
    expect(normalizePagination({ page: 1, perPage }).perPage).toBe(expected);
  });
});

describe('date range clamping', () => {
  const day = 24 * 60 * 60 * 1000;
  const at = (iso: string) => new Date(iso);

  it('leaves a range inside the limits alone and returns Dates', () => {
    const range = clampDateRange({ start: '2024-03-01T00:00:00Z', end: '2024-03-05T00:00:00Z' }, { maxDays: 31 });
    expect(range).toEqual({ start: at('2024-03-01T00:00:00Z'), end: at('2024-03-05T00:00:00Z') });
  });

  it('swaps a reversed range', () => {
    const range = clampDateRange({ start: at('2024-03-05T00:00:00Z'), end: at('2024-03-01T00:00:00Z') }, { maxDays: 31 });
    expect(range).toEqual({ start: at('2024-03-01T00:00:00Z'), end: at('2024-03-05T00:00:00Z') });
  });

  it('keeps the end and moves the start when the range is too long', () => {
    const range = clampDateRange({ start: '2024-01-01T00:00:00Z', end: '2024-03-01T00:00:00Z' }, { maxDays: 7 });
    expect(range.end).toEqual(at('2024-03-01T00:00:00Z'));
    expect(range.start).toEqual(at('2024-02-23T00:00:00Z'));
  });

  it('allows a span of exactly maxDays', () => {
    const range = clampDateRange({ start: '2024-03-01T00:00:00Z', end: '2024-03-08T00:00:00Z' }, { maxDays: 7 });
    expect(range.end.getTime() - range.start.getTime()).toBe(7 * day);
    expect(range.start).toEqual(at('2024-03-01T00:00:00Z'));
  });

  it('clamps both ends into the bounds', () => {
    const range = clampDateRange(
      { start: '2023-12-01T00:00:00Z', end: '2024-04-01T00:00:00Z' },
      { maxDays: 365, min: '2024-01-01T00:00:00Z', max: at('2024-03-15T12:00:00Z') },
    );
    expect(range).toEqual({ start: at('2024-01-01T00:00:00Z'), end: at('2024-03-15T12:00:00Z') });
  });

  it('applies maxDays after the bounds, so the start moves up to the clamped end', () => {
    const range = clampDateRange(
      { start: '2024-01-01T00:00:00Z', end: '2024-12-31T00:00:00Z' },
      { maxDays: 2, max: '2024-06-10T00:00:00Z' },
    );
    expect(range).toEqual({ start: at('2024-06-08T00:00:00Z'), end: at('2024-06-10T00:00:00Z') });
  });

  it('collapses a range wholly after the bounds onto the latest allowed instant', () => {
    const range = clampDateRange({ start: '2025-01-01', end: '2025-02-01' }, { maxDays: 31, max: '2024-06-10T00:00:00Z' });
    expect(range).toEqual({ start: at('2024-06-10T00:00:00Z'), end: at('2024-06-10T00:00:00Z') });
  });

  it('refuses invalid dates and limits', () => {
    expect(() => clampDateRange({ start: 'not a date', end: '2024-01-01' }, { maxDays: 7 })).toThrow(RangeError);
    expect(() => clampDateRange({ start: '2024-01-01', end: '2024-01-02' }, { maxDays: 0 })).toThrow(RangeError);
    expect(() =>
      clampDateRange({ start: '2024-01-01', end: '2024-01-02' }, { maxDays: 7, min: '2024-02-01', max: '2024-01-01' }),
    ).toThrow(RangeError);
  });
});
