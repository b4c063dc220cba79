// The courier and picker program lists' call (src/domain/workerProgramCall.ts): react-admin's list
// params become the body of POST /staff/{courier|picker}/program/filter; the month defaults to the
// financial month in progress on the user's calendar (26th to 25th, named by the month it ends in).
import { describe, expect, it } from 'vitest';
import { currentFinancialMonth, courierProgramMapping, pickerProgramMapping, programBody, programRow } from '../../src/domain/workerProgramCall';

const params = (filter: Record<string, unknown>, sort: { field: string; order: 'ASC' | 'DESC' } = { field: 'score', order: 'DESC' }) => ({
  filter,
  sort,
  pagination: { page: 2, perPage: 25 },
});

describe('program list bodies', () => {
  it('ask for the picked month, store, tier, name, sort and page', () => {
    expect(programBody('courier', params({ month: '2026-10', warehouseId: 'w1', tier: 2, q: '  ayşe ' }, { field: 'rating', order: 'ASC' }))).toEqual({
      month: '2026-10',
      warehouseIds: ['w1'],
      tiers: [2],
      search: 'ayşe',
      sort: { field: 'rating', order: 1 },
      limit: 25,
      offset: 25,
    });
  });

  it('default to the month in progress in the user’s time zone, and leave out what is not picked', () => {
    // 25 November 22:30 UTC is already the 26th in Istanbul: the December financial month there
    const now = new Date('2026-11-25T22:30:00Z');
    expect(currentFinancialMonth(now, 'Europe/Istanbul')).toBe('2026-12');
    expect(currentFinancialMonth(now, 'Europe/London')).toBe('2026-11');
    expect(programBody('picker', params({ month: 'bad', tier: 9, q: '' }), { now, timeZone: 'Europe/Istanbul' })).toEqual({
      month: '2026-12',
      warehouseIds: undefined,
      tiers: undefined,
      search: undefined,
      sort: { field: 'score', order: -1 },
      limit: 25,
      offset: 25,
    });
  });

  it('sort a kind only by its own figures (a courier figure kept across screens sorts by score)', () => {
    expect(programBody('picker', params({}, { field: 'deliveries', order: 'ASC' })).sort).toEqual({ field: 'score', order: 1 });
    expect(programBody('picker', params({}, { field: 'picks', order: 'DESC' })).sort).toEqual({ field: 'picks', order: -1 });
  });

  it('go to each program’s own path and come back as flat rows', () => {
    const list = params({ month: '2026-10' });
    expect(courierProgramMapping.getList!.request(list).path).toBe('/staff/courier/program/filter');
    expect(pickerProgramMapping.getList!.request(list).path).toBe('/staff/picker/program/filter');
    const row = programRow({
      _id: 'p1',
      name: 'Ada',
      warehouse: { _id: 'w1', name: 'Şişli' },
      tier: 1,
      previousTier: 2,
      change: 'up',
      score: 91,
      previousScore: 85,
      hoursWorked: 150,
      metrics: { hoursWorked: 150, picks: 1800 },
      parts: [],
      bonus: { amount: 1500, currency: 'TRY' },
    });
    expect(row).toMatchObject({ id: 'p1', warehouseId: 'w1', warehouseName: 'Şişli', tier: 1, previousTier: 2, change: 'up', picks: 1800, bonus: 1500, bonusCurrency: 'TRY' });
  });
});
