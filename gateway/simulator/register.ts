// The simulator inside a gateway: started when the gateway is ready, stopped before it closes
// (before the database is closed by its owner), and reachable as app.simulator. On a PostgreSQL
// server other gateway processes may share, it runs in one of them only: the one holding its
// advisory lock (gateway/cluster/advisory-lock.ts); the others try again every few seconds and
// take it over when that process stops. Hand-driven steps (TEST_HOOKS) work in every process.
import type { FastifyInstance } from 'fastify';
import { competeForAdvisoryLock } from '../cluster/advisory-lock';
import type { GatewayContext } from '../context';
import { Simulator, type SimulatorOptions } from '.';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo simulator, when this gateway runs one (BuildAppOptions.simulator). */
    simulator: Simulator | null;
  }
}

// Any constant works: it only has to be the same for every gateway sharing one database.
export const SIMULATOR_LOCK_KEY = 727_310_002;
/** How often a gateway without the simulator asks for it again. */
export const SIMULATOR_TAKEOVER_RETRY_MS = 5000;

export function registerSimulator(app: FastifyInstance, ctx: GatewayContext, options: (SimulatorOptions & { autoStart?: boolean }) | undefined): void {
  if (!options) {
    app.decorate('simulator', null);
    return;
  }
  const simulator = new Simulator({ db: ctx.db, clock: ctx.clock, realtime: app.realtime, push: ctx.push, log: app.log }, options);
  app.decorate('simulator', simulator);
  const connectionString = ctx.db.connectionString;
  if (options.autoStart === false) {
    app.addHook('preClose', () => simulator.stop());
  } else if (!connectionString) {
    app.addHook('onReady', async () => simulator.start());
    app.addHook('preClose', () => simulator.stop());
  } else {
    const lock = competeForAdvisoryLock({
      connectionString,
      key: SIMULATOR_LOCK_KEY,
      name: 'demo simulator',
      retryMs: SIMULATOR_TAKEOVER_RETRY_MS,
      onHeld: () => simulator.start(),
      onLost: () => simulator.pause(),
      log: { info: (message) => app.log.info(message), warn: (object, message) => app.log.warn(object, message) },
    });
    app.addHook('onReady', () => lock.start());
    // the last tick ends before the lock goes, so the next holder finds the world at rest
    app.addHook('preClose', async () => {
      await simulator.stop();
      await lock.close();
    });
  }
}
