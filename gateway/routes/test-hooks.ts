// TEST_HOOKS=on only: calls the browser tests use to make the demo franchise live on demand (the
// real gateway has no order-creating call; orders come from clients' checkouts). Each acts in
// the caller's own franchise, so even a misconfigured deployment leaks nothing across franchises.
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../auth/authenticate';
import { GatewayError } from '../errors';
import { ORDER_ENDINGS } from '../orders/flow';
import { idSchema } from '../rest/schema';
import { MAX_TICK_SECONDS, type TickOptions } from '../simulator';
import { emptyBodyAsObject, object } from '../schemas';
import { signedIn } from '../auth/route-access';
import { sendDemoNotice } from '../simulator/notices';
import { pushSubscriptionsOf } from '../db/push-subscriptions';
import { hqMoveOldestCandidate } from '../db/candidates';
import { decideDtsRecord, recordDtsViolation } from '../db/dts-records';
import { answerDdsObjection, logDdsPenalty } from '../db/dds-logs';
import { hqLanguageOf } from '../db/head-office';
import { apologyDecision, apologyStatus } from '../../src/domain/enums';
import { randomBytes } from 'node:crypto';
import { writeMovement } from '../db/stock';
import { stockMovementType } from '../../src/domain/enums';
import { announceNotifications } from './stock';

export const testHookRoutes: FastifyPluginAsync = async (app) => {
  const simulator = () => {
    if (!app.simulator) throw new GatewayError(409, 'SIMULATOR_OFF');
    return app.simulator;
  };

  /**
   * A checkout now that succeeds: at the given store, or at a store of the caller's franchise with
   * a free courier (409 NO_FREE_COURIER when none has one), so a test's new order is always active.
   * `aborted: true`: one that fails for want of a courier instead (status 200, error 1370).
   */
  app.post<{ Body: { warehouseId?: string; minutesInStatus?: number; aborted?: boolean } }>(
    '/test/orders',
    {
      config: { access: signedIn },
      preValidation: emptyBodyAsObject,
      // minutesInStatus: the order has waited that long in its status (late, for the sticky widget)
      schema: { body: object({ warehouseId: idSchema, minutesInStatus: { type: 'integer', minimum: 1, maximum: 24 * 60 }, aborted: { type: 'boolean' } }) },
    },
    async (request, reply) => {
      const { warehouseId, minutesInStatus, aborted = false } = request.body;
      const { franchiseId } = authOf(request);
      const orderId = await simulator().createOrder(franchiseId, warehouseId, !warehouseId, aborted);
      app.realtime.flush();
      if (!orderId) throw warehouseId ? new GatewayError(404, 'NOT_FOUND') : new GatewayError(409, 'NO_FREE_COURIER');
      if (minutesInStatus) await simulator().backdateOrder(franchiseId, orderId, minutesInStatus);
      return reply.code(201).send({ orderId });
    },
  );

  /**
   * Steps one active order of the caller's franchise along its flow until `status` (e.g. 700, on
   * its way), announcing every step on the socket; 409 NO_FREE_PICKER when picking cannot start.
   * 1200: its client cancels it instead (a missed order), announced the same way.
   */
  app.post<{ Params: { orderId: string }; Body: { status: number } }>(
    '/test/orders/:orderId/advance',
    {
      config: { access: signedIn },
      schema: {
        params: object({ orderId: idSchema }, ['orderId']),
        body: object({ status: { type: 'integer', anyOf: [{ minimum: 350, maximum: 1000 }, { enum: [ORDER_ENDINGS.canceledByClient.status] }] } }, ['status']),
      },
    },
    async (request) => {
      const reached = await simulator().advanceOrder(authOf(request).franchiseId, request.params.orderId, request.body.status);
      if (reached === null) throw new GatewayError(404, 'NOT_FOUND');
      if (reached === 'stuck') throw new GatewayError(409, 'NO_FREE_PICKER');
      app.realtime.flush();
      return { status: reached };
    },
  );

  /** One simulator step now: orders advance, couriers move (their positions go out on the socket).
   * `seconds` fixes the simulated time the step covers, so a test does not depend on when it runs. */
  app.post<{ Body: TickOptions }>(
    '/test/simulator/tick',
    {
      config: { access: signedIn },
      preValidation: emptyBodyAsObject,
      schema: { body: object({ seconds: { type: 'number', minimum: 0, maximum: MAX_TICK_SECONDS }, checkouts: { type: 'boolean' } }) },
    },
    async (request) => {
      const report = await simulator().tick(request.body);
      app.realtime.flush();
      return { created: report.created.length, steps: report.steps.length, moved: report.moved };
    },
  );

  /**
   * HQ moves one candidate of the caller's franchise one step on now, as the simulator's HQ does
   * on its timer (1 -> 2 -> 3 -> 6 approved, which hires the candidate). 404 when the candidate is
   * not the franchise's or waits on no one at HQ.
   */
  app.post<{ Params: { id: string } }>(
    '/test/candidates/:id/hq-move',
    {
      config: { access: signedIn },
      preValidation: emptyBodyAsObject,
      schema: { params: object({ id: idSchema }, ['id']), body: object({}) },
    },
    async (request) => {
      const { franchiseId } = authOf(request);
      const only = { id: request.params.id, franchiseId };
      const moved = await app.db.transaction((tx) => hqMoveOldestCandidate(tx, { missing: false, reason: '', hqName: 'HQ', now: app.clock(), only }));
      if (!moved) throw new GatewayError(404, 'NOT_FOUND');
      return { status: moved.to };
    },
  );

  /**
   * Head office records a DTS violation at a store of the caller's franchise now (the given one,
   * else the first by name), waiting for the franchise's apology: answers its id. 404 for a store
   * that is not the franchise's.
   */
  app.post<{ Body: { warehouseId?: string } }>(
    '/test/dts-records',
    {
      config: { access: signedIn },
      preValidation: emptyBodyAsObject,
      schema: { body: object({ warehouseId: idSchema }) },
    },
    async (request, reply) => {
      const { franchiseId, access } = authOf(request);
      const language = hqLanguageOf(access?.country);
      const id = await recordDtsViolation(app.db, franchiseId, { id: randomBytes(12).toString('hex'), warehouseId: request.body.warehouseId, language });
      if (!id) throw new GatewayError(404, 'NOT_FOUND');
      return reply.code(201).send({ id });
    },
  );

  /** Head office decides a DTS record of the caller's franchise and closes it. 404 when it is not the franchise's or is closed. */
  app.post<{ Params: { id: string }; Body: { decision: number } }>(
    '/test/dts-records/:id/decide',
    {
      config: { access: signedIn },
      schema: { params: object({ id: idSchema }, ['id']), body: object({ decision: { type: 'integer', enum: [...apologyDecision.values] } }, ['decision']) },
    },
    async (request) => {
      const { franchiseId, access } = authOf(request);
      const language = hqLanguageOf(access?.country);
      const decided = await app.db.transaction((tx) => decideDtsRecord(tx, franchiseId, request.params.id, request.body.decision as 1 | 2 | 3, language));
      if (!decided) throw new GatewayError(404, 'NOT_FOUND');
      return { status: apologyStatus.value('closed') };
    },
  );

  /**
   * Head office logs a DDS (kind 1, default) or DDS100 (2) penalty at a store of the caller's
   * franchise now, objectable for 7 days: answers its id. 404 for a store that is not the franchise's.
   */
  app.post<{ Body: { kind?: 1 | 2; warehouseId?: string } }>(
    '/test/dds-logs',
    {
      config: { access: signedIn },
      preValidation: emptyBodyAsObject,
      schema: { body: object({ kind: { type: 'integer', enum: [1, 2] }, warehouseId: idSchema }) },
    },
    async (request, reply) => {
      const { franchiseId, access } = authOf(request);
      const language = hqLanguageOf(access?.country);
      const id = await logDdsPenalty(app.db, franchiseId, { id: randomBytes(12).toString('hex'), kind: request.body.kind ?? 1, warehouseId: request.body.warehouseId, language, now: app.clock() });
      if (!id) throw new GatewayError(404, 'NOT_FOUND');
      return reply.code(201).send({ id });
    },
  );

  /** Head office answers the objection of a DDS log of the caller's franchise. 404 when none waits on it. */
  app.post<{ Params: { id: string }; Body: { accepted: boolean } }>(
    '/test/dds-logs/:id/answer',
    {
      config: { access: signedIn },
      schema: { params: object({ id: idSchema }, ['id']), body: object({ accepted: { type: 'boolean' } }, ['accepted']) },
    },
    async (request) => {
      const { franchiseId, access } = authOf(request);
      const language = hqLanguageOf(access?.country);
      const answered = await app.db.transaction((tx) => answerDdsObjection(tx, franchiseId, request.params.id, request.body.accepted, language));
      if (!answered) throw new GatewayError(404, 'NOT_FOUND');
      return { accepted: request.body.accepted };
    },
  );

  /**
   * A notification for the caller now, in the caller's franchise, announced on the caller's own
   * socket room as the simulator's are: `link` 'announcement' (default) points at one of the
   * franchise's announcements (answered as announcementId), 'audit' at a KDS audit. Works with
   * SIMULATOR=off or manual too.
   */
  app.post<{ Body: { link?: 'announcement' | 'audit' } }>(
    '/test/notifications',
    {
      config: { access: signedIn },
      preValidation: emptyBodyAsObject,
      schema: { body: object({ link: { type: 'string', enum: ['announcement', 'audit'] } }) },
    },
    async (request, reply) => {
      const { franchiseId, userId } = authOf(request);
      const { notification, announcementId } = await sendDemoNotice(app.db, app.realtime, franchiseId, userId, request.body.link ?? 'announcement', app.clock(), undefined, app.push);
      // the pushes have gone out (or failed, logged) when the test goes on
      await app.push.settled();
      return reply.code(201).send({ notificationId: notification._id, announcementId });
    },
  );

  /**
   * A stock movement now (a sale by default) of a store's product in the caller's franchise, written
   * as the gateway writes every movement (gateway/db/stock.ts): with its stock row, and the low-stock
   * notification when it reaches the minimum. Answers the movement's id and the balance after it.
   */
  app.post<{ Body: { warehouseId: string; productId: string; type?: number; quantity: number; reference?: string } }>(
    '/test/stock-movements',
    {
      config: { access: signedIn },
      schema: {
        body: object(
          {
            warehouseId: idSchema,
            productId: idSchema,
            type: { type: 'integer', enum: [...stockMovementType.values] },
            quantity: { type: 'integer', minimum: -100_000, maximum: 100_000, not: { const: 0 } },
            reference: { type: 'string', maxLength: 100 },
          },
          ['warehouseId', 'productId', 'quantity'],
        ),
      },
    },
    async (request, reply) => {
      const { franchiseId } = authOf(request);
      const { warehouseId, productId, quantity } = request.body;
      const movement = await writeMovement(app.db, franchiseId, {
        warehouseId,
        productId,
        type: request.body.type ?? stockMovementType.value('sale'),
        quantity,
        reference: request.body.reference ?? `TEST-${randomBytes(3).toString('hex')}`,
        userName: 'Test hook',
        at: app.clock(),
      });
      announceNotifications(app, franchiseId, movement.notifications);
      await app.push.settled();
      return reply.code(201).send({ id: movement.id, balanceAfter: movement.balanceAfter, notifications: movement.notifications.length });
    },
  );

  /** The caller's Web Push subscriptions in the caller's franchise (endpoint, language): what the gateway pushes to. */
  app.get('/test/push-subscriptions', { config: { access: signedIn } }, async (request) => {
    const { franchiseId, userId } = authOf(request);
    const subscriptions = await pushSubscriptionsOf(app.db, franchiseId, userId);
    return { subscriptions: subscriptions.map(({ endpoint, language }) => ({ endpoint, language })) };
  });
};
