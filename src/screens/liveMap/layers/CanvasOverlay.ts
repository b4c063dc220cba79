// A Leaflet layer that owns a canvas in its own map pane and redraws it only when it must, never
// blocking a frame for long:
// - the canvas covers the view plus a third of a view on each side and moves with the map pane, so a
//   pan costs nothing until the view nears the edge of the drawn area;
// - a redraw goes into a second, hidden canvas a few milliseconds per animation frame and is
//   swapped in when complete, so 10,000 markers that take 25 ms to stamp (software rendering)
//   cost three smooth frames instead of one long one, and the old picture stays up meanwhile;
// - data changes are coalesced: a change during a redraw is picked up by one more redraw after it;
// - a zoom animates the drawn bitmap with a CSS transform like Leaflet's own overlays, and the
//   new zoom is drawn once the animation ends.
import { DomUtil, Point, Layer, type LatLng, type LeafletEventHandlerFn, type Map as LeafletMap, type ZoomAnimEvent } from 'leaflet';

/** Where canvas pixels are: canvas x = worldX * scale - offsetX (world pixels at zoom 0). */
export interface DrawView {
  scale: number;
  offsetX: number;
  offsetY: number;
  /** CSS pixels. */
  width: number;
  height: number;
  zoom: number;
  ratio: number;
}

/** Leaflet's overlays use this internal helper for zoom animations; it has been stable since 1.0. */
interface ZoomAnimatedMap extends LeafletMap {
  _latLngToNewLayerPoint(latlng: LatLng, zoom: number, center: LatLng): Point;
  _zoomAnimated?: boolean;
}

interface Area {
  /** Top-left in layer pixels. */
  origin: Point;
  zoom: number;
  width: number;
  height: number;
}

interface Job {
  area: Area;
  steps: Iterator<void>;
}

/** Drawn area around the view, as a share of the view on each side. */
const PADDING = 0.35;
/** A pan that brings the view this close (share of the padding) to the drawn edge starts a redraw. */
const EARLY = 0.5;
/** Drawing time per animation frame, leaving the rest of the frame to the map and the page. */
const FRAME_BUDGET_MS = 7;

export abstract class CanvasOverlay extends Layer {
  /** The canvas on screen, and the one the next picture is drawn into. */
  private front: HTMLCanvasElement | null = null;
  private back: HTMLCanvasElement | null = null;
  private shown: Area | null = null;
  private job: Job | null = null;
  private frame = 0;
  private zooming = false;
  private dirty = false;

  constructor(
    private readonly paneName: string,
    private readonly paneZIndex: number,
  ) {
    super();
  }

  /**
   * Draws the picture for `view`, yielding now and then (every few hundred symbols) so the
   * drawing can be spread over frames. The context is cleared and scaled to CSS pixels.
   */
  protected abstract drawSteps(ctx: CanvasRenderingContext2D, view: DrawView): Iterator<void>;

  /** The layer's map while it is on one. */
  protected get leafletMap(): LeafletMap | null {
    return (this as unknown as { _map?: LeafletMap })._map ?? null;
  }

  /** Draws now, to the end, in one go (tests and benchmarks that need the picture at once). */
  redrawSync(): void {
    this.startJob();
    while (this.job) this.runJob(Infinity);
  }

  onAdd(map: LeafletMap): this {
    const pane = map.getPane(this.paneName) ?? map.createPane(this.paneName);
    pane.style.zIndex = String(this.paneZIndex);
    // Clicks go through to the map, which asks the layer what is under the pointer.
    pane.style.pointerEvents = 'none';
    const animated = (map as ZoomAnimatedMap)._zoomAnimated;
    const canvases = [0, 1].map(() => {
      const canvas = document.createElement('canvas');
      canvas.setAttribute('aria-hidden', 'true');
      canvas.className = animated ? 'leaflet-zoom-animated' : 'leaflet-zoom-hide';
      canvas.style.visibility = 'hidden';
      pane.appendChild(canvas);
      return canvas;
    });
    [this.front, this.back] = canvases;
    this.shown = null;
    this.startJob();
    this.schedule();
    return this;
  }

  onRemove(_map?: LeafletMap): this {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.job = null;
    this.front?.remove();
    this.back?.remove();
    this.front = this.back = null;
    this.shown = null;
    return this;
  }

  getEvents(): Record<string, LeafletEventHandlerFn> {
    return {
      move: this.onMove,
      moveend: this.onMove,
      zoomanim: this.onZoomAnim as LeafletEventHandlerFn,
      zoomend: this.onZoomEnd,
      viewreset: this.restart,
      resize: this.restart,
    };
  }

  /** Asks for a new picture (the data changed); many asks before it starts draw once. */
  requestRedraw(): void {
    this.dirty = true;
    this.schedule();
  }

  /** 2^zoom of the map now: world pixels at zoom 0 times this are screen pixels. */
  protected currentScale(): number {
    const map = this.leafletMap!;
    return map.options.crs!.scale(map.getZoom()) / map.options.crs!.scale(0);
  }

  private schedule(): void {
    if (this.frame || !this.front) return;
    this.frame = requestAnimationFrame(this.afterFrame);
  }

  /**
   * Draws right after the frame is rendered rather than inside requestAnimationFrame, so a
   * drawing slice never delays the map's own animation step of the frame it shares.
   */
  private afterFrame = (): void => {
    this.channel.port2.postMessage(null);
  };

  private readonly channel = (() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => this.onFrame();
    return channel;
  })();

  private onFrame = (): void => {
    this.frame = 0;
    if (!this.front) return;
    if (this.zooming) return;
    if (!this.job && (this.dirty || !this.covers(this.shown, EARLY))) this.startJob();
    if (this.job) this.runJob(FRAME_BUDGET_MS);
    if (this.job || this.dirty) this.schedule();
  };

  private onMove = (): void => {
    if (this.zooming) return;
    // The job under way may be for an area the view has already left: start over where it is.
    if (this.job && !this.covers(this.job.area, 0)) this.job = null;
    if (!this.job && !this.covers(this.shown, EARLY)) this.schedule();
  };

  private onZoomAnim = (event: ZoomAnimEvent): void => {
    const map = this.leafletMap as ZoomAnimatedMap | null;
    this.job = null;
    if (!map || !this.front || !this.shown) return;
    this.zooming = true;
    const { origin, zoom } = this.shown;
    const scale = map.getZoomScale(event.zoom, zoom);
    const offset = map._latLngToNewLayerPoint(map.layerPointToLatLng(origin), event.zoom, event.center);
    DomUtil.setTransform(this.front, offset, scale);
  };

  private onZoomEnd = (): void => {
    this.zooming = false;
    this.restart();
  };

  private restart = (): void => {
    this.job = null;
    this.dirty = true;
    this.schedule();
  };

  /** Whether `area` holds the whole view at the map's zoom, with `margin` (share of the padding) to spare. */
  private covers(area: Area | null, margin: number): boolean {
    const map = this.leafletMap;
    if (!map || !area || area.zoom !== map.getZoom()) return false;
    const size = map.getSize();
    const spareX = Math.round(size.x * PADDING * margin);
    const spareY = Math.round(size.y * PADDING * margin);
    const topLeft = map.containerPointToLayerPoint([0, 0]);
    const { origin, width, height } = area;
    return (
      topLeft.x - spareX >= origin.x &&
      topLeft.y - spareY >= origin.y &&
      topLeft.x + size.x + spareX <= origin.x + width &&
      topLeft.y + size.y + spareY <= origin.y + height
    );
  }

  /** Starts drawing into the back canvas around the current view. */
  private startJob(): void {
    const map = this.leafletMap;
    const canvas = this.back;
    const ctx = canvas?.getContext('2d');
    if (!map || !canvas || !ctx) return;
    this.dirty = false;
    const size = map.getSize();
    const padX = Math.round(size.x * PADDING);
    const padY = Math.round(size.y * PADDING);
    const origin = map.containerPointToLayerPoint([-padX, -padY]).round();
    const width = size.x + padX * 2;
    const height = size.y + padY * 2;
    const ratio = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    const zoom = map.getZoom();
    const crs = map.options.crs!;
    const pixelOrigin = map.getPixelOrigin();
    const view: DrawView = {
      scale: crs.scale(zoom) / crs.scale(0),
      offsetX: pixelOrigin.x + origin.x,
      offsetY: pixelOrigin.y + origin.y,
      width,
      height,
      zoom,
      ratio,
    };
    this.job = { area: { origin, zoom, width, height }, steps: this.drawSteps(ctx, view) };
  }

  /** Draws for up to `budget` ms; swaps the finished picture in. */
  private runJob(budget: number): void {
    const job = this.job;
    if (!job) return;
    const started = performance.now();
    while (!job.steps.next().done) {
      if (performance.now() - started >= budget) return;
    }
    this.job = null;
    const finished = this.back!;
    DomUtil.setPosition(finished, job.area.origin);
    finished.style.visibility = 'visible';
    this.front!.style.visibility = 'hidden';
    this.back = this.front;
    this.front = finished;
    this.shown = job.area;
  }
}
