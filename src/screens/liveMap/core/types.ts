// Shapes the live-map core hands its map (core/LiveMap.tsx) and the pages that compose it.
import type { Courier, Order } from '../../../domain/orders';
import type { LiveWarehouse } from '../data/types';
import type { MapMarker } from '../layers/types';

/** Couriers, orders and stores: the whole live data, or the part a page's filters let through. */
export interface LiveMapContent {
  orders: readonly Order[];
  couriers: readonly Courier[];
  warehouses: readonly LiveWarehouse[];
}

export interface MapFocus {
  lat: number;
  lon: number;
  /** New on every request, so picking the same marker twice centres it again. */
  key: number;
}

export interface LatLon {
  lat: number;
  lon: number;
}

/** What the map draws and where it looks: everything the map needs from the core. */
export interface LiveMapLayers {
  markers: readonly MapMarker[];
  selectedId: string | null;
  onSelect: (marker: MapMarker) => void;
  /** Points to fit, refitted when `fitKey` changes (never on a data update). */
  fitPoints: readonly LatLon[];
  fitKey: string;
  focus: MapFocus | null;
}
