// Order density as hexagonal bins in screen space: at each zoom the plane of world pixels is cut
// into pointy-top hexagons of a fixed on-screen size, and every delivery point is counted in the
// hexagon it falls in (axial coordinates, cube rounding). The grid is anchored to the world, not
// to the view, so panning never moves a point to another bin; zooming re-bins (O(points), well
// under a millisecond for the 1,000 orders the live map holds). Hexagons rather than squares:
// every neighbour is at the same distance, so clusters do not look stretched along the axes.

export interface HexBin {
  /** Axial coordinates, unique per bin at a zoom. */
  q: number;
  r: number;
  /** Centre in world pixels at the zoom binned for. */
  x: number;
  y: number;
  count: number;
}

const SQRT3 = Math.sqrt(3);

/** The hexagon (axial q, r) holding a point, for hexagons of `radius` (centre to corner). */
export function hexOf(x: number, y: number, radius: number): { q: number; r: number } {
  const fq = ((SQRT3 / 3) * x - y / 3) / radius;
  const fr = ((2 / 3) * y) / radius;
  // Cube rounding: round all three coordinates, then fix the one that moved most.
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  // Math.round(-0.5) is -0: keep keys like "0,0" and "-0,0" from splitting one bin in two.
  return { q: q + 0, r: r + 0 };
}

export function hexCenter(q: number, r: number, radius: number): { x: number; y: number } {
  return { x: radius * SQRT3 * (q + r / 2), y: radius * 1.5 * r };
}

/**
 * Bins points given in world pixels at zoom 0 for a map at `scale` (2^zoom), with hexagons of
 * `radius` screen pixels.
 */
export function hexBins(points: Iterable<{ x: number; y: number }>, scale: number, radius: number): HexBin[] {
  const bins = new Map<string, HexBin>();
  for (const point of points) {
    const { q, r } = hexOf(point.x * scale, point.y * scale, radius);
    const key = `${q},${r}`;
    const bin = bins.get(key);
    if (bin) bin.count++;
    else bins.set(key, { q, r, ...hexCenter(q, r, radius), count: 1 });
  }
  return [...bins.values()];
}

/**
 * Colour classes by orders per hexagon. Fixed thresholds (doubling), not relative to the busiest
 * bin: a hexagon keeps its colour while orders elsewhere come and go, and the legend never lies.
 */
export const DENSITY_CLASSES: readonly { min: number; color: string }[] = [
  { min: 1, color: '#fde7a8' },
  { min: 2, color: '#fbb862' },
  { min: 4, color: '#f07f3c' },
  { min: 8, color: '#d4452b' },
  { min: 16, color: '#8f1d3f' },
];

/** Index into DENSITY_CLASSES for a count of one or more. */
export function densityClass(count: number): number {
  let index = 0;
  for (let i = 0; i < DENSITY_CLASSES.length; i++) if (count >= DENSITY_CLASSES[i].min) index = i;
  return index;
}
