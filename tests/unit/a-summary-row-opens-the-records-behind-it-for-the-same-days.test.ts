// list.rowLink (src/framework/views/rowLink.ts): a summary row opens the other list filtered to the
// row's values and the summary's days, picked or default (src/framework/views/period/periodDefaults.ts),
// sorted as declared; a report over days opens on its last days, today included, on the user's
// calendar, and offers quick periods ending today (src/framework/views/period/DayPresets.tsx).
import { describe, expect, it } from 'vitest';
import dtsSummary from '../../resources/performance/dts-summary';
import { PENALTY_SUMMARY_DEFAULT_DAYS } from '../../src/domain/dys/penaltySummary';
import { defaultDayRange } from '../../src/framework/views/period/periodDefaults';
import { presetDays } from '../../src/framework/views/period/DayPresets';
import { rowLinkPath } from '../../src/framework/views/rowLink';
import type { ResourceEntry } from '../../src/framework/types';

const entry = dtsSummary as ResourceEntry;
const link = entry.list!.rowLink!;
// 23:30 UTC on 1 March: already 2 March in Istanbul (UTC+3), still 1 March in London
const now = new Date('2026-03-01T23:30:00Z');
const opened = (path: string) => {
  const url = new URL(path, 'http://panel');
  return { path: url.pathname, filter: JSON.parse(url.searchParams.get('filter')!), sort: url.searchParams.get('sort'), order: url.searchParams.get('order') };
};

describe('a summary row', () => {
  it('opens the DTS list of that store for the picked days, the costliest first', () => {
    const path = rowLinkPath(entry, link, { id: 'w1', warehouseName: 'Maltepe' }, { periodFrom: '2026-02-01', periodTo: '2026-02-10' }, 'Europe/Istanbul', now);
    expect(opened(path)).toEqual({
      path: '/dys/dts/list',
      filter: { warehouseId: 'w1', periodFrom: '2026-02-01', periodTo: '2026-02-10' },
      sort: 'penalty',
      order: 'DESC',
    });
  });

  it('takes the summary\'s default days when none are picked, on the user\'s calendar', () => {
    expect(opened(rowLinkPath(entry, link, { id: 'w1' }, {}, 'Europe/Istanbul', now)).filter).toEqual({ warehouseId: 'w1', periodFrom: '2026-02-01', periodTo: '2026-03-02' });
    expect(opened(rowLinkPath(entry, link, { id: 'w1' }, { periodFrom: '' }, 'Europe/London', now)).filter).toEqual({ warehouseId: 'w1', periodFrom: '2026-01-31', periodTo: '2026-03-01' });
  });

  it('leaves out a filter the row has no value for', () => {
    expect(opened(rowLinkPath(entry, link, { id: null }, {}, 'Europe/Istanbul', now)).filter).not.toHaveProperty('warehouseId');
  });
});

describe('a report over days', () => {
  it(`opens on its last ${PENALTY_SUMMARY_DEFAULT_DAYS} days, today included`, () => {
    expect(defaultDayRange(entry, 'Europe/Istanbul', now)).toEqual({ periodFrom: '2026-02-01', periodTo: '2026-03-02' });
  });

  it('offers quick periods ending today, the default among them', () => {
    expect(presetDays(7, 'Europe/Istanbul', now)).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(presetDays(90, 'Europe/London', now)).toEqual({ from: '2025-12-02', to: '2026-03-01' });
    const period = entry.report!.period as { days: { defaultDays: number; presets: readonly number[] } };
    expect(period.days.presets).toContain(period.days.defaultDays);
    const opened = defaultDayRange(entry, 'Europe/Istanbul', now);
    expect(presetDays(period.days.defaultDays, 'Europe/Istanbul', now)).toEqual({ from: opened.periodFrom, to: opened.periodTo });
  });

  it('gives no days to a list that is not a report over days', async () => {
    const vehicles = (await import('../../resources/fleet/vehicles')).default as ResourceEntry;
    expect(defaultDayRange(vehicles, 'Europe/Istanbul', now)).toEqual({});
  });
});
