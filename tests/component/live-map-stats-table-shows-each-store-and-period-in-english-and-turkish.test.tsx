import { fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { httpErrorFrom } from '../../dataProvider/errors';
import liveMap from '../../resources/map/live-map';
import { enumMessages } from '../../src/domain/enums';
import type { FranchiseStats, StatsPeriod } from '../../src/domain/orders';
import en from '../../src/i18n/en';
import { withSections } from '../../src/i18n/sections';
import tr from '../../src/i18n/tr';
import { MESSAGE_SECTIONS } from '../../src/messageSections';
import { StatsTable } from '../../src/screens/liveMap/stats/StatsTable';
import type { PeriodStats } from '../../src/screens/liveMap/stats/useFranchiseStats';
import { lightTheme } from '../../src/theme';

const catalogues = { en, tr };

function i18n(language: 'en' | 'tr') {
  const messages = withSections(
    { ...catalogues[language], ...enumMessages(language), pages: { 'live-map': liveMap.messages![language] } },
    MESSAGE_SECTIONS,
    language,
  );
  return polyglotI18nProvider(() => messages, language);
}

function reply(period: StatsPeriod, seed: number): FranchiseStats {
  return {
    period,
    startDate: '2026-03-01T21:00:00.000Z',
    endDate: '2026-03-02T21:00:00.000Z',
    total: { successfulOrder: seed * 10 + 3, missedOrder: seed + 1, redBasket: seed },
    warehouses: [
      { _id: 'w1', name: 'Kadıköy', successfulOrder: seed * 10, missedOrder: seed, redBasket: 0 },
      { _id: 'w2', name: 'Maltepe', successfulOrder: 3, missedOrder: 1, redBasket: seed },
    ],
  };
}

const loaded = (data: FranchiseStats): PeriodStats => ({ data, loading: false, failed: false, error: null, retry: () => undefined, retrying: false });
const replies: Record<StatsPeriod, PeriodStats> = {
  TODAY: loaded(reply('TODAY', 1)),
  YESTERDAY: loaded(reply('YESTERDAY', 2)),
  LASTWEEK: loaded(reply('LASTWEEK', 1234)),
};

function renderTable(language: 'en' | 'tr', stats = replies) {
  localStorage.setItem('language', language);
  return render(
    <AdminContext i18nProvider={i18n(language)} store={memoryStore()} theme={lightTheme}>
      <StatsTable stats={stats} />
    </AdminContext>,
  );
}

/** The table's cells row by row, header first. */
function cells(): string[][] {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('the live map store figures', () => {
  it('shows each store and the total for today, yesterday and last week (English)', async () => {
    renderTable('en');
    expect(await screen.findByRole('table', { name: 'Store figures: Today' })).toBeInTheDocument();
    expect(cells()).toEqual([
      ['Store', 'Successful', 'Missed', 'Red basket'],
      ['Kadıköy', '10', '1', '0'],
      ['Maltepe', '3', '1', '1'],
      ['Total', '13', '2', '1'],
    ]);
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(screen.getByRole('table', { name: 'Store figures: Yesterday' })).toBeInTheDocument();
    expect(cells().slice(1)).toEqual([
      ['Kadıköy', '20', '2', '0'],
      ['Maltepe', '3', '1', '2'],
      ['Total', '23', '3', '2'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Last week' }));
    expect(cells().slice(1)).toEqual([
      ['Kadıköy', '12,340', '1234', '0'],
      ['Maltepe', '3', '1', '1234'],
      ['Total', '12,343', '1235', '1234'],
    ]);
  });

  it('speaks Turkish, numbers included', async () => {
    renderTable('tr');
    expect(await screen.findByRole('table', { name: 'Mağaza rakamları: Bugün' })).toBeInTheDocument();
    expect(cells()[0]).toEqual(['Mağaza', 'Başarılı', 'Kaçan', 'Kırmızı sepet']);
    expect(cells()[3]).toEqual(['Toplam', '13', '2', '1']);
    fireEvent.click(screen.getByRole('button', { name: 'Geçen hafta' }));
    expect(cells()[1]).toEqual(['Kadıköy', '12.340', '1234', '0']);
    expect(screen.getByRole('button', { name: 'Dün' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says when a period could not be loaded and why, with a Retry, and when the city has no store', async () => {
    const retry = vi.fn();
    // What the http client rejects with when the gateway answers 500 { message, code }.
    const error = httpErrorFrom(500, { message: 'Internal error', code: 'INTERNAL' });
    renderTable('en', {
      ...replies,
      TODAY: { data: undefined, loading: false, failed: true, error, retry, retrying: false },
      YESTERDAY: loaded({ ...reply('YESTERDAY', 0), warehouses: [] }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The figures could not be loaded');
    expect(alert).toHaveTextContent('The server ran into a problem (error 500).');
    expect(screen.queryByText('No store in this city')).not.toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(screen.getByText('No store in this city')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
