import { describe, expect, it } from 'vitest';
import type { Courier, Order } from '../../src/domain/orders';
import type { LiveWarehouse } from '../../src/screens/liveMap/data/types';
import { fitKeyOf, fitPointsOf } from '../../src/screens/liveMap/core/fitPoints';
import { NO_LIST_FILTERS, allRows, shownLists } from '../../src/screens/liveMapV2/lists/shownLists';
import { NO_ROW_FILTER } from '../../src/screens/liveMapV2/rows';

const order = (id: string, warehouse: string, coordinates: [number, number] | null): Order => ({
  _id: id,
  domainType: 3,
  status: 500,
  statusUpdatedAt: '2026-01-01T10:00:00Z',
  errorCode: null,
  createdAt: '2026-01-01T10:00:00Z',
  checkoutAt: '2026-01-01T10:00:00Z',
  deliveredAt: null,
  canceledAt: null,
  warehouse: { warehouse, name: '' },
  courier: null,
  picking: null,
  assign: { courierAssignedAt: null, pickerAssignedAt: null },
  // An order without a delivery position (the screens guard against it) has none to fit.
  deliveryAddress: coordinates ? { location: { type: 'Point', coordinates } } : (undefined as unknown as Order['deliveryAddress']),
  totalAmount: 10,
  currency: 'TRY',
});

const warehouses: LiveWarehouse[] = [
  { _id: 'w1', name: 'Şişli', lat: 41.06, lon: 28.98, cityId: 'ist' },
  { _id: 'w2', name: 'Kızılay', lat: 39.92, lon: 32.85, cityId: 'ank' },
];
const orders = [order('o1', 'w1', [28.99, 41.07]), order('o2', 'w2', [32.86, 39.93]), order('o3', 'w2', null)];

describe('the live-map core fits', () => {
  it('every store and its located orders, or the picked city only', () => {
    expect(fitPointsOf('all', warehouses, orders)).toEqual([
      { lat: 41.06, lon: 28.98 },
      { lat: 39.92, lon: 32.85 },
      { lat: 41.07, lon: 28.99 },
      { lat: 39.93, lon: 32.86 },
    ]);
    expect(fitPointsOf({ city: 'ank' }, warehouses, orders)).toEqual([
      { lat: 39.92, lon: 32.85 },
      { lat: 39.93, lon: 32.86 },
    ]);
  });

  it('the whole franchise for a city without a located store, and refits only when the target changes', () => {
    expect(fitPointsOf({ city: 'izm' }, warehouses, orders)).toEqual(fitPointsOf('all', warehouses, orders));
    expect(fitKeyOf('all')).toBe('all');
    expect(fitKeyOf({ city: 'ank' })).toBe('city:ank');
    expect(fitKeyOf({ city: 'ank' })).not.toBe(fitKeyOf({ city: 'ist' }));
  });
});

describe('the v2 lists on the core', () => {
  const couriers: Courier[] = [
    { _id: 'c1', name: 'Ali Kaya', status: 100, warehouse: 'w1', location: { type: 'Point', coordinates: [29, 41] } },
    { _id: 'c2', name: 'Işıl Yılmaz', status: 700, warehouse: 'w2', location: { type: 'Point', coordinates: [32.8, 39.9] } },
  ];
  const content = { couriers, orders, warehouses };

  it('draws everything while no filter is set, the very arrays of the data', () => {
    const shown = shownLists(allRows(content), NO_LIST_FILTERS);
    expect(shown.couriers).toBe(couriers);
    expect(shown.orders).toBe(orders);
    expect(shown.warehouses).toBe(warehouses);
    expect(shown.courierRows.shown).toBe(shown.courierRows.all);
  });

  it('narrows a list and its markers together, leaving the other list and the stores', () => {
    const rows = allRows(content);
    const shown = shownLists(rows, { ...NO_LIST_FILTERS, couriers: { ...NO_ROW_FILTER, search: 'isil' } });
    expect(shown.courierRows.shown.map((row) => row.id)).toEqual(['c2']);
    expect(shown.couriers.map((courier) => courier._id)).toEqual(['c2']);
    expect(shown.courierRows.all).toHaveLength(2);
    expect(shown.orders).toBe(orders);
    expect(shown.warehouses).toBe(warehouses);

    const byStore = shownLists(rows, { ...NO_LIST_FILTERS, orders: { ...NO_ROW_FILTER, warehouseId: 'w2' } });
    expect(byStore.orders.map((item) => item._id)).toEqual(['o2', 'o3']);
    expect(byStore.couriers).toBe(couriers);
  });
});
