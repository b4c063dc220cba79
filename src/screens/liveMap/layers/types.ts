// What the live maps draw: one flat shape for couriers, orders and warehouses, so the canvas layer
// knows nothing of the gateway's replies. Screens build these from their data (see toMarkers.ts).

export type MapMarkerKind = 'courier' | 'order' | 'warehouse';

export interface MapMarker {
  /** Unique across kinds on one map (couriers, orders and warehouses come from different tables). */
  id: string;
  kind: MapMarkerKind;
  lat: number;
  lon: number;
  /** A CSS colour, e.g. from courierStatusColor / orderStatusColor. */
  color: string;
  /** Shown as the hover title and read by hit-testing callers; warehouses draw it beside the symbol. */
  label: string;
}
