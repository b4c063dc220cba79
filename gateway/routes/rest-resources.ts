// The declared resources (gateway/resources/index.ts), each under the simple-REST convention of
// gateway/rest/register.ts: /vehicles, /couriers, /warehouses.
import type { FastifyPluginAsync } from 'fastify';
import { REST_RESOURCES } from '../resources';
import { registerRestResources } from '../rest/register';

export const restResourceRoutes: FastifyPluginAsync = async (app) => {
  registerRestResources(app, REST_RESOURCES);
};
