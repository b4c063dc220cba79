// A report's series over time (report.series, src/framework/views/charts/ReportSeries.tsx): the
// generated list draws the points its reply carries beside the rows above them, as one labelled
// image (the chart) and the same numbers as a table for screen readers, in the user's language
// (Turkish dates and decimal commas, a grade's letter); a list whose reply carries none shows no
// chart, and a failed call shows no chart beside its error.
import { screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../src/domain/declaration/entry';
import { date, grade, text } from '../../src/domain/declaration/fields';
import ListView from '../../src/framework/views/ListView';
import { authAllowing, renderRoutes, storeTurkishSession } from './support/renderGenerated';

// A throwaway report: nothing here is a real resource of the panel.
const scores = defineResource({
  name: 'test-scores',
  access: { roles: ['dys'] },
  routes: { list: '/test/scores' },
  report: { path: '/test-scores/summary', reply: { rows: 'stores', total: 'totalCount' }, period: { days: { defaultDays: 7 } }, series: { reply: 'overTime', value: 'total' } },
  fields: { warehouseName: text(), total: grade({ sortable: true }), periodFrom: date(), periodTo: date() },
  list: { columns: ['warehouseName', 'total'], filters: ['periodFrom', 'periodTo'], dateRange: { from: 'periodFrom', to: 'periodTo', maxDays: 92 } },
  messages: {
    en: { name: 'Scores', fields: { warehouseName: 'Store', total: 'Score', periodFrom: 'From', periodTo: 'To' }, series: { title: 'Score over time' } },
    tr: { name: 'Puanlar', fields: { warehouseName: 'Mağaza', total: 'Puan', periodFrom: 'Başlangıç', periodTo: 'Bitiş' }, series: { title: 'Zaman içinde puan' } },
  },
});

const rows = [{ id: 'w1', warehouseName: 'Kadıköy', total: 84.5 }];
const week = [
  { from: '2026-02-23', to: '2026-03-01', total: 81.2 },
  { from: '2026-03-02', to: '2026-03-08', total: 90 },
];

const render = (getList: DataProvider['getList'], language: 'en' | 'tr' = 'tr') =>
  renderRoutes(scores, { list: ListView }, { path: '/test/scores', dataProvider: { getList } as unknown as DataProvider, authProvider: authAllowing(['list']), language });

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('a report’s series over time', () => {
  it('is an image named by its title, days and step above the rows, and a table of the same points', async () => {
    storeTurkishSession();
    render(vi.fn(async () => ({ data: rows, total: 1, meta: { overTime: week } })) as unknown as DataProvider['getList']);
    await screen.findByText('Kadıköy', undefined, { timeout: 5000 });
    expect(await screen.findByRole('heading', { name: 'Zaman içinde puan' })).toBeTruthy();
    const image = screen.getByRole('img', { name: 'Zaman içinde puan, 23/02/2026 – 08/03/2026, son günden geriye sayılan her hafta için bir nokta' });
    // above the rows
    expect(image.compareDocumentPosition(screen.getByText('Kadıköy')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const table = screen.getByRole('table', { name: image.getAttribute('aria-label')! });
    const lines = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('[role="rowheader"], [role="cell"], [role="columnheader"]')].map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['Günler', 'Puan'],
      ['23/02/2026\u00a0– 01/03/2026', '81,2 (B)'],
      ['02/03/2026\u00a0– 08/03/2026', '90,0 (A)'],
    ]);
  });

  it('says a point per day in English, and leaves out a day without a value from the line but not from the table', async () => {
    render(
      vi.fn(async () => ({
        data: rows,
        total: 1,
        meta: { overTime: [{ from: '2026-03-07', to: '2026-03-07', total: 95.04 }, { from: '2026-03-08', to: '2026-03-08', total: null }] },
      })) as unknown as DataProvider['getList'],
      'en',
    );
    const image = await screen.findByRole('img', { name: 'Score over time, 2026/03/07 – 2026/03/08, one point per day' }, { timeout: 5000 });
    const table = screen.getByRole('table', { name: image.getAttribute('aria-label')! });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['2026/03/07', '2026/03/08']);
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['95.0 (A+)', '–']);
  });

  it('is not drawn when the reply has no point, nor beside a failed call', async () => {
    const { unmount } = render(vi.fn(async () => ({ data: rows, total: 1 })) as unknown as DataProvider['getList'], 'en');
    await screen.findByText('Kadıköy', undefined, { timeout: 5000 });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Score over time' })).toBeNull();
    unmount();
    // react-admin logs the failed call; the list says it on screen
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(vi.fn(async () => Promise.reject(new Error('gateway down'))) as unknown as DataProvider['getList'], 'en');
    await waitFor(() => expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy(), { timeout: 5000 });
    expect(screen.queryByRole('img')).toBeNull();
  });
});
