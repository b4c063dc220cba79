// The order-density layer: hexagonal bins of the delivery points (density.ts) drawn on their own
// canvas under the markers, each hexagon in its class colour with its count.
import { CanvasOverlay, type DrawView } from './CanvasOverlay';
import { DENSITY_CLASSES, densityClass, hexBins, type HexBin } from './density';
import { mercator } from './projection';

/** Hexagon size on screen (centre to corner), in CSS pixels. */
export const HEX_RADIUS = 26;

export class DensityCanvasLayer extends CanvasOverlay {
  private points: { x: number; y: number }[] = [];
  private binned: { zoom: number; bins: HexBin[] } | null = null;

  constructor() {
    super('liveDensity', 420);
  }

  setPoints(points: readonly { lat: number; lon: number }[]): void {
    this.points = points.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lon)).map((p) => mercator(p.lat, p.lon));
    this.binned = null;
    this.requestRedraw();
  }

  protected *drawSteps(ctx: CanvasRenderingContext2D, view: DrawView): Generator<void> {
    if (this.binned?.zoom !== view.zoom) this.binned = { zoom: view.zoom, bins: hexBins(this.points, view.scale, HEX_RADIUS) };
    const corners = Array.from({ length: 6 }, (_, i) => {
      const angle = (Math.PI / 180) * (60 * i - 30);
      // One pixel in from the true corner, so neighbours show a thin gap between them.
      return { dx: (HEX_RADIUS - 1) * Math.cos(angle), dy: (HEX_RADIUS - 1) * Math.sin(angle) };
    });
    ctx.font = '700 12px Roboto, "Helvetica Neue", Arial, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    let drawn = 0;
    for (const bin of this.binned.bins) {
      if (++drawn % 256 === 0) yield;
      const x = bin.x - view.offsetX;
      const y = bin.y - view.offsetY;
      if (x < -HEX_RADIUS || y < -HEX_RADIUS || x > view.width + HEX_RADIUS || y > view.height + HEX_RADIUS) continue;
      ctx.beginPath();
      for (const [i, corner] of corners.entries()) {
        if (i === 0) ctx.moveTo(x + corner.dx, y + corner.dy);
        else ctx.lineTo(x + corner.dx, y + corner.dy);
      }
      ctx.closePath();
      ctx.globalAlpha = 0.78;
      ctx.fillStyle = DENSITY_CLASSES[densityClass(bin.count)].color;
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.lineWidth = 1;
      ctx.strokeStyle = 'rgba(27, 16, 54, 0.35)';
      ctx.stroke();
      // A lone order is its own marker already; counts from two up say what the colour means.
      if (bin.count < 2) continue;
      const label = String(bin.count);
      ctx.lineWidth = 3;
      ctx.strokeStyle = '#ffffff';
      ctx.strokeText(label, x, y + 12);
      ctx.fillStyle = '#1b1036';
      ctx.fillText(label, x, y + 12);
    }
  }
}
