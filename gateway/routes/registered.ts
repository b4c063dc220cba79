// The routes the gateway registered, as Fastify announced them (onRoute): what the route-driven
// isolation test walks, so a route is covered the moment it is registered.
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  config: RouteOptions['config'];
  schema: RouteOptions['schema'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after recordRoutes(app), HEAD copies of GET routes left out. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Records the routes registered from now on in `app.registeredRoutes`. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, config: route.config, schema: route.schema });
    }
  });
}
