// A number field that declares `decimals` shows exactly that many on every row (a rating's 5.00
// beside 4.97), rounded, in the panel's language; without it, a value shows the decimals it has. A
// `signed` field (a change: a stock movement, an equipment right given or taken) shows a gain's sign too.
import { describe, expect, it } from 'vitest';
import { displayNumber } from '../../src/framework/views/fields/format';
import courierProgram from '../../resources/staff/courier-program';
import staffStats from '../../resources/staff/staff-stats';
import stockMovements from '../../resources/inventory/stock-movements';

describe('a column of numbers', () => {
  it('shows the declared decimals on every value, in English and Turkish', () => {
    expect([5, 4.97, 4.5].map((rating) => displayNumber(rating, 'en', 2))).toEqual(['5.00', '4.97', '4.50']);
    expect([5, 4.97, 4.5].map((rating) => displayNumber(rating, 'tr', 2))).toEqual(['5,00', '4,97', '4,50']);
    expect(displayNumber(172.25, 'en', 1)).toBe('172.3');
    expect(displayNumber(12345.6, 'tr', 1)).toBe('12.345,6');
  });

  it('shows a value as it is where the field declares no decimals', () => {
    expect(displayNumber(5, 'en')).toBe('5');
    expect(displayNumber(4.975, 'en')).toBe('4.975');
  });

  it('shows a change with its sign, a gain too, and zero bare', () => {
    expect([3, -1, 0].map((change) => displayNumber(change, 'en', undefined, true))).toEqual(['+3', '-1', '0']);
    expect(displayNumber(-12345, 'tr', undefined, true)).toBe('-12.345');
    expect(displayNumber(3, 'en')).toBe('3');
    const signed = (fields: Record<string, { kind: string; signed?: boolean }>, name: string) => fields[name].signed;
    expect(signed(stockMovements.fields, 'quantity')).toBe(true);
  });

  it('is declared for the ratings, hours and percentages of the staff screens', () => {
    const decimals = (fields: Record<string, { kind: string; decimals?: number }>, name: string) => fields[name].decimals;
    expect(decimals(courierProgram.fields, 'rating')).toBe(2);
    expect(decimals(courierProgram.fields, 'hoursWorked')).toBe(1);
    expect(decimals(staffStats.fields, 'rating')).toBe(2);
    expect(decimals(staffStats.fields, 'latePercent')).toBe(1);
  });
});
