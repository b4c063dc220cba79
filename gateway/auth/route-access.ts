// Every route says who may call it, in its `config.access`, as data a test (and a reader) can
// read: tests/gateway/every-registered-route-refuses-strangers.test.ts calls each registered
// route without a token, as a user the rule leaves out, as another franchise's user and with a
// malformed body, and fails on a route that declares nothing. The route guard (route-guard.ts)
// turns it into the route's hooks, so what a route says is what it enforces.
import type { AccessRule } from '../../src/domain/access';

export type RouteAccess =
  /** Anyone, signed in or not; the reason says why that is safe. */
  | { public: string }
  /** Any signed-in user: the call answers the caller's own data (profile, favourites...). */
  | { signedIn: true }
  /** A signed-in user who satisfies one of the rules (src/domain/access.ts). */
  | { anyOf: readonly AccessRule[] };

export const signedIn: RouteAccess = { signedIn: true };
export const publicRoute = (why: string): RouteAccess => ({ public: why });
export const allowed = (...rules: AccessRule[]): RouteAccess => ({ anyOf: rules });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (see above). */
    access?: RouteAccess;
  }
}
