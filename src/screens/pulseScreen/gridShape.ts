// How the tiles share a wall screen: as many columns as make the tiles' type largest, so 12 stores
// fill 1920x1080 in 4 x 3 and 3 stores get big tiles, without a scroll bar. Pure, so the choice is
// tested without a browser.

/** A tile's content measured in type units (one unit ≈ a label's line): this wide and this tall. */
export const TILE_UNITS = { width: 24, height: 15.5 } as const;
/** The type unit's bounds in px: readable on a phone, not absurd on a big wall with one store. */
export const UNIT_PX = { min: 11, max: 48 } as const;
/** Below this a tile would be unreadable: the page scrolls down instead (a franchise of 40 stores). */
export const MIN_TILE_HEIGHT = 240;

export interface GridShape {
  columns: number;
  /** Each row's height in px. */
  rowHeight: number;
  /** The tiles' type unit in px (CSS `--pulse-unit`). */
  unit: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The unit that lets a tile of `width` x `height` px show all its figures. */
export const unitFor = (width: number, height: number) => Math.min(width / TILE_UNITS.width, height / TILE_UNITS.height);

/** The columns, row height and type unit for `count` tiles in an area of `width` x `height` px with `gap` px between tiles. */
export function gridShape(count: number, width: number, height: number, gap: number): GridShape {
  const tiles = Math.max(1, count);
  const sizeOf = (columns: number) => {
    const rows = Math.ceil(tiles / columns);
    return { width: (width - gap * (columns - 1)) / columns, height: (height - gap * (rows - 1)) / rows };
  };
  const unitAt = (columns: number) => unitFor(sizeOf(columns).width, sizeOf(columns).height);
  let columns = 1;
  // fewer columns win a tie: the same type with rows that read across
  for (let more = 2; more <= tiles; more += 1) if (unitAt(more) > unitAt(columns)) columns = more;
  const tile = sizeOf(columns);
  const rowHeight = Math.max(MIN_TILE_HEIGHT, Math.floor(tile.height));
  return { columns, rowHeight, unit: clamp(unitFor(tile.width, rowHeight), UNIT_PX.min, UNIT_PX.max) };
}
