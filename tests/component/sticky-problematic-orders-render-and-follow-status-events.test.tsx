// The sticky widget's problematic orders: each row shows the short id linking to the order's
// detail, the status chip, the store, the picker and the courier and the time in status, in the
// gateway's order (longest waiting first), in English and Turkish. A status event changes the
// row in place at once; a burst of events costs one refetch of the list, a few seconds later;
// a store chosen in the filter narrows both lists and is asked of the gateway.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatusEvent, Picker, ProblematicOrder } from '../../src/domain/orders';
import { PROBLEMATIC_COUNT_KEY } from '../../src/widgets/sticky/keys';
import type { Transport } from '../../dataProvider/calls';
import { OrderScreenContext, type Language } from './support/orderI18n';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const order = (id: string, status: number, minutes: number, warehouse: string, people: { picker?: string; courier?: string } = {}): ProblematicOrder =>
  ({
    _id: id,
    domainType: 1,
    status,
    statusUpdatedAt: minutesAgo(minutes),
    minutesInStatus: minutes,
    warehouse: { warehouse: warehouse === 'Kadıköy' ? 'w1' : 'w2', name: warehouse },
    picking: people.picker ? { picker: { _id: 'p1', name: people.picker } } : null,
    courier: people.courier ? { courier: { _id: 'c1', name: people.courier } } : null,
  }) as ProblematicOrder;

const ORDERS = [
  order('6650aa00000000000000beef', 700, 41, 'Kadıköy', { picker: 'Hüseyin Demir', courier: 'Ali Özdemir' }),
  order('6650aa00000000000000cafe', 500, 12, 'Şişli'),
];

const picker = (id: string, name: string, warehouse: { _id: string; name: string }): Picker => ({
  _id: id,
  name,
  status: 100,
  statusReasonCode: null,
  statusUpdatedAt: minutesAgo(3),
  lastJobDate: null,
  isActivated: true,
  isLoggedIn: true,
  warehouse,
});

const PICKERS = [picker('p1', 'Ada', { _id: 'w1', name: 'Kadıköy' }), picker('p2', 'Bora', { _id: 'w2', name: 'Şişli' })];

const calls: { path: string; body?: Record<string, unknown> }[] = [];
let problematicReply = { orders: ORDERS, totalCount: 57 };
const transport = {
  request: async (path: string, options?: { body?: Record<string, unknown> }) => {
    calls.push({ path, body: options?.body });
    if (path === '/picker/filter') return { pickers: PICKERS, totalCount: PICKERS.length };
    if (path === '/picker/busy-reasons') return { busyReasons: [] };
    if (path === '/orders/problematic') {
      const ids = options?.body?.warehouseIds as string[] | undefined;
      const orders = ids ? problematicReply.orders.filter((row) => ids.includes(row.warehouse.warehouse)) : problematicReply.orders;
      return { orders, totalCount: ids ? orders.length : problematicReply.totalCount };
    }
    throw new Error(`unexpected ${path}`);
  },
} as Transport;

// The socket, as the widget sees it: handlers by event name, fired by the test.
const handlers = new Map<string, Set<(payload: unknown) => void>>();
vi.mock('../../src/realtime', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    useRealtimeEvent: (event: string, handler: (payload: unknown) => void) => {
      const latest = useRef(handler);
      latest.current = handler;
      useEffect(() => {
        const listener = (payload: unknown) => latest.current(payload);
        if (!handlers.has(event)) handlers.set(event, new Set());
        handlers.get(event)!.add(listener);
        return () => void handlers.get(event)!.delete(listener);
      }, [event]);
    },
    useRealtimeResync: () => undefined,
  };
});
const fire = (event: string, payload: unknown) => act(() => handlers.get(event)?.forEach((handler) => handler(payload)));

const { default: StickyPanel } = await import('../../src/widgets/sticky/StickyPanel');

const problematicCalls = () => calls.filter((call) => call.path === '/orders/problematic');

async function renderPanel(language: Language) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <OrderScreenContext language={language} queryClient={queryClient} transport={transport}>
      <StickyPanel onNavigate={() => undefined} />
    </OrderScreenContext>,
  );
  const list = await screen.findByTestId('sticky-problematic-list');
  return { list, queryClient };
}

const row = (list: HTMLElement, id: string) => list.querySelector<HTMLElement>(`[data-order="${id}"]`)!;

const statusEvent = (id: string, status: number): OrderStatusEvent => ({
  _id: id,
  status,
  statusUpdatedAt: new Date().toISOString(),
  domainType: 1,
  event: 0,
  warehouse: 'w1',
  courier: null,
  picker: null,
});

afterEach(() => {
  vi.useRealTimers();
  calls.length = 0;
  problematicReply = { orders: ORDERS, totalCount: 57 };
});

describe('sticky problematic orders', () => {
  it('in English: short id linking to the detail, status, store, picker, courier and time, longest waiting first', async () => {
    const { list, queryClient } = await renderPanel('en');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((item) => item.getAttribute('data-order'))).toEqual(ORDERS.map((row) => row._id));
    const first = row(list, ORDERS[0]._id);
    expect(within(first).getByRole('link', { name: '0000BEEF' })).toHaveAttribute('href', `/order/detail/${ORDERS[0]._id}`);
    expect(first).toHaveTextContent('On way');
    expect(first).toHaveTextContent('Kadıköy');
    expect(first).toHaveTextContent('Picker: Hüseyin Demir · Courier: Ali Özdemir');
    expect(first.querySelector('[data-minutes]')).toHaveTextContent('in this status for 41 min');
    expect(row(list, ORDERS[1]._id)).not.toHaveTextContent('Picker:');
    expect(screen.getByText('The 2 longest waiting of 57')).toBeInTheDocument();
    // the franchise-wide list keeps the header badge's count
    expect(queryClient.getQueryData(PROBLEMATIC_COUNT_KEY)).toBe(57);
  });

  it('in Turkish the same row reads Yolda, Toplayıcı and Kurye', async () => {
    const { list } = await renderPanel('tr');
    const first = row(list, ORDERS[0]._id);
    expect(first).toHaveTextContent('Yolda');
    expect(first).toHaveTextContent('Toplayıcı: Hüseyin Demir · Kurye: Ali Özdemir');
    expect(first.querySelector('[data-minutes]')).toHaveTextContent('bu durumda 41 dk');
  });

  it('a status event changes the row at once; a burst of events costs one refetch a few seconds later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { list, queryClient } = await renderPanel('en');
    expect(problematicCalls()).toHaveLength(1);
    fire('market-order:status', statusEvent(ORDERS[0]._id, 800));
    await waitFor(() => expect(row(list, ORDERS[0]._id)).toHaveTextContent('Reached'));
    expect(row(list, ORDERS[0]._id).querySelector('[data-minutes]')).toHaveTextContent('in this status for 0 min');
    fire('market-order:status', statusEvent(ORDERS[1]._id, 900));
    await waitFor(() => expect(row(list, ORDERS[1]._id)).toBeNull());
    expect(queryClient.getQueryData(PROBLEMATIC_COUNT_KEY)).toBe(56);
    fire('market-order:status', statusEvent('someone-else', 600));
    expect(problematicCalls()).toHaveLength(1);
    // a newly late order is in the gateway's next answer
    problematicReply = { orders: [...ORDERS, order('6650aa0000000000000f00d5', 600, 9, 'Şişli')], totalCount: 58 };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    await waitFor(() => expect(row(list, '6650aa0000000000000f00d5')).not.toBeNull());
    expect(problematicCalls()).toHaveLength(2);
  });

  it('choosing a store narrows the pickers and asks the gateway for that store’s late orders only', async () => {
    await renderPanel('en');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Store' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Şişli' }));
    await waitFor(() => expect(problematicCalls().at(-1)?.body).toEqual({ limit: 50, warehouseIds: ['w2'] }));
    const pickers = screen.getByTestId('sticky-picker-list');
    await waitFor(() => expect(within(pickers).queryByText('Ada')).toBeNull());
    expect(within(pickers).getByText('Bora')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('sticky-problematic-list').querySelectorAll('[data-order]')).toHaveLength(1));
    expect(screen.queryByText(/longest waiting of/)).toBeNull();
  });
});
