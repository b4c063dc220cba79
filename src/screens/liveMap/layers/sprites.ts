// The symbols, drawn once per kind and colour into a small offscreen canvas and then stamped with
// drawImage: stamping a bitmap is several times cheaper than filling and stroking a path for
// each of 10,000 markers. Couriers are dots, orders diamonds, warehouses a larger square with a
// roof. Every symbol has a white ring and a thin dark edge so it reads on light tiles, dark tiles
// and the plain background alike.
import type { MapMarkerKind } from './types';
import { SYMBOL_RADIUS } from './hitTest';

const EDGE = 'rgba(0, 0, 0, 0.6)';
const HALO = '#ffffff';

export interface Sprite {
  image: HTMLCanvasElement;
  /** Size in CSS pixels; the bitmap is this times the pixel ratio. */
  size: number;
}

function outline(ctx: CanvasRenderingContext2D, path: Path2D): void {
  ctx.lineJoin = 'round';
  ctx.strokeStyle = EDGE;
  ctx.lineWidth = 3.5;
  ctx.stroke(path);
  ctx.strokeStyle = HALO;
  ctx.lineWidth = 2;
  ctx.stroke(path);
}

function symbolPath(kind: MapMarkerKind, c: number): Path2D {
  const r = SYMBOL_RADIUS[kind];
  const path = new Path2D();
  if (kind === 'courier') {
    path.arc(c, c, r, 0, Math.PI * 2);
  } else if (kind === 'order') {
    path.moveTo(c, c - r);
    path.lineTo(c + r, c);
    path.lineTo(c, c + r);
    path.lineTo(c - r, c);
    path.closePath();
  } else {
    path.roundRect(c - r, c - r, r * 2, r * 2, 4);
  }
  return path;
}

/** A house outline inside the warehouse square, so it is told apart without colour. */
function warehouseGlyph(ctx: CanvasRenderingContext2D, c: number): void {
  ctx.fillStyle = HALO;
  ctx.beginPath();
  ctx.moveTo(c - 7, c - 0.5);
  ctx.lineTo(c, c - 7);
  ctx.lineTo(c + 7, c - 0.5);
  ctx.closePath();
  ctx.fill();
  ctx.fillRect(c - 5, c - 0.5, 10, 7);
}

export function drawSymbol(kind: MapMarkerKind, color: string, ratio: number): Sprite {
  const size = SYMBOL_RADIUS[kind] * 2 + 6;
  const image = document.createElement('canvas');
  image.width = Math.ceil(size * ratio);
  image.height = Math.ceil(size * ratio);
  const ctx = image.getContext('2d')!;
  ctx.scale(ratio, ratio);
  const c = size / 2;
  const path = symbolPath(kind, c);
  outline(ctx, path);
  ctx.fillStyle = color;
  ctx.fill(path);
  if (kind === 'warehouse') warehouseGlyph(ctx, c);
  return { image, size };
}

/** Sprites by kind, colour and pixel ratio. Colours come from small fixed tables, so it stays small. */
export class SpriteCache {
  private readonly sprites = new Map<string, Sprite>();

  get(kind: MapMarkerKind, color: string, ratio: number): Sprite {
    const key = `${kind}|${color}|${ratio}`;
    let sprite = this.sprites.get(key);
    if (!sprite) {
      // A caller inventing colours per marker must not grow this without bound.
      if (this.sprites.size > 512) this.sprites.clear();
      sprite = drawSymbol(kind, color, ratio);
      this.sprites.set(key, sprite);
    }
    return sprite;
  }
}

/** The ring drawn around the selected marker, on top of everything. */
export function drawSelection(ctx: CanvasRenderingContext2D, x: number, y: number, kind: MapMarkerKind): void {
  const r = SYMBOL_RADIUS[kind] + 5;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.lineWidth = 5;
  ctx.strokeStyle = HALO;
  ctx.stroke();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = '#1b1036';
  ctx.stroke();
}
