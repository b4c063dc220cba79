// The courier and picker program lists' call, declared as reports (src/domain/declaration/report.ts): react-admin's list
// params become the body of POST /staff/{courier|picker}/program/filter; the month defaults to the
// financial month in progress on the user's calendar (26th to 25th, named by the month it ends in).
import { describe, expect, it } from 'vitest';
import courierProgram from '../../resources/staff/courier-program';
import pickerProgram from '../../resources/staff/picker-program';
import { reportBody, reportRow, type ReportOptions } from '../../src/domain/declaration/report';
import { currentFinancialMonth } from '../../src/domain/financialMonth';
import { reportMapping } from '../../src/domain/declaration/reportMapping';
import type { ListParams } from '../../src/domain/declaration/wireParams';
import type { ProgramWorker } from '../../src/domain/workerProgram';

const programs = { courier: courierProgram, picker: pickerProgram };
const programBody = (kind: keyof typeof programs, list: ListParams, options?: ReportOptions) => reportBody(programs[kind], list, options);
const courierProgramMapping = reportMapping({ ...courierProgram, report: courierProgram.report! });
const pickerProgramMapping = reportMapping({ ...pickerProgram, report: pickerProgram.report! });
const programRow = (worker: ProgramWorker) => reportRow(courierProgram.report!, worker as unknown as Record<string, unknown>);

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
