// Gateway couriers, orders and warehouses as map markers. Each conversion is remembered per
// object: a courier the live store did not touch is the same object as before, so it gets the
// same marker object back and the canvas layer skips it with one comparison.
import type { Courier, GeoPoint, Order } from '../../../domain/orders';
import type { LiveWarehouse } from '../data/types';
import { WAREHOUSE_COLOR, courierStatusColor, orderStatusColor } from '../../../statusColors';
import type { MapMarker } from './types';

/** Ids of different kinds share one layer, so each kind's ids get their own prefix. */
export const markerId = {
  courier: (id: string) => `courier:${id}`,
  order: (id: string) => `order:${id}`,
  warehouse: (id: string) => `warehouse:${id}`,
};

/** The last six characters, as staff read order ids aloud. */
export const shortOrderId = (id: string) => id.slice(-6).toUpperCase();

function memo<T extends object>(convert: (item: T) => MapMarker | null): (item: T) => MapMarker | null {
  const cache = new WeakMap<T, MapMarker | null>();
  return (item) => {
    let marker = cache.get(item);
    if (marker === undefined) {
      marker = convert(item);
      cache.set(item, marker);
    }
    return marker;
  };
}

function position(point: GeoPoint | null | undefined): { lat: number; lon: number } | null {
  const coordinates = point?.coordinates;
  if (!coordinates || coordinates.length < 2) return null;
  const [lon, lat] = coordinates;
  return Number.isFinite(lat) && Number.isFinite(lon) ? { lat, lon } : null;
}

export const courierMarker = memo((courier: Courier): MapMarker | null => {
  const at = position(courier.location);
  return at && { id: markerId.courier(courier._id), kind: 'courier', ...at, color: courierStatusColor(courier.status), label: courier.name ?? courier._id };
});

export const orderMarker = memo((order: Order): MapMarker | null => {
  const at = position(order.deliveryAddress?.location);
  return at && { id: markerId.order(order._id), kind: 'order', ...at, color: orderStatusColor(order.status), label: `#${shortOrderId(order._id)}` };
});

export const warehouseMarker = memo((warehouse: LiveWarehouse): MapMarker | null => {
  const at = Number.isFinite(warehouse.lat) && Number.isFinite(warehouse.lon) ? { lat: warehouse.lat, lon: warehouse.lon } : null;
  return at && { id: markerId.warehouse(warehouse._id), kind: 'warehouse', ...at, color: WAREHOUSE_COLOR, label: warehouse.name };
});

/** All three kinds as one array for MarkerLayer; entries without a location are left out. */
export function toMarkers(
  couriers: readonly Courier[],
  orders: readonly Order[],
  warehouses: readonly LiveWarehouse[],
): MapMarker[] {
  const markers: MapMarker[] = [];
  for (const courier of couriers) {
    const marker = courierMarker(courier);
    if (marker) markers.push(marker);
  }
  for (const order of orders) {
    const marker = orderMarker(order);
    if (marker) markers.push(marker);
  }
  for (const warehouse of warehouses) {
    const marker = warehouseMarker(warehouse);
    if (marker) markers.push(marker);
  }
  return markers;
}
