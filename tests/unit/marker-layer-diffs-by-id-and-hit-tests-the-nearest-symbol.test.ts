import { describe, expect, it, vi } from 'vitest';
import { HIT_TOLERANCE, SYMBOL_RADIUS, hitTest } from '../../src/screens/liveMap/layers/hitTest';
import { MarkerIndex, type IndexedMarker } from '../../src/screens/liveMap/layers/markerIndex';
import { mercator } from '../../src/screens/liveMap/layers/projection';
import type { MapMarker, MapMarkerKind } from '../../src/screens/liveMap/layers/types';

const courier = (id: string, lat = 41, lon = 29, color = '#2e7d32'): MapMarker => ({ id, kind: 'courier', lat, lon, color, label: id });

function countingIndex() {
  const project = vi.fn((lat: number, lon: number) => ({ x: lon, y: lat }));
  return { index: new MarkerIndex(project), project };
}

describe('the marker index', () => {
  it('projects each marker once when it first comes, and only moved ones after that', () => {
    const { index, project } = countingIndex();
    const markers = Array.from({ length: 3000 }, (_, i) => courier(`c${i}`, 41 + i / 1e4, 29));
    expect(index.sync(markers)).toEqual({ added: 3000, updated: 0, removed: 0 });
    expect(project).toHaveBeenCalledTimes(3000);

    project.mockClear();
    const next = markers.slice();
    for (let i = 0; i < 500; i++) next[i * 6] = { ...next[i * 6], lat: next[i * 6].lat + 0.001 };
    expect(index.sync(next)).toEqual({ added: 0, updated: 500, removed: 0 });
    expect(project).toHaveBeenCalledTimes(500);
    expect(index.get('c6')!.y).toBeCloseTo(41 + 6 / 1e4 + 0.001);
  });

  it('treats a fresh object with the same fields as unchanged, and a colour change as drawn', () => {
    const { index, project } = countingIndex();
    index.sync([courier('a'), courier('b')]);
    project.mockClear();
    expect(index.sync([courier('a'), courier('b')])).toEqual({ added: 0, updated: 0, removed: 0 });
    expect(index.sync([courier('a', 41, 29, '#ef6c00'), courier('b')])).toEqual({ added: 0, updated: 1, removed: 0 });
    expect(index.get('a')!.marker.color).toBe('#ef6c00');
    expect(project).not.toHaveBeenCalled();
  });

  it('removes markers no longer listed, and counts per kind', () => {
    const { index } = countingIndex();
    const order: MapMarker = { id: 'o1', kind: 'order', lat: 41, lon: 29, color: '#0277bd', label: 'o1' };
    index.sync([courier('a'), courier('b'), order]);
    expect([index.count('courier'), index.count('order'), index.count('warehouse')]).toEqual([2, 1, 0]);
    expect(index.sync([courier('b')])).toEqual({ added: 0, updated: 0, removed: 2 });
    expect(index.get('a')).toBeUndefined();
    expect([index.count('courier'), index.count('order')]).toEqual([1, 0]);
  });

  it('does nothing for the same array again', () => {
    const { index, project } = countingIndex();
    const markers = [courier('a')];
    index.sync(markers);
    project.mockClear();
    expect(index.sync(markers)).toEqual({ added: 0, updated: 0, removed: 0 });
    expect(project).not.toHaveBeenCalled();
  });

  it('leaves out a marker without a usable position and keeps the first of a duplicated id', () => {
    const { index } = countingIndex();
    const result = index.sync([courier('a', Number.NaN), courier('b', 95), courier('c', 41, 29, '#111111'), courier('c', 42, 29, '#222222')]);
    expect(result.added).toBe(1);
    expect(index.size).toBe(1);
    expect(index.get('c')!.marker.color).toBe('#111111');
  });
});

describe('hit-testing', () => {
  const at = (id: string, kind: MapMarkerKind, x: number, y: number): IndexedMarker => ({
    marker: { id, kind, lat: 0, lon: 0, color: '#000000', label: id },
    x,
    y,
    seen: 0,
  });
  const groups = (...records: IndexedMarker[]) => ({
    courier: records.filter((r) => r.marker.kind === 'courier'),
    order: records.filter((r) => r.marker.kind === 'order'),
    warehouse: records.filter((r) => r.marker.kind === 'warehouse'),
  });
  const view = { scale: 1 };

  it('picks the nearest symbol within the tolerance', () => {
    const all = groups(at('near', 'courier', 10, 0), at('far', 'courier', 30, 0));
    expect(hitTest(all, { x: 12, y: 0 }, view)?.marker.id).toBe('near');
    expect(hitTest(all, { x: 27, y: 0 }, view)?.marker.id).toBe('far');
  });

  it('misses when the pointer is further than radius plus tolerance from every symbol', () => {
    const reach = SYMBOL_RADIUS.courier + HIT_TOLERANCE;
    const all = groups(at('a', 'courier', 0, 0));
    expect(hitTest(all, { x: reach - 0.5, y: 0 }, view)?.marker.id).toBe('a');
    expect(hitTest(all, { x: reach + 0.5, y: 0 }, view)).toBeUndefined();
  });

  it('measures in screen pixels at the current zoom', () => {
    const all = groups(at('a', 'courier', 0, 0));
    // 1 world pixel at zoom 0 is 16 px at zoom 4: well out of reach.
    expect(hitTest(all, { x: 1, y: 0 }, { scale: 16 })).toBeUndefined();
    expect(hitTest(all, { x: 0.5, y: 0 }, { scale: 16 })?.marker.id).toBe('a');
  });

  it('gives a tie to the symbol drawn on top (warehouse over order over courier)', () => {
    const all = groups(at('c', 'courier', 0, 0), at('o', 'order', 0, 0), at('w', 'warehouse', 0, 0));
    expect(hitTest(all, { x: 0, y: 0 }, view)?.marker.id).toBe('w');
    expect(hitTest(groups(at('c', 'courier', 0, 0), at('o', 'order', 0, 0)), { x: 0, y: 0 }, view)?.marker.id).toBe('o');
  });

  it('gives a tie to the selected symbol, drawn again over its neighbours, but not a nearer one', () => {
    const all = groups(at('c', 'courier', 0, 0), at('o', 'order', 0, 0), at('w', 'warehouse', 0, 0));
    expect(hitTest(all, { x: 0, y: 0 }, { scale: 1, selectedId: 'c' })?.marker.id).toBe('c');
    expect(hitTest(all, { x: 0, y: 0 }, { scale: 1, selectedId: 'o' })?.marker.id).toBe('o');
    const apart = groups(at('c', 'courier', 0, 0), at('o', 'order', 8, 0));
    expect(hitTest(apart, { x: 7, y: 0 }, { scale: 1, selectedId: 'c' })?.marker.id).toBe('o');
  });

  // How fast is the live-map benchmark's to say (npm run bench), not a timed test's.
  it('finds the one marker under the pointer among 13,000', () => {
    const many: IndexedMarker[] = [];
    for (let i = 0; i < 13000; i++) many.push(at(`c${i}`, 'courier', (i % 130) * 20, Math.floor(i / 130) * 20));
    const all = groups(...many);
    expect(hitTest(all, { x: 20 * 7 + 2, y: 20 * 3 - 1 }, view)?.marker.id).toBe(`c${3 * 130 + 7}`);
    expect(hitTest(all, { x: 20 * 7 + 10, y: 20 * 3 + 10 }, view)).toBeUndefined();
  });
});

describe('the projection', () => {
  it('matches Leaflet\'s EPSG:3857 at zoom 0', () => {
    expect(mercator(0, 0)).toEqual({ x: 128, y: 128 });
    expect(mercator(0, 180).x).toBeCloseTo(256);
    expect(mercator(85.0511287798, 0).y).toBeCloseTo(0, 6);
    expect(mercator(89, 0).y).toBeCloseTo(0, 6); // clamped like Leaflet
    // Leaflet: L.CRS.EPSG3857.latLngToPoint([41.02111, 29.004115], 0)
    const istanbul = mercator(41.02111, 29.004115);
    expect(istanbul.x).toBeCloseTo(148.625148, 5);
    expect(istanbul.y).toBeCloseTo(95.961169, 5);
  });
});
