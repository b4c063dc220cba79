// Couriers, orders and warehouses on one canvas: the index keeps them by id, the sprites stamp
// them, the map's clicks are hit-tested against them. The counts held are written on the map
// container as data-couriers / data-orders / data-warehouses, and the selected marker's id as
// data-selected, for tests and tooling.
import type { LeafletEventHandlerFn, LeafletMouseEvent, Map as LeafletMap } from 'leaflet';
import { CanvasOverlay, type DrawView } from './CanvasOverlay';
import { hitTest } from './hitTest';
import { mercator } from './projection';
import { KINDS, MarkerIndex, changedAnything, type IndexedMarker } from './markerIndex';
import { SpriteCache, drawSelection } from './sprites';
import type { MapMarker, MapMarkerKind } from './types';

/** Markers stamped between checks of the frame's drawing budget. */
const YIELD_EVERY = 128;

/**
 * Stores at the bottom, couriers on top: free couriers wait at their store, and a store symbol
 * drawn over them would hide them (the store's larger square still shows around them).
 */
const DRAW_ORDER: readonly MapMarkerKind[] = ['warehouse', 'order', 'courier'];
const COUNT_ATTRIBUTE: Record<MapMarkerKind, string> = { courier: 'couriers', order: 'orders', warehouse: 'warehouses' };

export interface MarkerCanvasLayerOptions {
  onSelect?: (marker: MapMarker) => void;
}

export class MarkerCanvasLayer extends CanvasOverlay {
  private readonly index: MarkerIndex;
  private readonly sprites = new SpriteCache();
  private selectedId: string | null = null;
  private hovered: IndexedMarker | undefined;

  constructor(private readonly options_: MarkerCanvasLayerOptions = {}) {
    super('liveMarkers', 450);
    // The panel's maps use Leaflet's default CRS (EPSG:3857); projecting here, not through the
    // map, lets markers be held before the layer is on a map and skips a LatLng per marker.
    this.index = new MarkerIndex(mercator);
  }

  setMarkers(markers: readonly MapMarker[]): void {
    if (changedAnything(this.index.sync(markers))) this.requestRedraw();
    this.writeCounts();
  }

  setSelected(id: string | null): void {
    if (id === this.selectedId) return;
    this.selectedId = id;
    this.writeCounts();
    this.requestRedraw();
  }

  /** The held marker with this id, for centring the map on a selected row. */
  find(id: string): MapMarker | undefined {
    return this.index.get(id)?.marker;
  }

  /** The marker at a container point (pixels from the map's top-left corner), if any. */
  markerAt(containerX: number, containerY: number): MapMarker | undefined {
    const map = this.leafletMap;
    if (!map) return undefined;
    const latlng = map.containerPointToLatLng([containerX, containerY]);
    return this.hit(latlng.lat, latlng.lng)?.marker;
  }

  onAdd(map: LeafletMap): this {
    super.onAdd(map);
    this.writeCounts();
    return this;
  }

  onRemove(map: LeafletMap): this {
    const container = map.getContainer();
    for (const kind of KINDS) delete container.dataset[COUNT_ATTRIBUTE[kind]];
    delete container.dataset.selected;
    container.style.cursor = '';
    return super.onRemove(map);
  }

  getEvents(): Record<string, LeafletEventHandlerFn> {
    return {
      ...super.getEvents(),
      click: this.onClick as LeafletEventHandlerFn,
      mousemove: this.onMouseMove as LeafletEventHandlerFn,
      mouseout: this.onMouseOut,
    };
  }

  protected *drawSteps(ctx: CanvasRenderingContext2D, view: DrawView): Generator<void> {
    const { scale, offsetX, offsetY, width, height, ratio } = view;
    let selected: IndexedMarker | undefined;
    let drawn = 0;
    for (const kind of DRAW_ORDER) {
      let lastColor = '';
      let sprite = this.sprites.get(kind, '#000000', ratio);
      let half = sprite.size / 2;
      // A snapshot: the index may change while the drawing is spread over frames.
      for (const record of [...this.index.byKind[kind].values()]) {
        if (++drawn % YIELD_EVERY === 0) yield;
        const x = record.x * scale - offsetX;
        const y = record.y * scale - offsetY;
        if (x < -half || y < -half || x > width + half || y > height + half) continue;
        const { color } = record.marker;
        if (color !== lastColor) {
          sprite = this.sprites.get(kind, color, ratio);
          half = sprite.size / 2;
          lastColor = color;
        }
        // Whole pixels: a bitmap stamped between pixels is resampled, which is slower and blurry.
        ctx.drawImage(sprite.image, Math.round(x - half), Math.round(y - half), sprite.size, sprite.size);
        if (record.marker.id === this.selectedId) selected = record;
      }
    }
    if (view.zoom >= 11) this.drawWarehouseLabels(ctx, view);
    if (selected) {
      const x = selected.x * scale - offsetX;
      const y = selected.y * scale - offsetY;
      drawSelection(ctx, x, y, selected.marker.kind);
      // Drawn again over its ring so the selected symbol is never hidden by a neighbour.
      const sprite = this.sprites.get(selected.marker.kind, selected.marker.color, ratio);
      ctx.drawImage(sprite.image, Math.round(x - sprite.size / 2), Math.round(y - sprite.size / 2), sprite.size, sprite.size);
    }
  }

  private drawWarehouseLabels(ctx: CanvasRenderingContext2D, view: DrawView): void {
    ctx.font = '600 12px Roboto, "Helvetica Neue", Arial, sans-serif';
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    for (const record of this.index.byKind.warehouse.values()) {
      const x = record.x * view.scale - view.offsetX + 17;
      const y = record.y * view.scale - view.offsetY;
      if (x < -200 || y < -20 || x > view.width || y > view.height + 20) continue;
      ctx.lineWidth = 3;
      ctx.strokeStyle = '#ffffff';
      ctx.strokeText(record.marker.label, x, y);
      ctx.fillStyle = '#1b1036';
      ctx.fillText(record.marker.label, x, y);
    }
  }

  private hit(lat: number, lon: number): IndexedMarker | undefined {
    if (!this.leafletMap) return undefined;
    return hitTest(this.index.byKind, mercator(lat, lon), { scale: this.currentScale(), selectedId: this.selectedId });
  }

  private writeCounts(): void {
    const container = this.leafletMap?.getContainer();
    if (!container) return;
    for (const kind of KINDS) container.dataset[COUNT_ATTRIBUTE[kind]] = String(this.index.count(kind));
    if (this.selectedId) container.dataset.selected = this.selectedId;
    else delete container.dataset.selected;
  }

  private onClick = (event: LeafletMouseEvent): void => {
    const found = this.hit(event.latlng.lat, event.latlng.lng);
    if (found) this.options_.onSelect?.(found.marker);
  };

  private onMouseMove = (event: LeafletMouseEvent): void => {
    const found = this.hit(event.latlng.lat, event.latlng.lng);
    if (found === this.hovered) return;
    this.hovered = found;
    const container = this.leafletMap!.getContainer();
    container.style.cursor = found ? 'pointer' : '';
    container.title = found ? found.marker.label : '';
  };

  private onMouseOut = (): void => {
    this.hovered = undefined;
    const container = this.leafletMap?.getContainer();
    if (container) {
      container.style.cursor = '';
      container.title = '';
    }
  };
}
