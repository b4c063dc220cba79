// One route option does the whole check: a route's `config.access` (route-access.ts) is read here,
// as Fastify announces the route, and becomes its hooks: a signed-in rule gets authentication
// first, an `anyOf` rule also the role, permission and country check (before the body is read),
// keeping the caller's roles for callerSatisfies(). A route cannot state its rule and then check
// another, and tests/gateway/every-registered-route-refuses-strangers.test.ts calls every route.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { requireAccessKeepingSubject } from './subject';

const API_PREFIX = '/api/';

type Hooks = RouteOptions['onRequest'] | RouteOptions['preValidation'];
const listed = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : [hooks].flat() as T[]);

/** From now on, every route registered on `app` (and in its plugins) is guarded by its `config.access`. */
export function guardRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    // the panel's files and the socket's own paths are not calls; a call that states no rule is a bug
    if (!access && !route.url.startsWith(API_PREFIX)) return;
    if (!access) throw new Error(`${[route.method].flat().join(',')} ${route.url} declares no config.access (gateway/auth/route-access.ts)`);
    if ('public' in access) return;
    route.onRequest = [app.authenticate, ...listed(route.onRequest as Hooks)] as RouteOptions['onRequest'];
    if ('anyOf' in access) route.preValidation = [requireAccessKeepingSubject(app, access.anyOf), ...listed(route.preValidation as Hooks)] as RouteOptions['preValidation'];
  });
}
