// Socket rooms. Every socket joins its session's room (so a session's end closes them all). It
// hears a franchise's events only in the rooms its roles open, by the same rule as the HTTP call
// that serves the same data (gateway/auth/call-rules.ts): orders, pickers, and courier
// positions (these on a live-map page only). A socket without the role joins no such room.
// A user's notifications go to a room of that user alone (userRoomsFor).
import { canAccessRule, type AccessRule, type AccessSubject } from '../../src/domain/access';
import { CALL_RULES } from '../auth/call-rules';

/** Every socket of one session, so its end closes them all at once. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Order events: for whoever may read orders by one of the calls that list them. */
const ORDER_READERS: AccessRule = {
  roles: [...new Set([...(CALL_RULES.orders.roles ?? []), ...CALL_RULES.liveMap.roles, ...CALL_RULES.problematicOrders.roles])],
};

/** What each room carries and who may join it. */
export const ROOMS = {
  orders: { rule: ORDER_READERS, mapPageOnly: false },
  pickers: { rule: CALL_RULES.pickers, mapPageOnly: false },
  couriers: { rule: CALL_RULES.courierFilter, mapPageOnly: true },
} as const satisfies Record<string, { rule: AccessRule; mapPageOnly: boolean }>;

export type RoomKind = keyof typeof ROOMS;

export const franchiseRoom = (franchiseId: string, kind: RoomKind) => `franchise:${franchiseId}:${kind}`;

/** The franchise rooms a socket may be in now. */
export function roomsFor(franchiseId: string, access: AccessSubject | undefined, page: string | null, mustChangePassword = false): string[] {
  // a user who must change the password hears nothing, as the HTTP calls serve it nothing
  if (mustChangePassword) return [];
  return (Object.keys(ROOMS) as RoomKind[])
    .filter((kind) => canAccessRule(access, ROOMS[kind].rule) && (!ROOMS[kind].mapPageOnly || isMapPage(page)))
    .map((kind) => franchiseRoom(franchiseId, kind));
}

/**
 * One user's notifications in one franchise: joined by that user's sockets only, when the session
 * works in that franchise and its roles allow GET /notification/filter.
 */
export const notificationRoom = (franchiseId: string, userId: string) => `franchise:${franchiseId}:user:${userId}:notifications`;

/** The rooms of the socket's own user it may be in now (nothing before a password change). */
export function userRoomsFor(franchiseId: string, userId: string, access: AccessSubject | undefined, mustChangePassword = false): string[] {
  if (mustChangePassword || !canAccessRule(access, CALL_RULES.notifications)) return [];
  return [notificationRoom(franchiseId, userId)];
}

/** The panel pages (spec section 2) that show couriers moving. */
export const MAP_PAGES: readonly string[] = ['/map/live', '/map/liveMapV2'];

/** A page as the handshake query or the `page` event sends it: a panel path, at most 200 characters. */
export function readPage(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 200 || !/^\/[A-Za-z0-9._~%/-]*$/.test(value)) return null;
  return value;
}

export const isMapPage = (page: string | null): boolean => page !== null && MAP_PAGES.includes(page.replace(/\/+$/, '') || '/');
