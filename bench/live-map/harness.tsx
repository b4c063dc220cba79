// The benchmark page: the real MarkerLayer in a react-leaflet MapContainer, fed through the live
// map's own data path (the live store's applyLiveEvents behind the same kind of batcher
// useLiveMapData uses, then toMarkers), driven by scripts/bench/live-map.ts via window.bench.
// Built on its own by that script; not part of the panel's build.
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MapContainer, useMap } from 'react-leaflet';
import type { Map as LeafletMap } from 'leaflet';
import { createBatcher } from '../../src/screens/liveMap/data/batcher';
import { applyLiveEvents, createLiveMapState, type LiveMapEvent, type LiveMapState } from '../../src/screens/liveMap/data/liveStore';
import type { LiveWarehouse } from '../../src/screens/liveMap/data/types';
import MarkerLayer from '../../src/screens/liveMap/layers/MarkerLayer';
import { CanvasOverlay } from '../../src/screens/liveMap/layers/CanvasOverlay';
import { toMarkers } from '../../src/screens/liveMap/layers/toMarkers';
import { dataset, updates } from './synthetic';

/** useLiveMapData's batching window. */
const SCREEN_BATCH_MS = 100;

// Every picture the layer draws, timed: its drawing work (spread over frames) and its longest
// slice in one frame, so the script can tell drawing cost from the rest of a frame.
interface DrawRecord {
  at: number;
  ms: number;
  slices: number;
  longestSlice: number;
}
const draws: DrawRecord[] = [];
interface OverlayInternals {
  job: unknown;
  dirty: boolean;
}
const overlay = CanvasOverlay.prototype as unknown as { runJob(this: OverlayInternals, budget: number): void };
const runJob = overlay.runJob;
let current: DrawRecord | null = null;
let layer: OverlayInternals | null = null;
overlay.runJob = function timedRunJob(budget) {
  // eslint-disable-next-line @typescript-eslint/no-this-alias -- the layer under test, to ask when it is done
  layer = this;
  if (!this.job) return runJob.call(this, budget);
  const started = performance.now();
  runJob.call(this, budget);
  const took = performance.now() - started;
  current ??= { at: started, ms: 0, slices: 0, longestSlice: 0 };
  current.ms += took;
  current.slices++;
  current.longestSlice = Math.max(current.longestSlice, took);
  if (!this.job) {
    draws.push(current);
    current = null;
  }
};

/** The live state outside React, like the react-query cache the screen reads. */
function createStore(initial: LiveMapState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    apply(events: LiveMapEvent[]) {
      const next = applyLiveEvents(state, events);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
type Store = ReturnType<typeof createStore>;

function CaptureMap({ onMap }: { onMap: (map: LeafletMap) => void }) {
  const map = useMap();
  useEffect(() => {
    onMap(map);
  }, [map, onMap]);
  return null;
}

function Harness({ store, warehouses, onMap }: { store: Store; warehouses: LiveWarehouse[]; onMap: (map: LeafletMap) => void }) {
  const state = useSyncExternalStore(store.subscribe, store.get);
  // As useLiveMapData: one array per map, rebuilt only when that map changed.
  const orders = useMemo(() => [...state.orders.values()], [state.orders]);
  const couriers = useMemo(() => [...state.couriers.values()], [state.couriers]);
  const markers = useMemo(() => toMarkers(couriers, orders, warehouses), [couriers, orders, warehouses]);
  return (
    <MapContainer id="map" center={[41.02111, 29.004115]} zoom={11}>
      <CaptureMap onMap={onMap} />
      <MarkerLayer markers={markers} />
    </MapContainer>
  );
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Frame times until `stop` resolves, two ways: the requestAnimationFrame timestamps (the frame's
 * vsync time: 16.7 ms when on time, 33.3 when a frame was missed) and the wall clock between the
 * callbacks (shows a stall headless Chromium sometimes hides from the timestamps, plus jitter).
 */
async function recordFrames(stop: Promise<unknown>): Promise<{ vsync: number[]; wall: number[] }> {
  const vsync: number[] = [];
  const wall: number[] = [];
  let done = false;
  void stop.then(() => (done = true));
  let lastStamp = await nextFrame();
  let lastWall = performance.now();
  while (!done) {
    const stamp = await nextFrame();
    const now = performance.now();
    vsync.push(stamp - lastStamp);
    wall.push(now - lastWall);
    lastStamp = stamp;
    lastWall = now;
  }
  return { vsync, wall };
}

let root: Root | null = null;
let map: LeafletMap | null = null;
let store: Store | null = null;
let data: ReturnType<typeof dataset> | null = null;

const bench = {
  /** Mounts the map with this much data; resolves when every marker is drawn and painted. */
  async mount(counts: { warehouses: number; couriers: number; orders: number }) {
    bench.unmount();
    data = dataset(counts);
    store = createStore(createLiveMapState(data.orders, data.couriers));
    draws.length = 0;
    layer = null;
    current = null;
    await nextFrame();
    const started = performance.now();
    root = createRoot(document.getElementById('root')!);
    root.render(
      <Harness
        store={store}
        warehouses={data.warehouses}
        onMap={(m) => {
          map = m;
        }}
      />);
    const expected = String(counts.couriers);
    // Drawn: the layer holds every courier and has nothing left to draw.
    const done = () => {
      const drawing = layer as OverlayInternals | null; // set by the timed runJob above
      return map?.getContainer().dataset.couriers === expected && drawing !== null && !drawing.job && !drawing.dirty;
    };
    while (!done()) await nextFrame();
    const drawnAt = performance.now();
    await nextFrame();
    const last = draws[draws.length - 1];
    return { drawnMs: drawnAt - started, paintedMs: performance.now() - started, drawMs: last.ms, slices: last.slices };
  },

  /**
   * `count` realtime updates, one every `intervalMs`, through the live store and a batcher of
   * `batchMs` (the screen's window, or 0 to render every event on its own). Returns the frame
   * deltas from the first update until everything is drawn.
   */
  async burst({ count, intervalMs, batchMs = SCREEN_BATCH_MS }: { count: number; intervalMs: number; batchMs?: number }) {
    if (!store || !data) throw new Error('mount first');
    const target = store;
    const events = updates(data, count);
    const batcher = createBatcher<LiveMapEvent>((batch) => target.apply(batch), batchMs);
    draws.length = 0;
    const sent = (async () => {
      for (let i = 0; i < events.length; i++) {
        const event = events[i];
        if (batchMs === 0) target.apply([event]);
        else batcher.push(event);
        if (intervalMs > 0) await sleep(intervalMs);
      }
      batcher.flush();
      await sleep(SCREEN_BATCH_MS + 50);
    })();
    const frames = await recordFrames(sent);
    return { frames, draws: draws.map((d) => d.ms), slices: draws.map((d) => d.longestSlice), couriers: store.get().couriers.size };
  },

  /** Pans by `stepPx` in a square, one animated panBy after the other, for `seconds`. */
  async pan({ seconds, stepPx }: { seconds: number; stepPx: number }) {
    if (!map) throw new Error('mount first');
    const target = map;
    draws.length = 0;
    const directions: [number, number][] = [[stepPx, 0], [0, stepPx], [-stepPx, 0], [0, -stepPx]];
    let steps = 0;
    const started = performance.now();
    const moving = (async () => {
      while (performance.now() - started < seconds * 1000) {
        const ended = new Promise((resolve) => target.once('moveend', resolve));
        target.panBy(directions[Math.floor(steps / 2) % 4], { animate: true, duration: 0.25, easeLinearity: 1 });
        steps++;
        await ended;
      }
    })();
    const frames = await recordFrames(moving);
    return { frames, seconds: (performance.now() - started) / 1000, steps, draws: draws.map((d) => d.ms), slices: draws.map((d) => d.longestSlice) };
  },

  unmount() {
    root?.unmount();
    root = null;
    map = null;
    store = null;
  },
};

declare global {
  interface Window {
    bench: typeof bench;
  }
}
window.bench = bench;
document.title = 'ready';
