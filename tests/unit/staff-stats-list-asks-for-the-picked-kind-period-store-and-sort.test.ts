// /staff/stats is POST /staff/stats: the couriers/pickers switch, the period picked in the user's
// zone (clamped like the order lists'), the store, the sort by any figure of the kind and the page
// become its body; its reply becomes flat rows; the columns follow the switch. All of it from the
// declaration's `report` (src/domain/declaration/report.ts), with no code of its own.
import type { GetListParams } from 'ra-core';
import { describe, expect, it } from 'vitest';
import staffStats from '../../resources/staff/staff-stats';
import { STAFF_STATS_COLUMNS, type StaffStatsReply } from '../../src/domain/staffStats';
import { reportBody } from '../../src/domain/declaration/report';
import { reportMapping } from '../../src/domain/declaration/reportMapping';
import { listColumns } from '../../src/framework/views/listColumns';
import type { ResourceEntry } from '../../src/framework/types';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const options = { now: NOW, timeZone: 'Europe/Istanbul' };
const staffStatsBody = (list: GetListParams, over: typeof options) => reportBody(staffStats, list, over);
const staffStatsMapping = reportMapping({ ...staffStats, report: staffStats.report! });
const params = (over: Partial<GetListParams> = {}): GetListParams => ({
  filter: { kind: 1 },
  sort: { field: 'deliveries', order: 'DESC' },
  pagination: { page: 1, perPage: 25 },
  ...over,
});

describe('the body', () => {
  it('asks for couriers over the last 7 days by default, sorted by the figure, first page', () => {
    expect(staffStatsBody(params(), options)).toEqual({
      kind: 'courier',
      startDate: new Date(NOW.getTime() - 7 * DAY).toISOString(),
      endDate: NOW.toISOString(),
      warehouseIds: undefined,
      sort: { field: 'deliveries', order: -1 },
      limit: 25,
      offset: 0,
    });
  });

  it('asks for pickers of a store over the picked days at midnight in the user’s zone, a later page', () => {
    const body = staffStatsBody(
      params({ filter: { kind: 2, periodFrom: '2026-03-01', periodTo: '2026-03-03', warehouseId: 'w1' }, sort: { field: 'avgPickMinutes', order: 'ASC' }, pagination: { page: 3, perPage: 50 } }),
      options,
    );
    expect(body).toMatchObject({
      kind: 'picker',
      startDate: '2026-02-28T21:00:00.000Z',
      endDate: '2026-03-03T21:00:00.000Z',
      warehouseIds: ['w1'],
      sort: { field: 'avgPickMinutes', order: 1 },
      limit: 50,
      offset: 100,
    });
  });

  it('sorts by name when the kept sort is a figure of the other kind, and never swaps a backwards pick', () => {
    expect(staffStatsBody(params({ filter: { kind: 2 } }), options).sort).toEqual({ field: 'name', order: -1 });
    const backwards = staffStatsBody(params({ filter: { kind: 1, periodFrom: '2026-03-05', periodTo: '2026-03-01' } }), options);
    expect(backwards.startDate).toBe(new Date(NOW.getTime() - 7 * DAY).toISOString());
  });

  it('keeps the last 92 days of a longer pick', () => {
    const body = staffStatsBody(params({ filter: { kind: 1, periodFrom: '2025-01-01', periodTo: '2026-03-09' } }), options);
    expect(new Date(body.endDate!).getTime() - new Date(body.startDate!).getTime()).toBe(92 * DAY);
  });
});

describe('the reply', () => {
  it('becomes one flat row per person with the store beside the figures', () => {
    const reply: StaffStatsReply = {
      people: [{ _id: 'c1', name: 'Ada', warehouse: { _id: 'w1', name: 'Kadıköy' }, deliveries: 3, avgDeliveryMinutes: 19, rating: 4, latePercent: 33.3, utilisationPercent: 15.3 }],
      totalCount: 41,
    };
    expect(staffStatsMapping.getList!.response(reply, params())).toEqual({
      data: [{ id: 'c1', name: 'Ada', warehouse: { _id: 'w1', name: 'Kadıköy' }, warehouseId: 'w1', warehouseName: 'Kadıköy', deliveries: 3, avgDeliveryMinutes: 19, rating: 4, latePercent: 33.3, utilisationPercent: 15.3 }],
      total: 41,
    });
  });
});

describe('the columns', () => {
  const entry = staffStats as unknown as ResourceEntry;
  it('follow the couriers/pickers switch, couriers when nothing is picked', () => {
    expect(listColumns(entry, { kind: 1 })).toEqual(STAFF_STATS_COLUMNS[1]);
    expect(listColumns(entry, { kind: 2 })).toEqual(['name', 'warehouseName', 'picks', 'avgPickMinutes', 'missingItems']);
    expect(listColumns(entry, {})).toEqual(STAFF_STATS_COLUMNS[1]);
  });
});
