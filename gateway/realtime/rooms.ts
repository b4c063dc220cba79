// Socket rooms. Every socket joins its session's room (so a session's end closes them all). It
// hears a franchise's events only in the rooms its roles open, by the same rule as the HTTP call
// that serves the same data (gateway/auth/call-rules.ts): orders, pickers, and courier
// positions (these on a live-map page only), and the pulse screen's "something moved" (on that
// screen only, for whoever may read it). A socket without the role joins no such room.
// A user's notifications go to a room of that user alone (userRoomsFor).
import { canAccessRule, type AccessRule, type AccessSubject } from '../../src/domain/access';
import { CALL_RULES } from '../auth/call-rules';
import pulseScreen from '../../resources/performance/pulse-screen';

/** Every socket of one session, so its end closes them all at once. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Order events: for whoever may read orders by one of the calls that list them. */
const ORDER_READERS: AccessRule = {
  roles: [...new Set([...(CALL_RULES.orders.roles ?? []), ...CALL_RULES.liveMap.roles, ...CALL_RULES.problematicOrders.roles])],
};

/** The panel pages (spec section 2) that show couriers moving. */
export const MAP_PAGES: readonly string[] = ['/map/live', '/map/liveMapV2'];

/** The pulse screen's page: the only one that reads its tiles again on the pulse event. */
const PULSE_PAGES: readonly string[] = Object.values(pulseScreen.routes).filter((path): path is string => typeof path === 'string');

/** What each room carries, who may join it, and on which pages only (all when unset). */
export const ROOMS = {
  orders: { rule: ORDER_READERS },
  pickers: { rule: CALL_RULES.pickers },
  couriers: { rule: CALL_RULES.courierFilter, pages: MAP_PAGES },
  // counts-only: the pulse screen's role alone may not read the orders and pickers that moved
  pulse: { rule: pulseScreen.access, pages: PULSE_PAGES },
} as const satisfies Record<string, { rule: AccessRule; pages?: readonly string[] }>;

export type RoomKind = keyof typeof ROOMS;

export const franchiseRoom = (franchiseId: string, kind: RoomKind) => `franchise:${franchiseId}:${kind}`;

/** The franchise rooms a socket may be in now. */
export function roomsFor(franchiseId: string, access: AccessSubject | undefined, page: string | null, mustChangePassword = false): string[] {
  // a user who must change the password hears nothing, as the HTTP calls serve it nothing
  if (mustChangePassword) return [];
  return (Object.keys(ROOMS) as RoomKind[])
    .filter((kind) => {
      const room: { rule: AccessRule; pages?: readonly string[] } = ROOMS[kind];
      return canAccessRule(access, room.rule) && (!room.pages || isOnPage(page, room.pages));
    })
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

/** A page as the handshake query or the `page` event sends it: a panel path, at most 200 characters. */
export function readPage(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 200 || !/^\/[A-Za-z0-9._~%/-]*$/.test(value)) return null;
  return value;
}

/** The page is one of `pages` (a trailing slash aside). */
const isOnPage = (page: string | null, pages: readonly string[]): boolean => page !== null && pages.includes(page.replace(/\/+$/, '') || '/');
