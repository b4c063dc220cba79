// What the map fits into view: the stores (of the city the user picked, or all of them) and the
// delivery points of their active orders.
import type { Order } from '../../../domain/orders';
import type { LiveWarehouse } from '../data/types';
import type { LatLon } from './types';

/** `all`: every store of the franchise; otherwise the city the user picked. */
export type FitTarget = 'all' | { city: string };

export function fitKeyOf(target: FitTarget): string {
  return target === 'all' ? 'all' : `city:${target.city}`;
}

export function fitPointsOf(target: FitTarget, warehouses: readonly LiveWarehouse[], orders: readonly Order[]): LatLon[] {
  const inCity = target === 'all' ? [] : warehouses.filter((warehouse) => warehouse.cityId === target.city);
  // A city without a located store fits the whole franchise rather than nothing.
  const stores = inCity.length > 0 ? inCity : warehouses;
  const storeIds = new Set(stores.map((store) => store._id));
  const deliveries = orders.flatMap((order) => {
    const [lon, lat] = order.deliveryAddress?.location?.coordinates ?? [];
    return storeIds.has(order.warehouse.warehouse) && typeof lat === 'number' && typeof lon === 'number' ? [{ lat, lon }] : [];
  });
  return [...stores.map(({ lat, lon }) => ({ lat, lon })), ...deliveries];
}
