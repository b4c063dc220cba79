// The pulse screen's grid (src/screens/pulseScreen/gridShape.ts): the columns that give the tiles
// the largest type in the room left on the screen, so 12 stores fill a 1920x1080 wall screen in
// 4 x 3 without a scroll bar, a few stores get big tiles, and a franchise too large for one
// screen keeps readable tiles and scrolls down instead.
import { describe, expect, it } from 'vitest';
import { gridShape, MIN_TILE_HEIGHT, TILE_UNITS, UNIT_PX } from '../../src/screens/pulseScreen/gridShape';

// 1920x1080 less the 230 px sidebar, the 55 px header, the title and the toolbar
const WALL = { width: 1650, height: 900 };
const GAP = 12;

describe('the pulse grid', () => {
  it('lays 12 stores out 4 x 3 on a wall screen, every row within its height', () => {
    const shape = gridShape(12, WALL.width, WALL.height, GAP);
    expect(shape.columns).toBe(4);
    expect(3 * shape.rowHeight + 2 * GAP).toBeLessThanOrEqual(WALL.height);
    // the figures fit the tile the unit is taken from
    const tileWidth = (WALL.width - 3 * GAP) / 4;
    expect(shape.unit * TILE_UNITS.width).toBeLessThanOrEqual(tileWidth);
    expect(shape.unit * TILE_UNITS.height).toBeLessThanOrEqual(shape.rowHeight);
    expect(shape.unit).toBeGreaterThan(15);
  });

  it('gives a few stores larger type, within its bound', () => {
    const few = gridShape(3, WALL.width, WALL.height, GAP);
    expect(few.unit).toBeGreaterThan(gridShape(12, WALL.width, WALL.height, GAP).unit);
    expect(few.unit).toBeLessThanOrEqual(UNIT_PX.max);
    expect(gridShape(1, WALL.width, WALL.height, GAP)).toMatchObject({ columns: 1, unit: UNIT_PX.max });
  });

  it('keeps tiles readable when a franchise has more stores than a screen holds: rows of the least height, more columns', () => {
    const many = gridShape(60, WALL.width, WALL.height, GAP);
    expect(many.rowHeight).toBe(MIN_TILE_HEIGHT);
    expect(many.columns).toBeGreaterThan(4);
    expect(many.unit).toBeGreaterThanOrEqual(UNIT_PX.min);
  });
});
