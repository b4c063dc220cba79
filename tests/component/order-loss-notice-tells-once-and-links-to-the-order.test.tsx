// When an order of one of the user's stores is missed (canceled) or aborted, a notice says so in
// the user's language, its short id linking to the order's detail; once per order, even when the
// event comes again; nothing for another franchise's store or an order that went well.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { OrderStatusEvent } from '../../src/domain/orders';
import { RealtimeConnection } from '../../src/realtime/connection';
import { FakeSocket } from './support/fakeSocket';
import { lightTheme } from '../../src/theme';
import OrderLossNotices from '../../src/widgets/orderNotices/OrderLossNotices';
import { orderI18n, type Language } from './support/orderI18n';

/** An event as the gateway sends it on `market-order:status`. */
const statusEvent = (id: string, status: number, event: number, warehouse = 'w1'): OrderStatusEvent => ({
  _id: id,
  status,
  statusUpdatedAt: '2026-03-01T10:05:00.000Z',
  domainType: 1,
  event,
  warehouse,
  courier: 'c1',
  picker: null,
});

/** GET /warehouses through the REST provider: the caller's franchise's stores. */
const stores = [
  { id: 'w1', name: 'Kadıköy', latitude: 40.99, longitude: 29.03, createdAt: '2025-01-01T00:00:00.000Z' },
  { id: 'w2', name: 'Moda', latitude: 40.98, longitude: 29.02, createdAt: '2025-01-01T00:00:00.000Z' },
];
const dataProvider = { getList: vi.fn(async () => ({ data: stores, total: stores.length })) } as unknown as DataProvider;

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

async function setup(language: Language = 'en') {
  localStorage.setItem('language', language);
  const socket = new FakeSocket();
  const connection = new RealtimeConnection({ path: '/api/socket.io', open: async () => socket, token: () => 'token', refresh: async () => true });
  render(
    <MemoryRouter initialEntries={['/commercial/order/active']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={orderI18n(language)} store={memoryStore()} theme={lightTheme}>
        <OrderLossNotices detailPath={(id) => `/order/detail/${id}`} connection={connection} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  await waitFor(() => expect(dataProvider.getList).toHaveBeenCalled());
  await act(async () => socket.fire('connect'));
  const fire = (event: OrderStatusEvent) => act(async () => socket.fire('market-order:status', event));
  return { fire };
}

describe('the missed or aborted order notice', () => {
  it('says an order was missed, with its short id linking to its detail, and closes', async () => {
    const user = userEvent.setup();
    const { fire } = await setup('en');
    await fire(statusEvent('6650aa0000000000deadbeef', 1200, 1100));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Order DEADBEEF at Kadıköy was missed: canceled by client.');
    const link = within(notice).getByRole('link', { name: 'DEADBEEF' });
    expect(link).toHaveAttribute('href', '/order/detail/6650aa0000000000deadbeef');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/order/detail/6650aa0000000000deadbeef');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says an order was aborted, in Turkish', async () => {
    const { fire } = await setup('tr');
    await fire(statusEvent('6650aa00000000000000cafe', 200, 1200, 'w2'));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Moda mağazasındaki 0000CAFE siparişi yarıda kaldı: sipariş verilemedi.');
    expect(within(notice).getByRole('link', { name: '0000CAFE' })).toHaveAttribute('href', '/order/detail/6650aa00000000000000cafe');
    expect(within(notice).getByRole('button', { name: 'Kapat' })).toBeInTheDocument();
  });

  it('tells once per order, and nothing for an order that went on or another franchise’s store', async () => {
    const user = userEvent.setup();
    const { fire } = await setup('en');
    await fire(statusEvent('6650aa00000000000000f00d', 500, 1850));
    await fire(statusEvent('6650aa00000000000000f00d', 900, 2700));
    await fire(statusEvent('6650aa0000000000000f0e1d', 1300, 1100, 'elsewhere'));
    await fire(statusEvent('6650aa00000000000000beef', 1400, 1100));
    await fire(statusEvent('6650aa00000000000000beef', 1400, 1100));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Order 0000BEEF at Kadıköy was missed: canceled by system.');
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    // Nothing was waiting behind it: the repeat, the delivery and the other store said nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
