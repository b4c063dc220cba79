// A Leaflet layer that owns one canvas in its own map pane and redraws it only when it must.
// The canvas covers the view plus half a view on each side and moves with the map pane, so a
// pan costs nothing until the view leaves the drawn area; data changes are coalesced into one
// redraw per animation frame; a zoom animates the drawn bitmap with a CSS transform like
// Leaflet's own overlays and redraws once at the new zoom.
import { DomUtil, Layer, Point, type LatLng, type LeafletEventHandlerFn, type Map as LeafletMap, type ZoomAnimEvent } from 'leaflet';

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

/** Leaflet's overlays reach this internal helper for zoom animations; it has been stable since 1.0. */
interface ZoomAnimatedMap extends LeafletMap {
  _latLngToNewLayerPoint(latlng: LatLng, zoom: number, center: LatLng): Point;
  _zoomAnimated?: boolean;
}

const PADDING = 0.5;

export abstract class CanvasOverlay extends Layer {
  protected canvas: HTMLCanvasElement | null = null;
  private context: CanvasRenderingContext2D | null = null;
  /** Top-left of the canvas in layer pixels, the zoom it was drawn at, and its CSS size. */
  private drawnAt: { origin: Point; zoom: number; width: number; height: number } | null = null;
  private frame = 0;
  private zooming = false;
  private dirty = false;

  constructor(
    private readonly paneName: string,
    private readonly paneZIndex: number,
  ) {
    super();
  }

  protected abstract draw(ctx: CanvasRenderingContext2D, view: DrawView): void;

  /** The layer's map while it is on one. */
  protected get leafletMap(): LeafletMap | null {
    return (this as unknown as { _map?: LeafletMap })._map ?? null;
  }

  onAdd(map: LeafletMap): this {
    const pane = map.getPane(this.paneName) ?? map.createPane(this.paneName);
    pane.style.zIndex = String(this.paneZIndex);
    // Clicks go through to the map, which asks the layer what is under the pointer.
    pane.style.pointerEvents = 'none';
    const canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    const animated = (map as ZoomAnimatedMap)._zoomAnimated;
    canvas.className = animated ? 'leaflet-zoom-animated' : 'leaflet-zoom-hide';
    pane.appendChild(canvas);
    this.canvas = canvas;
    this.context = canvas.getContext('2d');
    this.drawnAt = null;
    this.redrawNow();
    return this;
  }

  onRemove(_map?: LeafletMap): this {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.canvas?.remove();
    this.canvas = null;
    this.context = null;
    this.drawnAt = null;
    return this;
  }

  getEvents(): Record<string, LeafletEventHandlerFn> {
    return {
      moveend: this.onMoveEnd,
      zoomanim: this.onZoomAnim as LeafletEventHandlerFn,
      zoomend: this.onZoomEnd,
      viewreset: this.redrawNow,
      resize: this.redrawNow,
    };
  }

  /** Asks for a redraw in the next animation frame; many calls in one frame draw once. */
  requestRedraw(): void {
    this.dirty = true;
    if (this.frame || !this.canvas) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      if (!this.zooming) this.redrawNow();
    });
  }

  /** The view of the map now, for turning world pixels into container pixels (hit-testing). */
  protected currentScale(): number {
    const map = this.leafletMap!;
    return map.options.crs!.scale(map.getZoom()) / map.options.crs!.scale(0);
  }

  private onMoveEnd = (): void => {
    if (this.zooming) return;
    if (this.dirty || !this.coversView()) this.redrawNow();
  };

  private onZoomEnd = (): void => {
    this.zooming = false;
    this.redrawNow();
  };

  private onZoomAnim = (event: ZoomAnimEvent): void => {
    const map = this.leafletMap as ZoomAnimatedMap | null;
    if (!map || !this.canvas || !this.drawnAt) return;
    this.zooming = true;
    const { origin, zoom } = this.drawnAt;
    const scale = map.getZoomScale(event.zoom, zoom);
    const topLeft = map.layerPointToLatLng(origin);
    const offset = map._latLngToNewLayerPoint(topLeft, event.zoom, event.center);
    DomUtil.setTransform(this.canvas, offset, scale);
  };

  /** Whether the drawn area still holds the whole view at the same zoom. */
  private coversView(): boolean {
    const map = this.leafletMap;
    if (!map || !this.drawnAt) return false;
    if (this.drawnAt.zoom !== map.getZoom()) return false;
    const size = map.getSize();
    const topLeft = map.containerPointToLayerPoint([0, 0]);
    const { origin, width, height } = this.drawnAt;
    return (
      topLeft.x >= origin.x && topLeft.y >= origin.y && topLeft.x + size.x <= origin.x + width && topLeft.y + size.y <= origin.y + height
    );
  }

  /** Places the canvas around the current view and draws it. */
  protected redrawNow = (): void => {
    const map = this.leafletMap;
    const canvas = this.canvas;
    const ctx = this.context;
    if (!map || !canvas || !ctx) return;
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.dirty = false;
    const size = map.getSize();
    const padX = Math.round(size.x * PADDING);
    const padY = Math.round(size.y * PADDING);
    const origin = map.containerPointToLayerPoint([-padX, -padY]).round();
    const width = size.x + padX * 2;
    const height = size.y + padY * 2;
    const ratio = window.devicePixelRatio || 1;
    DomUtil.setPosition(canvas, origin);
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
    this.drawnAt = { origin, zoom, width, height };
    this.draw(ctx, {
      scale: crs.scale(zoom) / crs.scale(0),
      offsetX: pixelOrigin.x + origin.x,
      offsetY: pixelOrigin.y + origin.y,
      width,
      height,
      zoom,
      ratio,
    });
  };
}
