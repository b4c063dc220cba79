// Builds the gateway without listening: main.ts listens, tests call app.inject.
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import { createAuthenticate } from './auth/authenticate';
import { AccessTokens } from './auth/tokens';
import { sharedRateLimitStore } from './cluster/rate-limit-store';
import type { GatewayConfig } from './config';
import { systemClock, type Clock, type GatewayContext } from './context';
import type { Db } from './db/db';
import { registerErrorHandling } from './errors';
import { Outbox } from './outbox';
import { defaultFileStorage, type FileStorage } from './files/storage';
import { createPushSender } from './push/sender';
import { resolveVapidDetails } from './push/vapid';
import { registerRealtime, type RealtimeOptions } from './realtime/socket';
import { SessionEnds } from './auth/session-ends';
import { apiRoutes } from './routes';
import { recordRoutes } from './routes/registered';
import { guardRoutes } from './auth/route-guard';
import { registerSecurityHeaders } from './security';
import { createFallback, registerPanel } from './static-panel';
import type { SimulatorOptions } from './simulator';
import { registerSimulator } from './simulator/register';
import { testHookRoutes } from './routes/test-hooks';
import { schemaController } from './validation';

export interface BuildAppOptions {
  db: Db;
  config: GatewayConfig;
  /** Where reset e-mails go; default: DATA_DIR/outbox, or memory only without a DATA_DIR. */
  outbox?: Outbox;
  /** The gateway's clock; tests pass one they can move. */
  clock?: Clock;
  /** Where uploaded files' bytes go; default DATA_DIR/files, or memory without a DATA_DIR. */
  fileStorage?: FileStorage;
  /** More route plugins mounted under /api next to gateway/routes (tests, embedding). */
  extraRoutes?: FastifyPluginAsync[];
  /** The realtime socket's timings (gateway/realtime/socket.ts); it is always attached. */
  realtime?: RealtimeOptions;
  /** Where log lines go (tests read them); default standard output. */
  logStream?: { write(line: string): void };
  /** Runs the demo simulator (gateway/simulator) when given; `autoStart: false` leaves starting to the caller. */
  simulator?: SimulatorOptions & { autoStart?: boolean };
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = opts;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(opts.logStream ? { stream: opts.logStream } : {}),
      // Tokens never reach the log: request lines drop token query values (the reset link
      // /password/reset?token=... is fetched as a page), and headers are not logged at all.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: request.url.replace(/([?&](?:token|refreshToken)=)[^&#]*/gi, '$1[redacted]'),
          remoteAddress: request.ip,
        }),
      },
    },
    // Every request logged at info made ten thousand lines in half an hour of demo use: requests go
    // at debug (onResponse below), warnings and errors at their own level; LOG_LEVEL=debug shows all.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    schemaController,
  });

  const context: GatewayContext = {
    db,
    config,
    clock: opts.clock ?? systemClock,
    outbox: opts.outbox ?? new Outbox(config.dataDir ? `${config.dataDir}/outbox` : null),
    accessTokens: new AccessTokens(config.jwtSecret),
    sessionEnds: new SessionEnds(),
    fileStorage: opts.fileStorage ?? defaultFileStorage(config.dataDir),
    push: createPushSender({ db, vapid: resolveVapidDetails(config), log: app.log }),
  };
  for (const [name, value] of Object.entries(context)) app.decorate(name, value);
  app.decorate('authenticate', createAuthenticate(context));
  app.decorateRequest('auth', null);

  app.addHook('onResponse', async (request, reply) => {
    request.log.debug({ req: request, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request completed');
  });
  recordRoutes(app);
  guardRoutes(app);
  registerErrorHandling(app);
  acceptEmptyJsonBodies(app);
  await registerSecurityHeaders(app, config);
  // Before the routes, which announce changes through app.realtime.
  registerRealtime(app, context, opts.realtime);
  registerSimulator(app, context, opts.simulator);
  // after the simulator's last tick (preClose), before the database is closed by its owner
  app.addHook('onClose', () => context.push.settled());
  // Not global: only the sign-in calls opt in (gateway/rate-limit.ts). On a PostgreSQL server
  // other gateway processes may share, the counters are kept there for all of them.
  await app.register(rateLimit, { global: false, ...(db.connectionString ? { store: sharedRateLimitStore(db) } : {}) });
  await app.register(apiRoutes, { prefix: '/api' });
  if (config.testHooks) await app.register(testHookRoutes, { prefix: '/api' });
  for (const plugin of opts.extraRoutes ?? []) await app.register(plugin, { prefix: '/api' });
  const panelServed = await registerPanel(app, config.panelDir);
  app.setNotFoundHandler(createFallback(panelServed, config.panelDir));
  return app;
}

/**
 * Clients often send `Content-Type: application/json` on a bodyless POST (react-admin's fetchJson
 * does, e.g. for logout). fastify would refuse that as invalid JSON; we read it as no body, and
 * the route's schema decides whether a body was needed.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
