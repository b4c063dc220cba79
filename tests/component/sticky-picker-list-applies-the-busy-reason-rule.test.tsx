// The sticky widget's picker list (spec 2 and 4): 250 px high; a busy picker shows its reason, a
// busy picker without one counts as unknown, a free one shows none; a status event replaces the
// picker in place and one who logs out leaves the list. Time in status reads in hours from an hour on;
// a list that failed to load says so (never "nobody at work").
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Transport } from '../../dataProvider/calls';
import { networkError } from '../../dataProvider/errors';
import type { Picker } from '../../src/domain/orders';
import { OrderScreenContext, type Language } from './support/orderI18n';
import { applyPickerEvent } from '../../src/widgets/sticky/pickers';

const picker = (over: Partial<Picker>): Picker => ({
  _id: 'p',
  name: 'Picker',
  status: 100,
  statusReasonCode: null,
  statusUpdatedAt: new Date().toISOString(),
  lastJobDate: null,
  isActivated: true,
  isLoggedIn: true,
  warehouse: { _id: 'w1', name: 'Kadıköy' },
  ...over,
});

const PICKERS = [
  picker({ _id: 'a', name: 'Ada Free', status: 100, statusUpdatedAt: new Date(Date.now() - 125 * 60_000).toISOString() }),
  picker({ _id: 'b', name: 'Bora Break', status: 200, statusReasonCode: 201 }),
  picker({ _id: 'c', name: 'Can NoReason', status: 200, statusReasonCode: null }),
];

const request = vi.fn(async (path: string) => {
  if (path === '/picker/filter') return { pickers: PICKERS, totalCount: PICKERS.length };
  if (path === '/picker/busy-reasons') return { busyReasons: [] };
  if (path === '/orders/problematic') return { orders: [], totalCount: 0 };
  throw new Error(`unexpected ${path}`);
});
const transport = { request: (path: string) => request(path) } as Transport;
vi.mock('../../src/realtime', () => ({ useRealtimeEvent: () => undefined, useRealtimeResync: () => undefined }));

const { default: StickyPanel } = await import('../../src/widgets/sticky/StickyPanel');

async function renderPanel(language: Language, queryClient = new QueryClient()) {
  render(
    <OrderScreenContext language={language} queryClient={queryClient} transport={transport}>
      <StickyPanel onNavigate={() => undefined} />
    </OrderScreenContext>,
  );
  return screen.findByTestId('sticky-picker-list');
}

const row = (list: HTMLElement, id: string) => list.querySelector<HTMLElement>(`[data-picker="${id}"]`)!;

describe('sticky picker list', () => {
  it('in English: a busy picker shows its reason, busy without one is Unknown, free shows none', async () => {
    const list = await renderPanel('en');
    await within(list).findByText('Ada Free');
    expect(within(row(list, 'b')).getByText('Break')).toBeInTheDocument();
    expect(within(row(list, 'c')).getByText('Unknown')).toBeInTheDocument();
    expect(row(list, 'a').querySelector('[data-reason]')).toBeNull();
    expect(row(list, 'c').querySelector('[data-reason]')!.getAttribute('data-reason')).toBe('289');
    expect(row(list, 'a')).toHaveTextContent('in this status for 2 h 5 min');
  });

  it('in Turkish the same rule reads Mola and Bilinmiyor, and the list is 250 px high', async () => {
    const list = await renderPanel('tr');
    await within(list).findByText('Bora Break');
    expect(within(row(list, 'b')).getByText('Mola')).toBeInTheDocument();
    expect(within(row(list, 'c')).getByText('Bilinmiyor')).toBeInTheDocument();
    expect(row(list, 'a')).toHaveTextContent('bu durumda 2 sa 5 dk');
    expect(getComputedStyle(list).height).toBe('250px');
  });

  it('a status event replaces the picker in place; logging out removes it; an older event changes nothing', () => {
    const next = applyPickerEvent(PICKERS, { ...PICKERS[0], status: 200, statusReasonCode: 202, statusUpdatedAt: new Date(Date.now() + 1000).toISOString() })!;
    expect(next[0]).toMatchObject({ _id: 'a', status: 200, statusReasonCode: 202 });
    expect(next[1]).toBe(PICKERS[1]);
    expect(applyPickerEvent(PICKERS, { ...PICKERS[1], isLoggedIn: false, statusUpdatedAt: new Date(Date.now() + 1000).toISOString() })!.map((p) => p._id)).toEqual(['a', 'c']);
    expect(applyPickerEvent(PICKERS, { ...PICKERS[2], status: 100, statusUpdatedAt: '2000-01-01T00:00:00.000Z' })).toBe(PICKERS);
    expect(applyPickerEvent(PICKERS, picker({ _id: 'z', name: 'Zeki New', isLoggedIn: false }))).toBe(PICKERS);
  });

  it('a list the gateway did not send says what failed and why, and asks again on Retry, instead of reading as empty', async () => {
    // What the http client rejects with when no answer comes at all (the gateway is down).
    request.mockRejectedValueOnce(networkError());
    await renderPanel('en', new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The pickers at work could not be loaded');
    expect(alert).toHaveTextContent('The server did not answer.');
    expect(screen.queryByText('No picker at work')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ada Free')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
