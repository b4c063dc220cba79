// Stock rules shared by the gateway and the panel (DOMAIN.md, Commercial and stock).

/** Days one movements query may cover at most (the list's date range and the gateway's check). */
export const STOCK_MOVEMENT_MAX_DAYS = 31;

/** Whether a product's stock is low: at or under its minimum (none set: never). */
export const isLowStock = (available: number, minimum: number | null | undefined): boolean =>
  minimum !== null && minimum !== undefined && available <= minimum;

/**
 * A stock row after a change of `delta`: whether it is now alerted, and whether this change sends
 * the low-stock notification. One notification when stock reaches its minimum, none while it stays
 * there, and one again only after it has been back above the minimum.
 */
export function lowStockCrossing(row: { available: number; minimum: number | null; alerted: boolean }, delta: number): { alerted: boolean; notify: boolean } {
  const low = isLowStock(row.available + delta, row.minimum);
  return { alerted: low, notify: low && !row.alerted };
}
