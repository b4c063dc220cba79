import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import orderStats from '../../resources/commercial/order-stats';
import type { CountGroupType, CountKind, OrderCountSeries } from '../../src/domain/orders';
import { orderI18n } from './support/orderI18n';
import { SummaryBreakdown } from '../../src/framework/views/summary/SummaryBreakdown';
import { SummaryCards } from '../../src/framework/views/summary/SummaryCards';
import { SummaryChart } from '../../src/framework/views/summary/SummaryChart';
import { mergeCounts, type CountReplies } from '../../src/screens/orderStats/series';
import { countsReply, type CountsQuery } from '../../src/screens/orderStats/source';
import { lightTheme } from '../../src/theme';

type Language = 'en' | 'tr';

// the page's own summary declaration, drawn by the framework's parts
const summary = orderStats.summary!;
const PAGE = 'order-stats';

/** The summary's reply for these count replies, as the order-counts source makes it. */
function reply(counts: CountReplies, language: Language) {
  const table = mergeCounts(counts);
  return countsReply(table, { groupType: table.groupType } as CountsQuery, { from: 0, to: 0 }, { language });
}

// the panel's catalogues: the page's own texts and the framework's (its summary's words)
const i18n = (language: Language) => orderI18n(language);

/** Replies as the gateway sends them: store counts with their total, averages with two decimals. */
function replies(groupType: CountGroupType, dates: string[], store: Record<CountKind, number[]>, average: Record<CountKind, number[]>): CountReplies {
  const series = (counts: number[], extra: Partial<OrderCountSeries>): OrderCountSeries => ({
    data: dates.map((date, index) => ({ date, startDate: new Date(Date.parse(`${date.length === 7 ? `${date}-01` : date.slice(0, 10)}T00:00:00Z`) + index).toISOString(), count: counts[index]! })),
    groupType,
    ...extra,
  });
  const pair = (kind: CountKind) => ({
    store: series(store[kind], { total: store[kind].reduce((a, b) => a + b, 0) }),
    average: series(average[kind], { warehouseCount: 3 }),
  });
  return { successful: pair('successful'), missed: pair('missed'), potential: pair('potential') };
}

const DAYS = replies(
  'day',
  ['2026-03-01', '2026-03-02'],
  { successful: [1200, 3], missed: [15, 0], potential: [1215, 3] },
  { successful: [1000.5, 2.33], missed: [10.25, 0.67], potential: [1010.75, 3] },
);

function renderIn(language: Language, node: React.ReactNode) {
  localStorage.setItem('language', language);
  return render(
    <AdminContext i18nProvider={i18n(language)} store={memoryStore()} theme={lightTheme}>
      {node}
    </AdminContext>,
  );
}

/** The table's cells row by row, headers first. */
function cells(): string[][] {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('the order statistics table', () => {
  it('shows each day with the store and the per-store average of each kind, and the totals (English)', () => {
    renderIn('en', <SummaryBreakdown page={PAGE} summary={summary} reply={reply(DAYS, 'en')} caption="Orders per day at Kadıköy" />);
    expect(screen.getByRole('table', { name: 'Orders per day at Kadıköy' })).toBeInTheDocument();
    expect(cells()).toEqual([
      ['Period', 'Successful', 'Missed', 'Potential'],
      ['This store', 'Average', 'This store', 'Average', 'This store', 'Average'],
      ['2026/03/01', '1200', '1000.5', '15', '10.25', '1215', '1010.75'],
      ['2026/03/02', '3', '2.33', '0', '0.67', '3', '3'],
      ['Total', '1203', '1002.83', '15', '10.92', '1218', '1013.75'],
    ]);
    expect(screen.getByRole('columnheader', { name: 'Successful' })).toHaveAttribute('scope', 'colgroup');
    expect(screen.getByRole('rowheader', { name: '2026/03/01' })).toBeInTheDocument();
  });

  it('speaks Turkish, dates and decimals included', () => {
    renderIn('tr', <SummaryBreakdown page={PAGE} summary={summary} reply={reply(DAYS, 'tr')} caption="Kadıköy" />);
    expect(cells()).toEqual([
      ['Dönem', 'Başarılı', 'Kaçan', 'Potansiyel'],
      ['Bu mağaza', 'Ortalama', 'Bu mağaza', 'Ortalama', 'Bu mağaza', 'Ortalama'],
      ['01/03/2026', '1200', '1000,5', '15', '10,25', '1215', '1010,75'],
      ['02/03/2026', '3', '2,33', '0', '0,67', '3', '3'],
      ['Toplam', '1203', '1002,83', '15', '10,92', '1218', '1013,75'],
    ]);
  });

  it('labels hours, weeks and months in each language', () => {
    const zero = { successful: [0], missed: [0], potential: [0] };
    const first = (language: Language, groupType: CountGroupType, date: string) => {
      const view = renderIn(language, <SummaryBreakdown page={PAGE} summary={summary} reply={reply(replies(groupType, [date], zero, zero), language)} caption="t" />);
      const label = cells()[2]![0];
      view.unmount();
      return label;
    };
    expect(first('en', 'hour', '2026-03-01T14:00')).toBe('2026/03/01 14:00');
    expect(first('tr', 'hour', '2026-03-01T14:00')).toBe('01/03/2026 14:00');
    expect(first('en', 'week', '2026-03-02')).toBe('2026/03/02\u00a0– 2026/03/08');
    expect(first('tr', 'week', '2026-03-02')).toBe('02/03/2026\u00a0– 08/03/2026');
    expect(first('en', 'month', '2026-03')).toBe('March 2026');
    expect(first('tr', 'month', '2026-03')).toBe('Mart 2026');
  });
});

describe('the summary cards and the chart', () => {
  it('total each kind beside its average, with the success rate', () => {
    renderIn('en', <SummaryCards page={PAGE} summary={summary} reply={reply(DAYS, 'en')} />);
    const card = (name: string) => screen.getByRole('heading', { name }).parentElement!.textContent;
    expect(card('Successful')).toBe('Successful1203Per-store average: 1002.8320% above average');
    expect(card('Missed')).toBe('Missed15Per-store average: 10.9237.4% above average');
    expect(card('Success rate')).toBe('Success rate98.8%Per-store average: 98.9%');
  });

  it('in Turkish too', () => {
    renderIn('tr', <SummaryCards page={PAGE} summary={summary} reply={reply(DAYS, 'tr')} />);
    expect(screen.getByRole('heading', { name: 'Kaçan' }).parentElement!.textContent).toBe('Kaçan15Mağaza başına ortalama: 10,92Ortalamanın %37,4 üstünde');
  });

  it('draws a solid line per kind and a dashed average beside each, named as one image', async () => {
    const { container } = renderIn('en', <SummaryChart page={PAGE} summary={summary} reply={reply(DAYS, 'en')} label="Orders per day" />);
    expect(screen.getByRole('img', { name: 'Orders per day' })).toBeInTheDocument();
    // the drawing (@mui/x-charts) loads with the first chart
    await waitFor(() => expect(container.querySelector('path[data-series="successful"]')).not.toBeNull());
    for (const kind of ['successful', 'missed', 'potential']) {
      expect(container.querySelectorAll(`path[data-series="${kind}"]`)).toHaveLength(1);
      expect(container.querySelector(`path[data-series="${kind}"]`)?.getAttribute('stroke-dasharray')).toBeNull();
      expect(container.querySelector(`path[data-series="${kind}-average"]`)?.getAttribute('stroke-dasharray')).toBe('6 4');
    }
    expect(screen.getByRole('button', { name: 'Per-store average (dashed)' })).toHaveAttribute('aria-pressed', 'true');
    // the legend hides a kind and its average
    fireEvent.click(screen.getByRole('button', { name: 'Missed' }));
    expect(screen.getByRole('button', { name: 'Missed' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(container.querySelector('[data-series="missed"]')).toBeNull());
    expect(container.querySelector('[data-series="missed-average"]')).toBeNull();
    expect(container.querySelector('[data-series="successful"]')).not.toBeNull();
  });
});
