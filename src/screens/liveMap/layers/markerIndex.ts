// The markers a canvas layer holds, keyed by id, with each one's position projected once to world
// pixels at zoom 0 (a zoom level z only multiplies them by 2^z). A new markers array is diffed
// against what is held: an unchanged marker object costs one Map lookup and one comparison, a
// moved one is re-projected alone, so 500 updates among 3,000 markers touch 500 records.
import type { MapMarker, MapMarkerKind } from './types';

/** Projects a latitude/longitude to world pixels at zoom 0. Injected so the index stays pure. */
export type Project = (lat: number, lon: number) => { x: number; y: number };

export interface IndexedMarker {
  marker: MapMarker;
  /** World pixels at zoom 0. */
  x: number;
  y: number;
  /** Generation of the last sync that listed it; older ones are removed. */
  seen: number;
}

export interface SyncResult {
  added: number;
  updated: number;
  removed: number;
}

/** Drawing order, bottom to top: the many couriers first, warehouses last so they stay visible. */
export const KINDS: readonly MapMarkerKind[] = ['courier', 'order', 'warehouse'];

function isValidPosition(marker: MapMarker): boolean {
  return Number.isFinite(marker.lat) && Number.isFinite(marker.lon) && Math.abs(marker.lat) <= 90 && Math.abs(marker.lon) <= 180;
}

export class MarkerIndex {
  /** One map per kind, so drawing goes kind by kind without sorting. */
  readonly byKind: Record<MapMarkerKind, Map<string, IndexedMarker>> = {
    courier: new Map(),
    order: new Map(),
    warehouse: new Map(),
  };
  private readonly byId = new Map<string, IndexedMarker>();
  private generation = 0;
  private last: readonly MapMarker[] | null = null;

  constructor(private readonly project: Project) {}

  get size(): number {
    return this.byId.size;
  }

  get(id: string): IndexedMarker | undefined {
    return this.byId.get(id);
  }

  count(kind: MapMarkerKind): number {
    return this.byKind[kind].size;
  }

  /**
   * Makes the index hold exactly `markers` (a marker without a valid position is left out, so one
   * bad coordinate from the gateway cannot break the layer). The same array again is a no-op.
   */
  sync(markers: readonly MapMarker[]): SyncResult {
    const result: SyncResult = { added: 0, updated: 0, removed: 0 };
    if (markers === this.last) return result;
    this.last = markers;
    const generation = ++this.generation;
    let kept = 0;
    for (const marker of markers) {
      const held = this.byId.get(marker.id);
      if (held && held.seen === generation) continue; // a duplicated id: the first one wins
      if (!isValidPosition(marker)) continue;
      if (!held) {
        const { x, y } = this.project(marker.lat, marker.lon);
        const record: IndexedMarker = { marker, x, y, seen: generation };
        this.byId.set(marker.id, record);
        this.byKind[marker.kind].set(marker.id, record);
        result.added++;
        continue;
      }
      held.seen = generation;
      kept++;
      if (held.marker === marker) continue;
      const previous = held.marker;
      if (previous.lat !== marker.lat || previous.lon !== marker.lon) {
        const { x, y } = this.project(marker.lat, marker.lon);
        held.x = x;
        held.y = y;
      }
      if (previous.kind !== marker.kind) {
        this.byKind[previous.kind].delete(marker.id);
        this.byKind[marker.kind].set(marker.id, held);
      }
      if (!sameLook(previous, marker)) result.updated++;
      held.marker = marker;
    }
    // Everything held was listed again: nothing to remove, and no walk over the whole index.
    if (kept + result.added !== this.byId.size) {
      for (const [id, record] of this.byId) {
        if (record.seen === generation) continue;
        this.byId.delete(id);
        this.byKind[record.marker.kind].delete(id);
        result.removed++;
      }
    }
    return result;
  }
}

/** Whether two versions of a marker draw the same pixels (a fresh object with equal fields does). */
export function sameLook(a: MapMarker, b: MapMarker): boolean {
  return a.lat === b.lat && a.lon === b.lon && a.kind === b.kind && a.color === b.color && a.label === b.label;
}

/** True when a sync changed anything that is drawn. */
export function changedAnything(result: SyncResult): boolean {
  return result.added + result.updated + result.removed > 0;
}
