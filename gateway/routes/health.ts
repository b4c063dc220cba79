// Public liveness: the gateway answers and its database answers.
import type { FastifyPluginAsync } from 'fastify';
import { GatewayError } from '../errors';
import { noQuery } from './schemas';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', { schema: { querystring: noQuery } }, async () => {
    try {
      await app.db.query('SELECT 1');
    } catch (error) {
      app.log.error({ err: error }, 'database check failed');
      throw new GatewayError(503, 'UNAVAILABLE');
    }
    return { status: 'ok', time: app.clock().toISOString() };
  });
};
