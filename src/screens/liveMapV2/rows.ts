// The rows of the two lists beside the map, derived from the live data: couriers with their store
// and current order, active orders with their store and the time they were checked out. Pure,
// so the lists, the map and the tests read the same thing.
import type { Courier, Order } from '../../domain/orders';
import type { LiveWarehouse } from '../liveMap/data/types';
import { markerId, shortOrderId } from '../liveMap/layers/toMarkers';

export interface CourierRow {
  id: string;
  markerId: string;
  name: string;
  status: number | undefined;
  warehouseId: string | undefined;
  warehouseName: string;
  /** The active order this courier carries, if any. */
  orderId: string | undefined;
  /** Whether the courier has a position the map can centre on. */
  located: boolean;
  searchText: string;
}

export interface OrderRow {
  id: string;
  markerId: string;
  shortId: string;
  status: number;
  warehouseId: string;
  warehouseName: string;
  /** When the client checked out (the order's age runs from it). */
  since: string;
  courierName: string;
  located: boolean;
  searchText: string;
}

export interface RowFilter {
  search: string;
  status: number | null;
  warehouseId: string | null;
}

export const NO_ROW_FILTER: RowFilter = { search: '', status: null, warehouseId: null };

/** Case- and accent-insensitive, Turkish dotted and dotless i alike: "ışık" is found by "isik". */
export function fold(text: string): string {
  return text.toLocaleLowerCase('tr').normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
}

function courierWarehouse(courier: Courier): { id: string | undefined; name: string | undefined } {
  const warehouse = courier.warehouse;
  if (typeof warehouse === 'string') return { id: warehouse, name: undefined };
  return { id: warehouse?._id, name: warehouse?.name };
}

export function courierRows(couriers: readonly Courier[], orders: readonly Order[], warehouses: readonly LiveWarehouse[]): CourierRow[] {
  const storeNames = new Map(warehouses.map((warehouse) => [warehouse._id, warehouse.name]));
  const carried = new Map<string, string>();
  for (const order of orders) {
    const courierId = order.courier?.courier._id;
    if (courierId) carried.set(courierId, order._id);
  }
  const rows = couriers.map((courier): CourierRow => {
    const store = courierWarehouse(courier);
    const warehouseName = (store.id && storeNames.get(store.id)) || store.name || '';
    const name = courier.name || courier._id;
    const orderId = carried.get(courier._id);
    return {
      id: courier._id,
      markerId: markerId.courier(courier._id),
      name,
      status: courier.status,
      warehouseId: store.id,
      warehouseName,
      orderId,
      located: Boolean(courier.location?.coordinates),
      searchText: fold(`${name} ${warehouseName} ${orderId ? shortOrderId(orderId) : ''}`),
    };
  });
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}

export function orderRows(orders: readonly Order[], warehouses: readonly LiveWarehouse[]): OrderRow[] {
  const storeNames = new Map(warehouses.map((warehouse) => [warehouse._id, warehouse.name]));
  const rows = orders.map((order): OrderRow => {
    const warehouseName = storeNames.get(order.warehouse.warehouse) || order.warehouse.name || '';
    const shortId = shortOrderId(order._id);
    const courierName = order.courier?.courier.name ?? '';
    return {
      id: order._id,
      markerId: markerId.order(order._id),
      shortId,
      status: order.status,
      warehouseId: order.warehouse.warehouse,
      warehouseName,
      since: order.checkoutAt ?? order.createdAt,
      courierName,
      located: Boolean(order.deliveryAddress?.location?.coordinates),
      searchText: fold(`${order._id} ${shortId} ${warehouseName} ${courierName}`),
    };
  });
  // Oldest first, as the gateway lists active orders: the longest waiting is on top.
  return rows.sort((a, b) => Date.parse(a.since) - Date.parse(b.since) || a.id.localeCompare(b.id));
}

export function filterRows<T extends { status: number | undefined; warehouseId: string | undefined; searchText: string }>(
  rows: readonly T[],
  filter: RowFilter,
): T[] {
  const words = fold(filter.search).split(/\s+/).filter(Boolean);
  if (words.length === 0 && filter.status === null && filter.warehouseId === null) return rows as T[];
  return rows.filter(
    (row) =>
      (filter.status === null || row.status === filter.status) &&
      (filter.warehouseId === null || row.warehouseId === filter.warehouseId) &&
      words.every((word) => row.searchText.includes(word)),
  );
}

/** Whole minutes from `since` to `now`, never negative (a clock a little ahead of the gateway's). */
export function ageMinutes(since: string, now: number): number {
  const started = Date.parse(since);
  return Number.isFinite(started) ? Math.max(0, Math.floor((now - started) / 60_000)) : 0;
}
