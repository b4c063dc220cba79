import { describe, expect, it } from 'vitest';
import type { Courier, Order } from '../../src/domain/orders';
import type { LiveWarehouse } from '../../src/screens/liveMap/data/types';
import { NO_FILTERS, filterLiveData } from '../../src/screens/liveMap/filters';

const order = (id: string, warehouse: string, domainType: number) =>
  ({ _id: id, warehouse: { warehouse, name: warehouse }, domainType, status: 500 }) as Order;
const courier = (id: string, warehouse: Courier['warehouse'], status: number, domainTypes: number[]): Courier => ({ _id: id, warehouse, status, domainTypes });
const store = (id: string): LiveWarehouse => ({ _id: id, name: id, lat: 41, lon: 29 });

const data = {
  orders: [order('o1', 'w1', 1), order('o2', 'w2', 1), order('o3', 'w1', 3)],
  couriers: [
    courier('c1', 'w1', 100, [1, 3]),
    courier('c2', { _id: 'w2', name: 'w2' }, 700, [1]),
    courier('c3', { _id: 'w1', name: 'w1' }, 700, [3]),
  ],
  warehouses: [store('w1'), store('w2')],
};
const ids = (items: { _id: string }[]) => items.map((item) => item._id);

describe('the live map filters', () => {
  it('keep everything when none is set', () => {
    const shown = filterLiveData(data, NO_FILTERS);
    expect([ids(shown.orders), ids(shown.couriers), ids(shown.warehouses)]).toEqual([['o1', 'o2', 'o3'], ['c1', 'c2', 'c3'], ['w1', 'w2']]);
  });

  it('narrow stores, orders and couriers (populated store or id) to one store', () => {
    const shown = filterLiveData(data, { ...NO_FILTERS, warehouseId: 'w1' });
    expect([ids(shown.orders), ids(shown.couriers), ids(shown.warehouses)]).toEqual([['o1', 'o3'], ['c1', 'c3'], ['w1']]);
  });

  it('narrow couriers by status, leaving orders alone', () => {
    const shown = filterLiveData(data, { ...NO_FILTERS, courierStatus: 700 });
    expect([ids(shown.orders), ids(shown.couriers)]).toEqual([['o1', 'o2', 'o3'], ['c2', 'c3']]);
  });

  it('narrow orders by domain type and couriers to those serving it, combined with the others', () => {
    expect(ids(filterLiveData(data, { ...NO_FILTERS, domainType: 3 }).couriers)).toEqual(['c1', 'c3']);
    const shown = filterLiveData(data, { warehouseId: 'w1', courierStatus: 700, domainType: 3 });
    expect([ids(shown.orders), ids(shown.couriers)]).toEqual([['o3'], ['c3']]);
  });
});
