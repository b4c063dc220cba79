// Public readiness: the gateway answers and its database can be read with the schema this
// gateway expects. A load balancer or a person sees 503 with the reason otherwise, instead of a
// 200 while every call fails.
import type { FastifyPluginAsync } from 'fastify';
import { databaseProblem } from '../db/health';
import { GatewayError } from '../errors';
import { noQuery } from '../schemas';
import { publicRoute } from '../auth/route-access';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', { schema: { querystring: noQuery }, config: { access: publicRoute('a load balancer asks it; it says only whether the gateway and its database answer') } }, async () => {
    const problem = await databaseProblem(app.db);
    if (problem) {
      app.log.error({ reason: problem.reason, err: problem.error }, 'database check failed');
      throw new GatewayError(503, 'UNAVAILABLE', { reason: problem.reason });
    }
    return { status: 'ok', time: app.clock().toISOString() };
  });
};
