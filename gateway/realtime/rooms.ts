// Socket rooms: every socket joins its session's franchise room; sockets of a live-map page also
// join that franchise's map room, the only one that receives courier positions.

export const franchiseRoom = (franchiseId: string) => `franchise:${franchiseId}`;
export const mapRoom = (franchiseId: string) => `franchise:${franchiseId}:map`;
/** Every socket of one session, so its end closes them all at once. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** The panel pages (spec section 2) that show couriers moving. */
export const MAP_PAGES: readonly string[] = ['/map/live', '/map/liveMapV2'];

/** A page as the handshake query or the `page` event sends it: a panel path, at most 200 characters. */
export function readPage(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 200 || !/^\/[A-Za-z0-9._~%/-]*$/.test(value)) return null;
  return value;
}

export const isMapPage = (page: string | null): boolean => page !== null && MAP_PAGES.includes(page.replace(/\/+$/, '') || '/');
