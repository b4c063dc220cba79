// The active list's cached pages follow the socket: a status change rewrites its row, an order
// that stops being active (or leaves the picked status) leaves the page, an unrelated or stale
// event changes nothing; what a patch cannot show (a new checkout, a row entering a narrowed or
// status-sorted page, a page to refill) asks for a refetch, and a burst of those costs one call.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderStatusEvent } from '../../src/domain/orders';
import { coalesce } from '../../src/realtime/coalesce';
import { activeListSync } from '../../src/screens/orders/activeListSync';
import { applyOrderStatusToList, type ListQuery } from '../../src/screens/orders/activeRows';

const page = () => ({
  data: [
    { id: 'a', status: 400, statusUpdatedAt: '2026-03-01T10:00:00.000Z' },
    { id: 'b', status: 700, statusUpdatedAt: '2026-03-01T10:05:00.000Z' },
  ],
  total: 12,
  pageInfo: undefined,
});
const event = (over: Partial<OrderStatusEvent>): OrderStatusEvent => ({
  _id: 'a',
  status: 500,
  statusUpdatedAt: '2026-03-01T10:06:00.000Z',
  domainType: 1,
  event: 1850,
  warehouse: 'w1',
  courier: null,
  picker: null,
  ...over,
});
const byCreated: ListQuery = { filter: {}, sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: 2 } };
const query = (over: Partial<ListQuery>): ListQuery => ({ ...byCreated, ...over });

describe('a row on the page', () => {
  it('changes status in place; the other rows and the total stay as they were', () => {
    const before = page();
    const { list, refetch } = applyOrderStatusToList(before, event({}), byCreated);
    expect(list!.data[0]).toEqual({ id: 'a', status: 500, statusUpdatedAt: '2026-03-01T10:06:00.000Z' });
    expect(list!.data[1]).toBe(before.data[1]);
    expect(list!.total).toBe(12);
    expect(before.data[0].status).toBe(400);
    expect(refetch).toBe(false);
  });

  it('in a list sorted by status, also asks the server for its new place', () => {
    const { list, refetch } = applyOrderStatusToList(page(), event({}), query({ sort: { field: 'status', order: 'ASC' } }));
    expect(list!.data[0].status).toBe(500);
    expect(refetch).toBe(true);
  });

  it('leaves the page and the total when delivered or canceled; the page is refilled only when rows follow it', () => {
    for (const status of [900, 1200]) {
      const first = applyOrderStatusToList(page(), event({ _id: 'b', status }), byCreated);
      expect(first.list!.data.map((row) => row.id)).toEqual(['a']);
      expect(first.list!.total).toBe(11);
      expect(first.refetch).toBe(true);
      const last = applyOrderStatusToList(page(), event({ _id: 'b', status }), query({ pagination: { page: 6, perPage: 2 } }));
      expect(last.list!.data.map((row) => row.id)).toEqual(['a']);
      expect(last.refetch).toBe(false);
    }
  });

  it('leaves a list narrowed to one status when it moves on to another active status', () => {
    const { list } = applyOrderStatusToList(page(), event({ status: 500 }), query({ filter: { status: 400 } }));
    expect(list!.data.map((row) => row.id)).toEqual(['b']);
  });

  it('an event older than the row changes nothing', () => {
    const before = page();
    expect(applyOrderStatusToList(before, event({ _id: 'b', status: 800, statusUpdatedAt: '2026-03-01T10:01:00.000Z' }), byCreated)).toEqual({ list: before, refetch: false });
    expect(applyOrderStatusToList(undefined, event({}), byCreated)).toEqual({ list: undefined, refetch: false });
  });
});

describe('an order not on the page', () => {
  it('of another store or order type changes nothing and asks nothing', () => {
    const before = page();
    expect(applyOrderStatusToList(before, event({ _id: 'zz', warehouse: 'w2' }), query({ filter: { warehouseId: 'w1' } }))).toEqual({ list: before, refetch: false });
    expect(applyOrderStatusToList(before, event({ _id: 'zz', status: 900, domainType: 3 }), query({ filter: { domainType: 1 } }))).toEqual({ list: before, refetch: false });
  });

  it('moving between active statuses stays on its own page of a list sorted by creation', () => {
    const before = page();
    expect(applyOrderStatusToList(before, event({ _id: 'zz' }), byCreated)).toEqual({ list: before, refetch: false });
  });

  it('entering the picked status, or moving in a status sort, asks for a refetch', () => {
    expect(applyOrderStatusToList(page(), event({ _id: 'zz', status: 500 }), query({ filter: { status: '500' } })).refetch).toBe(true);
    expect(applyOrderStatusToList(page(), event({ _id: 'zz' }), query({ sort: { field: 'statusUpdatedAt', order: 'DESC' } })).refetch).toBe(true);
  });

  it('delivered from another page moves the total and the page bounds: a refetch', () => {
    expect(applyOrderStatusToList(page(), event({ _id: 'zz', status: 900 }), byCreated).refetch).toBe(true);
    const whole = { ...page(), total: 2 };
    expect(applyOrderStatusToList(whole, event({ _id: 'zz', status: 900 }), byCreated).refetch).toBe(false);
  });
});

const newOrder = (id: string, warehouse = 'w1'): Order => ({
  _id: id,
  domainType: 1,
  status: 350,
  statusUpdatedAt: '2026-03-01T10:10:00.000Z',
  errorCode: null,
  createdAt: '2026-03-01T10:10:00.000Z',
  checkoutAt: '2026-03-01T10:10:00.000Z',
  deliveredAt: null,
  canceledAt: null,
  warehouse: { warehouse, name: 'Kadıköy' },
  courier: null,
  picking: null,
  assign: { courierAssignedAt: null, pickerAssignedAt: null },
  deliveryAddress: { location: { type: 'Point', coordinates: [29, 41] } },
  totalAmount: 10,
  currency: 'TRY',
});

describe('the list on screen, through the query cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A query client holding `params`'s page of order-active, observed as the screen would. */
  function screen(params: ListQuery) {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const queryKey = ['order-active', 'getList', params];
    client.setQueryData(queryKey, page());
    const unsubscribe = new QueryObserver(client, { queryKey, queryFn: async () => page() }).subscribe(() => undefined);
    const task = vi.fn();
    const refetch = coalesce(task, 2000);
    return { client, queryKey, task, sync: activeListSync(client, 'order-active', refetch.request), unsubscribe };
  }

  it('a new checkout of the shown store schedules one refetch, however many arrive; another store’s none', () => {
    vi.useFakeTimers();
    const { sync, task, unsubscribe } = screen(query({ filter: { warehouseId: 'w1' } }));
    sync.checkout(newOrder('n0', 'w2'));
    vi.advanceTimersByTime(2000);
    expect(task).not.toHaveBeenCalled();
    for (let i = 1; i <= 20; i++) sync.checkout(newOrder(`n${i}`));
    vi.advanceTimersByTime(2000);
    expect(task).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('a status event patches the cached page in place without a refetch', () => {
    vi.useFakeTimers();
    const { client, queryKey, sync, task, unsubscribe } = screen(byCreated);
    sync.status(event({ status: 550 }));
    sync.status(event({ _id: 'b', status: 1400 }));
    expect(client.getQueryData<ReturnType<typeof page>>(queryKey)).toMatchObject({ data: [{ id: 'a', status: 550 }], total: 11 });
    vi.advanceTimersByTime(2000);
    // The delivered row's place is refilled from the next page: one call for both events.
    expect(task).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('a page no longer on screen is patched but asks no refetch', () => {
    vi.useFakeTimers();
    const { client, queryKey, sync, task, unsubscribe } = screen(query({ filter: { status: 400 } }));
    unsubscribe();
    sync.status(event({ _id: 'zz', status: 400 }));
    sync.status(event({ status: 500 }));
    expect(client.getQueryData<ReturnType<typeof page>>(queryKey)?.data.map((row) => row.id)).toEqual(['b']);
    vi.advanceTimersByTime(2000);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('coalesced refetch', () => {
  it('a burst of requests runs the task once at the end of the window, and again for a later burst', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const refetch = coalesce(task, 2000);
    for (let i = 0; i < 50; i++) refetch.request();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(task).toHaveBeenCalledTimes(1);
    refetch.request();
    vi.advanceTimersByTime(2000);
    expect(task).toHaveBeenCalledTimes(2);
    refetch.request();
    refetch.cancel();
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
