// The past and active order lists are POST /orders/history: react-admin's filters, sort and page
// become its body; the created range is the picked days in the user's zone, or the last N days,
// clamped to what one call may ask (a backwards pick is never swapped); statuses stay within the
// list's own (active or past); a whole-list export is fetched in pages of 100 and joined.
import type { DataProvider, GetListParams } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { declaredMappings, withDeclaredCalls } from '../../dataProvider/declaredCalls';
import { ACTIVE_ORDER_STATUSES, isActiveOrderStatus, orderStatus } from '../../src/domain/enums';
import type { Order } from '../../src/domain/orders';
import pastOrders from '../../resources/commercial/order-past';
import activeOrders from '../../resources/commercial/order-active';
import { historyBody, historyRange, orderRow } from '../../src/domain/orderHistoryCall';
import { activeOrderStatus, PAST_ORDER_STATUSES, pastOrderStatus } from '../../src/domain/orderListStatuses';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const options = { defaultDays: 7, now: () => NOW, timeZone: () => 'Europe/Istanbul' };
const params = (over: Partial<GetListParams> = {}): GetListParams => ({
  filter: {},
  sort: { field: 'createdAt', order: 'DESC' },
  pagination: { page: 1, perPage: 25 },
  ...over,
});

describe('the created range', () => {
  it('is the last N days up to now when nothing is picked', () => {
    expect(historyRange({}, options)).toEqual({ start: new Date(NOW.getTime() - 7 * DAY), end: NOW });
  });

  it('is the picked days at midnight in the user’s zone, the end day included', () => {
    const range = historyRange({ createdFrom: '2026-03-01', createdTo: '2026-03-03' }, options);
    expect(range.start.toISOString()).toBe('2026-02-28T21:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-03-03T21:00:00.000Z');
  });

  it('never swaps a reversed pick: it is refused at the field, and from an address it leaves the default days', () => {
    expect(historyRange({ createdFrom: '2026-03-05', createdTo: '2026-03-01' }, options)).toEqual({ start: new Date(NOW.getTime() - 7 * DAY), end: NOW });
  });

  it('keeps the last 92 days of a longer pick, from midnight, as the filter says at the field', () => {
    const long = historyRange({ createdFrom: '2025-01-01', createdTo: '2026-03-09' }, options);
    expect(long.end.toISOString()).toBe('2026-03-09T21:00:00.000Z');
    expect(long.start.toISOString()).toBe('2025-12-07T21:00:00.000Z'); // 2025-12-08 at midnight in Istanbul
    expect(long.end.getTime() - long.start.getTime()).toBe(92 * DAY);
    // Days after today are left out before counting: 2025-12-01 to today is 100 days, so 92 up to now.
    const ahead = historyRange({ createdFrom: '2025-12-01', createdTo: '2026-12-31' }, options);
    expect(ahead.end.getTime()).toBe(NOW.getTime() + 60_000);
    expect(ahead.start.toISOString()).toBe('2025-12-08T21:00:00.000Z');
  });

  it('never reaches more than a minute past now, and a start alone spans the default days', () => {
    expect(historyRange({ createdTo: '2027-01-01' }, options).end.getTime()).toBe(NOW.getTime() + 60_000);
    const fromStart = historyRange({ createdFrom: '2026-03-01' }, options);
    expect(fromStart.end.getTime() - fromStart.start.getTime()).toBe(7 * DAY);
  });

  it('ignores a malformed date instead of failing', () => {
    expect(historyRange({ createdFrom: 'yesterday' }, options)).toEqual({ start: new Date(NOW.getTime() - 7 * DAY), end: NOW });
  });
});

describe('the body', () => {
  it('carries filters, the sort as 1/-1, the page size and offset', () => {
    const body = historyBody(
      params({ filter: { warehouseId: 'w1', status: '900', domainType: 3 }, sort: { field: 'totalAmount', order: 'ASC' }, pagination: { page: 3, perPage: 50 } }),
      options,
    );
    expect(body).toMatchObject({ warehouseIds: ['w1'], statuses: [900], domainTypes: [3], sort: { field: 'totalAmount', order: 1 }, limit: 50, offset: 100 });
  });

  it('sorts by created time, newest first, for a column the gateway cannot sort by', () => {
    expect(historyBody(params({ sort: { field: 'courierName', order: 'ASC' } }), options).sort).toEqual({ field: 'createdAt', order: 1 });
    expect(historyBody(params(), options).sort).toEqual({ field: 'createdAt', order: -1 });
  });

  it('limits a list to its own statuses unless the user picked one', () => {
    expect(historyBody(params(), { ...options, statuses: ACTIVE_ORDER_STATUSES }).statuses).toEqual([...ACTIVE_ORDER_STATUSES]);
    expect(historyBody(params({ filter: { status: 700 } }), { ...options, statuses: ACTIVE_ORDER_STATUSES }).statuses).toEqual([700]);
    // A delivered order is never active: the pick (from a stale URL) is ignored, not sent as an empty set.
    expect(historyBody(params({ filter: { status: 900 } }), { ...options, statuses: ACTIVE_ORDER_STATUSES }).statuses).toEqual([...ACTIVE_ORDER_STATUSES]);
    expect(historyBody(params({ filter: { status: 900 } }), options).statuses).toEqual([900]);
  });

  it('the active list offers only active statuses, the past list only ended ones, together all of them', () => {
    expect(activeOrderStatus.choices().every((choice) => isActiveOrderStatus(choice.id))).toBe(true);
    expect(pastOrderStatus.choices().some((choice) => isActiveOrderStatus(choice.id))).toBe(false);
    expect([...ACTIVE_ORDER_STATUSES, ...PAST_ORDER_STATUSES].sort((a, b) => a - b)).toEqual([...orderStatus.values]);
  });
});

const order = (id: string): Order => ({
  _id: id,
  domainType: 1,
  status: 900,
  statusUpdatedAt: '2026-03-01T10:40:00.000Z',
  errorCode: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  checkoutAt: null,
  deliveredAt: null,
  canceledAt: null,
  warehouse: { warehouse: 'w1', name: 'Kadıköy' },
  courier: null,
  picking: { picker: { _id: 'p1', name: 'Cem' } },
  assign: { courierAssignedAt: null, pickerAssignedAt: null },
  deliveryAddress: { location: { type: 'Point', coordinates: [29, 41] } },
  totalAmount: 10,
  currency: 'TRY',
});

describe('the rows and the calls', () => {
  it('flattens an order into the declared fields', () => {
    expect(orderRow(order('o1'))).toMatchObject({ id: 'o1', warehouseId: 'w1', warehouseName: 'Kadıköy', courierName: '', pickerName: 'Cem', currency: 'TRY' });
  });

  it('both lists send POST /orders/history; an export of 250 rows is three calls of 100 joined', async () => {
    const replies = [100, 100, 37].map((size, page) => ({ orders: Array.from({ length: size }, (_, i) => order(`o${page * 100 + i}`)), totalCount: 237 }));
    const request = vi.fn(async () => replies.shift());
    const provider = withDeclaredCalls({} as DataProvider, { request } as never, declaredMappings([pastOrders, activeOrders]));
    const result = await provider.getList('order-past', params({ pagination: { page: 1, perPage: 10_000 }, meta: { export: true } }));
    expect(request).toHaveBeenCalledTimes(3);
    expect(request.mock.calls.map((call) => (call as unknown as [string, { body: { limit: number; offset: number } }])[1].body)).toMatchObject([
      { limit: 100, offset: 0 },
      { limit: 100, offset: 100 },
      { limit: 100, offset: 200 },
    ]);
    expect(result.data).toHaveLength(237);
    expect(result.total).toBe(237);
    expect((request.mock.calls[0] as unknown as [string])[0]).toBe('/orders/history');
  });

  it('a normal page is one call', async () => {
    const request = vi.fn(async () => ({ orders: [order('a')], totalCount: 1 }));
    const provider = withDeclaredCalls({} as DataProvider, { request } as never, declaredMappings([activeOrders]));
    const result = await provider.getList('order-active', params());
    expect(request).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ data: [{ id: 'a' }], total: 1 });
  });
});
