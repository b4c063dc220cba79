// What the user picked on the map, in the finder or by a click: one courier, order or store.
import type { MapMarkerKind } from '../layers/types';

export interface LiveSelection {
  kind: MapMarkerKind;
  /** The gateway id (not the marker id). */
  id: string;
}

/** Marker ids are `<kind>:<id>` (layers/toMarkers.ts). */
export function selectionFromMarkerId(markerId: string): LiveSelection | null {
  const colon = markerId.indexOf(':');
  const kind = markerId.slice(0, colon);
  if (colon < 0 || (kind !== 'courier' && kind !== 'order' && kind !== 'warehouse')) return null;
  return { kind, id: markerId.slice(colon + 1) };
}
