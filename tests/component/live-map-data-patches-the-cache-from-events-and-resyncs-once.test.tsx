// useLiveMapData: the snapshot comes in pages, realtime events patch the cache in batches (no
// refetch per event), and each (re)connection refetches the snapshot once.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Courier, Order } from '../../src/domain/orders';
import { RealtimeConnection } from '../../src/realtime/connection';
import { FakeSocket } from './support/fakeSocket';
import type { Transport } from '../../dataProvider/calls';
import { WithTransport } from './support/fakeTransport';
import { useLiveMapData } from '../../src/screens/liveMap/data/useLiveMapData';

const T0 = '2026-03-01T10:00:00.000Z';

function order(id: string, status = 350): Order {
  return {
    _id: id,
    domainType: 1,
    status,
    statusUpdatedAt: T0,
    errorCode: null,
    createdAt: T0,
    checkoutAt: T0,
    deliveredAt: null,
    canceledAt: null,
    warehouse: { warehouse: 'w1', name: 'Kadıköy' },
    courier: null,
    picking: null,
    assign: { courierAssignedAt: null, pickerAssignedAt: null },
    deliveryAddress: { location: { type: 'Point', coordinates: [29, 41] } },
    totalAmount: 100,
    currency: 'TRY',
  };
}

const courier = (id: string): Courier => ({ _id: id, name: `Courier ${id}`, status: 100, location: { type: 'Point', coordinates: [29, 41], updatedAt: T0 } });

/** 1,500 active orders (two pages), 3 couriers and one store. */
function fakeGateway() {
  const orders = Array.from({ length: 1500 }, (_, i) => order(`o${i}`));
  const calls: { path: string; body?: unknown }[] = [];
  /** While set, the courier call waits for it: a snapshot still loading. */
  let hold: Promise<void> | null = null;
  const gateway: Transport = {
    request: vi.fn(async (path: string, options?: { body?: unknown }) => {
      calls.push({ path, body: options?.body });
      if (path === '/orders/active/live-map') {
        const { limit, offset } = options!.body as { limit: number; offset: number };
        return { orders: orders.slice(offset, offset + limit), totalCount: orders.length };
      }
      if (path === '/courier/filter' && hold) await hold;
      if (path === '/courier/filter') return { couriers: [courier('c1'), courier('c2'), courier('c3')], totalCount: 3 };
      if (path === '/users/warehouses') {
        return { warehouses: [{ _id: 'w1', name: 'Kadıköy', city: { _id: 'ist', name: 'İstanbul' }, location: { type: 'Point', coordinates: [29.03, 40.99] } }] };
      }
      throw new Error(`unexpected call ${path}`);
    }) as Transport['request'],
  };
  return {
    gateway,
    calls,
    snapshots: () => calls.filter((call) => call.path === '/courier/filter').length,
    holdSnapshots: () => {
      let release = () => {};
      hold = new Promise<void>((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

function setup() {
  const socket = new FakeSocket();
  const connection = new RealtimeConnection({
    path: '/api/socket.io',
    open: async () => socket,
    token: () => 'token',
    refresh: async () => true,
  });
  const fake = fakeGateway();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let renders = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/map/live']}>
      <QueryClientProvider client={queryClient}>
        <WithTransport transport={fake.gateway}>{children}</WithTransport>
      </QueryClientProvider>
    </MemoryRouter>
  );
  const hook = renderHook(
    () => {
      renders += 1;
      return useLiveMapData(connection);
    },
    { wrapper },
  );
  return { socket, hook, ...fake, renders: () => renders };
}

describe('the live map data', () => {
  it('loads every active order page, the logged-in couriers and the stores', async () => {
    const { hook, calls } = setup();
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expect(hook.result.current.orders).toHaveLength(1500);
    expect(hook.result.current.couriers.map((item) => item._id)).toEqual(['c1', 'c2', 'c3']);
    expect(hook.result.current.warehouses).toEqual([{ _id: 'w1', name: 'Kadıköy', lat: 40.99, lon: 29.03, cityId: 'ist' }]);
    expect(calls.filter((call) => call.path === '/orders/active/live-map').map((call) => call.body)).toEqual([
      { limit: 1000, offset: 0 },
      { limit: 1000, offset: 1000 },
    ]);
    expect(calls.find((call) => call.path === '/courier/filter')?.body).toMatchObject({
      isLoggedIn: true,
      populate: ['warehouse'],
      fields: expect.arrayContaining(['name', 'status', 'location', 'warehouse', 'vehicleType', 'availability']),
    });
    expect(hook.result.current.error).toBeNull();
  });

  it('applies a burst of 500 events in a few renders, without refetching', async () => {
    const { hook, socket, snapshots, renders } = setup();
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    act(() => socket.fire('connect'));
    // The first connection may have missed events: one resync.
    await waitFor(() => expect(snapshots()).toBe(2));
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    const ordersBefore = hook.result.current.orders;
    const rendersBefore = renders();

    // As a socket delivers them: each event in its own task.
    await act(async () => {
      for (let i = 0; i < 500; i++) {
        socket.fire('courier:location', {
          couriers: [{ _id: `c${(i % 3) + 1}`, lat: 41 + i / 10_000, lon: 29.5, status: 700 }],
          at: new Date(Date.parse(T0) + 1000 + i).toISOString(),
        });
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    });
    await waitFor(() => expect(hook.result.current.couriers.find((item) => item._id === 'c2')?.location?.coordinates).toEqual([29.5, 41.0499]));
    // One render per batch window (100 ms), not one per event.
    expect(renders() - rendersBefore).toBeLessThanOrEqual(20);
    // Couriers moved; the orders array is the very same.
    expect(hook.result.current.orders).toBe(ordersBefore);
    expect(snapshots()).toBe(2);

    act(() => {
      socket.fire('market-order:status', {
        _id: 'o0',
        status: 900,
        statusUpdatedAt: '2026-03-01T10:05:00.000Z',
        domainType: 1,
        event: 2700,
        warehouse: 'w1',
        courier: null,
        picker: null,
      });
      socket.fire('market-checkout:new', order('new-one'));
    });
    await waitFor(() => expect(hook.result.current.orders.some((item) => item._id === 'new-one')).toBe(true));
    expect(hook.result.current.orders.some((item) => item._id === 'o0')).toBe(false);
    expect(hook.result.current.orders).toHaveLength(1500);
    expect(snapshots()).toBe(2);
  });

  it('refetches the snapshot once after a reconnection', async () => {
    const { hook, socket, snapshots } = setup();
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    act(() => socket.fire('connect'));
    await waitFor(() => expect(snapshots()).toBe(2));
    act(() => socket.fire('disconnect', 'transport close'));
    act(() => socket.fire('connect'));
    await waitFor(() => expect(snapshots()).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(snapshots()).toBe(3);
  });

  it('keeps an event that arrives while a snapshot is loading', async () => {
    const { hook, socket, snapshots, holdSnapshots } = setup();
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    const release = holdSnapshots();
    act(() => socket.fire('connect'));
    await waitFor(() => expect(snapshots()).toBe(2));
    // The resync's snapshot was read before this move, so it still has the old position.
    act(() => socket.fire('courier:location', { couriers: [{ _id: 'c1', lat: 41.2, lon: 29.2, status: 700 }], at: '2026-03-01T10:01:00.000Z' }));
    // The batch reaches the cache before the snapshot lands on top of it.
    await waitFor(() => expect(hook.result.current.couriers.find((item) => item._id === 'c1')?.status).toBe(700));
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    await waitFor(() => expect(hook.result.current.couriers.find((item) => item._id === 'c1')).toMatchObject({ status: 700, location: { coordinates: [29.2, 41.2] } }));
  });
});
