// Shapes the live map screens share beyond the gateway's own reply types (src/domain/orders.ts).
import type { Courier, Order } from '../../../domain/orders';

/** A store of the franchise as the maps draw it. */
export interface LiveWarehouse {
  _id: string;
  name: string;
  lat: number;
  lon: number;
  cityId?: string;
}

/** What `useLiveMapData` gives a live map screen. */
export interface LiveMapData {
  /** Active orders (reserved 350 to reached 800). */
  orders: Order[];
  /** Logged-in couriers with their latest position and status. */
  couriers: Courier[];
  warehouses: LiveWarehouse[];
  /** True until the first snapshot (orders, couriers and warehouses) has arrived. */
  loading: boolean;
  /** The failed load's error, null otherwise. */
  error: unknown;
  /** A load failed or is held for the connection: the screen says so instead of an empty map. */
  failed: boolean;
  /** Asks again for what failed. */
  retry: () => void;
  retrying: boolean;
}
