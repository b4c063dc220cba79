// The framework's summary from its declaration alone: the store picker kept in the address (the
// first store in the user's alphabet until one is picked), a card per store with its point as a
// letter grade, a breakdown with grades and shares, the empty state, and a failed reply said with
// a retry that asks again. The source is a test's own (the framework's seam, SummarySource): the
// order statistics' source and its gateway replies are tested in the order-stats files.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { definePage } from '../../src/domain/declaration/entry';
import { grade, number, text } from '../../src/domain/declaration/fields';
import { defineSummary } from '../../src/domain/declaration/summary';
import { letterGrade } from '../../src/domain/grades';
import type { SummaryReply, SummarySource } from '../../src/framework/views/summary/source';
import SummaryView from '../../src/framework/views/summary/SummaryView';
import type { ScreenCatalogue } from '../../src/framework/types';
import { lightTheme } from '../../src/theme';
import { orderI18n } from './support/orderI18n';
import { noCalls, WithTransport } from './support/fakeTransport';

const page = definePage({
  name: 'test-scores',
  path: '/test/scores',
  access: { roles: ['dys'] },
  summary: defineSummary({
    source: 'order-counts',
    store: { param: 'store' },
    fields: { storeName: text(), point: grade(), previous: grade(), share: number({ percent: true }), orders: number({ integer: true }) },
    texts: { error: 'error', empty: 'empty' },
    cards: { title: 'cards', rowTitle: 'storeName', figures: [{ value: 'point' }, { value: 'previous' }, { value: 'share' }] },
    breakdown: { title: 'table', caption: 'caption', rowHeader: 'storeName', rowHeaderLabel: 'fields.storeName', columns: [{ value: 'point' }, { value: 'share' }, { value: 'orders' }] },
  }),
});

const MESSAGES = {
  pages: {
    'test-scores': {
      title: 'Scores',
      fields: { storeName: 'Store', point: 'Point', previous: 'Last period', share: 'On time', orders: 'Orders' },
      cards: 'Stores',
      table: 'By store',
      caption: 'Scores at %{store}',
      empty: 'No score yet',
      error: 'The scores could not be loaded',
    },
  },
};

// the stores as GET /warehouses lists them (by bytes: Ş after Z)
const STORES = [
  { id: 'w-a', name: 'Ataşehir' },
  { id: 'w-z', name: 'Zeytinburnu' },
  { id: 'w-s', name: 'Şişli' },
];

const ROWS = [
  { id: 'w-a', storeName: 'Ataşehir', point: 96.5, previous: 'B+', share: 0.915, orders: 12840 },
  { id: 'w-s', storeName: 'Şişli', point: 58, previous: 'D', share: 0.5, orders: 310 },
];

function renderSummary(load: SummarySource<{ store: string }>['load'], language: 'en' | 'tr' = 'en', initial = '/test/scores') {
  const source: SummarySource<{ store: string }> = {
    params: [],
    query: (_, context) => ({ store: context.store!.id }),
    key: (query) => [query.store],
    load,
  };
  const catalogue = { summarySources: { 'order-counts': async () => ({ default: source }) } } as unknown as ScreenCatalogue;
  const dataProvider = testDataProvider({ getList: (async () => ({ data: STORES, total: STORES.length })) as never });
  let location = '';
  function Where() {
    location = useLocation().search;
    return null;
  }
  localStorage.setItem('language', language);
  render(
    <MemoryRouter initialEntries={[initial]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={orderI18n(language, MESSAGES)} store={memoryStore()} theme={lightTheme}>
        <WithTransport transport={noCalls()}>
          <SummaryView entry={page} catalogue={catalogue} />
          <Where />
        </WithTransport>
      </AdminContext>
    </MemoryRouter>,
  );
  return { where: () => location };
}

describe('a declared summary', () => {
  it('opens on the first store in the user’s alphabet, draws a card per store with its letter, and keeps a picked store in the address', async () => {
    const load = vi.fn(async (query: { store: string }): Promise<SummaryReply> => ({ rows: ROWS, cards: ROWS, args: { store: query.store } }));
    const { where } = renderSummary(load, 'tr');
    // Ataşehir < Şişli < Zeytinburnu in Turkish
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(load.mock.calls[0]![0]).toEqual({ store: 'w-a' });
    const card = (await screen.findByRole('heading', { name: 'Ataşehir' })).parentElement!;
    expect(card.textContent).toBe('AtaşehirA+ · 96,5Last periodB+On time%91,5');
    expect(screen.getByRole('heading', { name: 'Şişli' }).parentElement!.textContent).toBe('ŞişliF · 58Last periodDOn time%50');
    expect(letterGrade(96.5)).toBe('A+');

    const cells = within(screen.getByRole('table', { name: 'Scores at Ataşehir' }))
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Store', 'Point', 'On time', 'Orders'],
      ['Ataşehir', 'A+ · 96,5', '%91,5', '12.840'],
      ['Şişli', 'F · 58', '%50', '310'],
    ]);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Mağaza' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Ataşehir', 'Şişli', 'Zeytinburnu']);
    fireEvent.click(screen.getByRole('option', { name: 'Zeytinburnu' }));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ store: 'w-z' }, expect.anything(), expect.anything(), expect.anything()));
    expect(where()).toBe('?store=w-z');
  });

  it('says when there is nothing, and says what failed with a retry that asks again', async () => {
    let fail = true;
    const load = vi.fn(async (_query: { store: string }): Promise<SummaryReply> => {
      if (fail) throw Object.assign(new Error('The server ran into a problem (error 500).'), { status: 400 });
      return { rows: [], cards: [] };
    });
    renderSummary(load, 'en', '/test/scores?store=w-s');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The scores could not be loaded');
    expect(load.mock.calls[0]![0]).toEqual({ store: 'w-s' });
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('No score yet');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
