// The side panel's filters (store, courier status, domain type) applied to what the map draws and
// counts. Pure, so the counts and the markers can never disagree.
import type { Courier, Order } from '../../domain/orders';
import type { LiveWarehouse } from './data/types';

export interface LiveMapFilters {
  warehouseId: string | null;
  courierStatus: number | null;
  domainType: number | null;
}

export const NO_FILTERS: LiveMapFilters = { warehouseId: null, courierStatus: null, domainType: null };

export interface FilteredLiveData {
  orders: Order[];
  couriers: Courier[];
  warehouses: LiveWarehouse[];
}

/** The store id of a courier, whether the reply populated the store or not. */
export function courierWarehouseId(courier: Courier): string | undefined {
  const warehouse = courier.warehouse;
  return typeof warehouse === 'string' ? warehouse : warehouse?._id;
}

export function filterLiveData(
  data: { orders: readonly Order[]; couriers: readonly Courier[]; warehouses: readonly LiveWarehouse[] },
  filters: LiveMapFilters,
): FilteredLiveData {
  const { warehouseId, courierStatus, domainType } = filters;
  const orders = data.orders.filter(
    (order) =>
      (warehouseId === null || order.warehouse.warehouse === warehouseId) &&
      (domainType === null || order.domainType === domainType),
  );
  const couriers = data.couriers.filter(
    (courier) =>
      (warehouseId === null || courierWarehouseId(courier) === warehouseId) &&
      (courierStatus === null || courier.status === courierStatus) &&
      // A courier serves the types it lists; one listing none is not filtered out by a type.
      (domainType === null || !courier.domainTypes || courier.domainTypes.includes(domainType)),
  );
  const warehouses =
    warehouseId === null ? [...data.warehouses] : data.warehouses.filter((warehouse) => warehouse._id === warehouseId);
  return { orders, couriers, warehouses };
}
