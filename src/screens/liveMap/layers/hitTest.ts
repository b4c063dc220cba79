// Which marker a click or hover means: the one whose symbol edge is nearest the pointer, within a
// few pixels of tolerance (a finger on a phone is not a mouse). Distances are in screen pixels at
// the current zoom; symbols higher in the drawing order win a tie, as they are the ones seen, and the
// selected symbol, drawn again over everything, wins a tie with any of them.
import type { IndexedMarker } from './markerIndex';
import { KINDS } from './markerIndex';
import type { MapMarkerKind } from './types';

/** Drawn radius of each kind's symbol in CSS pixels (see sprites.ts). */
export const SYMBOL_RADIUS: Record<MapMarkerKind, number> = { courier: 5, order: 6, warehouse: 12 };

/** How far outside a symbol a click still picks it. */
export const HIT_TOLERANCE = 6;

export interface HitView {
  /** 2^zoom: world pixels at zoom 0 times this are pixels at the current zoom. */
  scale: number;
  /** The selected marker's id: drawn last, over its neighbours. */
  selectedId?: string | null;
}

/**
 * The marker under a point given in world pixels at zoom 0, or undefined. `groups` are walked in
 * drawing order (bottom first). Linear: a click over 13,000 markers costs well under a millisecond.
 */
export function hitTest(
  groups: Record<MapMarkerKind, { values(): Iterable<IndexedMarker> }>,
  point: { x: number; y: number },
  view: HitView,
  tolerance = HIT_TOLERANCE,
): IndexedMarker | undefined {
  let best: IndexedMarker | undefined;
  let bestGap = Infinity;
  for (const kind of KINDS) {
    const reach = SYMBOL_RADIUS[kind] + tolerance;
    const radius = SYMBOL_RADIUS[kind];
    for (const record of groups[kind].values()) {
      const dx = (record.x - point.x) * view.scale;
      if (dx > reach || dx < -reach) continue;
      const dy = (record.y - point.y) * view.scale;
      if (dy > reach || dy < -reach) continue;
      const gap = Math.max(0, Math.hypot(dx, dy) - radius);
      if (gap > tolerance) continue;
      // At the same gap a later (higher) symbol wins, as it is drawn over the earlier one, unless
      // the earlier one is the selected symbol, drawn over all.
      const bestIsSelected = best !== undefined && best.marker.id === view.selectedId;
      if (gap < bestGap || (gap === bestGap && !bestIsSelected)) {
        best = record;
        bestGap = gap;
      }
    }
  }
  return best;
}
