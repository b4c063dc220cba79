import { describe, expect, it } from 'vitest';
import type { Courier, Order, OrderStatusEvent, Picker } from '../../src/domain/orders';
import {
  applyCourierLocations,
  applyLiveEvents,
  applyNewCheckout,
  applyOrderStatus,
  applyPickerStatus,
  createLiveMapState,
  hasMissingNames,
  type LiveMapEvent,
} from '../../src/screens/liveMap/data/liveStore';

const T0 = '2026-03-01T10:00:00.000Z';
const T1 = '2026-03-01T10:01:00.000Z';
const T2 = '2026-03-01T10:02:00.000Z';

function order(id: string, status = 350, statusUpdatedAt = T0): Order {
  return {
    _id: id,
    domainType: 1,
    status,
    statusUpdatedAt,
    errorCode: null,
    createdAt: T0,
    checkoutAt: T0,
    deliveredAt: null,
    canceledAt: null,
    warehouse: { warehouse: 'w1', name: 'Kadıköy' },
    courier: { courier: { _id: 'c1', name: 'Ali' } },
    picking: null,
    assign: { courierAssignedAt: T0, pickerAssignedAt: null },
    deliveryAddress: { location: { type: 'Point', coordinates: [29, 41] } },
    totalAmount: 100,
    currency: 'TRY',
  };
}

function courier(id: string, lat = 41, lon = 29, status = 100): Courier {
  return { _id: id, name: `Courier ${id}`, status, location: { type: 'Point', coordinates: [lon, lat], updatedAt: T0 } };
}

function statusEvent(id: string, status: number, patch: Partial<OrderStatusEvent> = {}): OrderStatusEvent {
  return { _id: id, status, statusUpdatedAt: T1, domainType: 1, event: 0, warehouse: 'w1', courier: 'c1', picker: null, ...patch };
}

const picker: Picker = {
  _id: 'p1',
  name: 'Ayşe',
  status: 300,
  statusReasonCode: null,
  statusUpdatedAt: T1,
  lastJobDate: null,
  isActivated: true,
  isLoggedIn: true,
  warehouse: { _id: 'w1', name: 'Kadıköy' },
};

describe('the live map store', () => {
  it('keeps only active orders from a snapshot', () => {
    const state = createLiveMapState([order('a', 350), order('b', 900), order('c', 800), order('d', 300)], []);
    expect([...state.orders.keys()]).toEqual(['a', 'c']);
  });

  it('moves a courier and changes its status, sharing the orders map', () => {
    const state = createLiveMapState([order('a')], [courier('c1'), courier('c2')]);
    const next = applyCourierLocations(state, { couriers: [{ _id: 'c1', lat: 41.5, lon: 29.5, status: 700 }], at: T1 });
    expect(next).not.toBe(state);
    expect(next.orders).toBe(state.orders);
    expect(next.couriers.get('c1')).toMatchObject({
      name: 'Courier c1',
      status: 700,
      location: { coordinates: [29.5, 41.5], updatedAt: T1 },
    });
    expect(next.couriers.get('c2')).toBe(state.couriers.get('c2'));
    // The original is untouched.
    expect(state.couriers.get('c1')?.status).toBe(100);
  });

  it('returns the same state when a courier event changes nothing or is older than the position', () => {
    const state = createLiveMapState([], [courier('c1')]);
    expect(applyCourierLocations(state, { couriers: [{ _id: 'c1', lat: 41, lon: 29, status: 100 }], at: T1 })).toBe(state);
    expect(
      applyCourierLocations(state, { couriers: [{ _id: 'c1', lat: 40, lon: 28, status: 700 }], at: '2026-03-01T09:00:00.000Z' }),
    ).toBe(state);
    expect(applyCourierLocations(state, { couriers: [], at: T1 })).toBe(state);
  });

  it('adds a courier it did not know, without a name until the next snapshot', () => {
    const state = createLiveMapState([], []);
    const next = applyCourierLocations(state, { couriers: [{ _id: 'new', lat: 41, lon: 29, status: 100 }], at: T1 });
    expect(next.couriers.get('new')).toMatchObject({ _id: 'new', status: 100 });
    expect(hasMissingNames(next)).toBe(true);
    expect(hasMissingNames(state)).toBe(false);
  });

  it('changes an order status in place and removes an order that leaves the active range', () => {
    const state = createLiveMapState([order('a'), order('b')], [courier('c1')]);
    const preparing = applyOrderStatus(state, statusEvent('a', 500, { picker: 'p1' }));
    expect(preparing.orders.get('a')).toMatchObject({
      status: 500,
      statusUpdatedAt: T1,
      picking: { picker: { _id: 'p1', name: '' } },
      assign: { pickerAssignedAt: T1 },
    });
    expect(preparing.orders.get('b')).toBe(state.orders.get('b'));
    expect(preparing.couriers).toBe(state.couriers);

    const delivered = applyOrderStatus(preparing, statusEvent('a', 900, { statusUpdatedAt: T2 }));
    expect(delivered.orders.has('a')).toBe(false);
    expect(delivered.orders.size).toBe(1);
    const canceled = applyOrderStatus(preparing, statusEvent('b', 1200, { statusUpdatedAt: T2 }));
    expect(canceled.orders.has('b')).toBe(false);
  });

  it('returns the same state for a repeated, older or unknown order event', () => {
    const state = createLiveMapState([order('a', 500, T1)], [courier('c1')]);
    expect(applyOrderStatus(state, statusEvent('a', 500))).toBe(state);
    expect(applyOrderStatus(state, statusEvent('a', 400, { statusUpdatedAt: T0 }))).toBe(state);
    expect(applyOrderStatus(state, statusEvent('unknown', 500))).toBe(state);
    expect(applyOrderStatus(state, statusEvent('unknown', 900))).toBe(state);
  });

  it('names a newly assigned courier from the couriers it knows', () => {
    const state = createLiveMapState([order('a')], [courier('c2')]);
    const next = applyOrderStatus(state, statusEvent('a', 400, { courier: 'c2' }));
    expect(next.orders.get('a')?.courier).toEqual({ courier: { _id: 'c2', name: 'Courier c2' } });
  });

  it('learns a picker name from the picker event', () => {
    const state = applyOrderStatus(createLiveMapState([order('a')], []), statusEvent('a', 400, { picker: 'p1' }));
    expect(hasMissingNames(state)).toBe(true);
    const named = applyPickerStatus(state, picker);
    expect(named.orders.get('a')?.picking).toEqual({ picker: { _id: 'p1', name: 'Ayşe' } });
    expect(hasMissingNames(named)).toBe(false);
    expect(applyPickerStatus(named, picker)).toBe(named);
  });

  it('adds a new checkout once, and ignores it when it is older than what the state has', () => {
    const state = createLiveMapState([], []);
    const created = order('n');
    const next = applyNewCheckout(state, created);
    expect(next.orders.get('n')).toBe(created);
    expect(next.couriers).toBe(state.couriers);
    expect(applyNewCheckout(next, order('n'))).toBe(next);
    const later = applyOrderStatus(next, statusEvent('n', 500, { statusUpdatedAt: T2 }));
    expect(applyNewCheckout(later, order('n'))).toBe(later);
    // A checkout that failed is no active order.
    expect(applyNewCheckout(state, order('x', 200))).toBe(state);
  });

  it('applies a burst of 500 events over 2,000 couriers and 1,000 orders', () => {
    const couriers = Array.from({ length: 2000 }, (_, i) => courier(`c${i}`));
    const orders = Array.from({ length: 1000 }, (_, i) => order(`o${i}`));
    const state = createLiveMapState(orders, couriers);
    const events: LiveMapEvent[] = [];
    for (let i = 0; i < 450; i++) {
      events.push({
        type: 'courier:location',
        payload: { couriers: [{ _id: `c${i}`, lat: 41 + i / 1000, lon: 29, status: 700 }], at: T1 },
      });
    }
    for (let i = 0; i < 50; i++) events.push({ type: 'market-order:status', payload: statusEvent(`o${i}`, i < 25 ? 900 : 500) });

    const next = applyLiveEvents(state, events);

    expect(next.couriers.size).toBe(2000);
    expect(next.couriers.get('c449')?.location?.coordinates).toEqual([29, 41.449]);
    expect(next.couriers.get('c450')).toBe(state.couriers.get('c450'));
    expect(next.orders.size).toBe(975);
    expect(next.orders.get('o30')?.status).toBe(500);
    // Applying the same burst again changes nothing.
    expect(applyLiveEvents(next, events)).toBe(next);
  });
});
