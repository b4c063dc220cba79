// TEST_HOOKS=on only: calls the browser tests use to make the demo franchise live on demand (the
// real gateway has no order-creating call; orders come from clients' checkouts). Each acts in
// the caller's own franchise, so even a misconfigured deployment leaks nothing across franchises.
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../auth/authenticate';
import { GatewayError } from '../errors';
import { idSchema } from '../rest/schema';
import { emptyBodyAsObject, object } from './schemas';

export const testHookRoutes: FastifyPluginAsync = async (app) => {
  const simulator = () => {
    if (!app.simulator) throw new GatewayError(409, 'SIMULATOR_OFF');
    return app.simulator;
  };

  app.post<{ Body: { warehouseId?: string } }>(
    '/test/orders',
    { onRequest: app.authenticate, preValidation: emptyBodyAsObject, schema: { body: object({ warehouseId: idSchema }) } },
    async (request, reply) => {
      const orderId = await simulator().createOrder(authOf(request).franchiseId, request.body.warehouseId);
      if (!orderId) throw new GatewayError(404, 'NOT_FOUND');
      return reply.code(201).send({ orderId });
    },
  );

  /** One simulator step now: orders advance, couriers move (their positions go out on the socket). */
  app.post('/test/simulator/tick', { onRequest: app.authenticate, preValidation: emptyBodyAsObject }, async () => {
    const report = await simulator().tick();
    app.realtime.flush();
    return { created: report.created.length, steps: report.steps.length, moved: report.moved };
  });
};
