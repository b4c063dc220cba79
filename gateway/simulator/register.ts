// The simulator inside a gateway: started when the gateway is ready, stopped before it closes
// (before the database is closed by its owner), and reachable as app.simulator.
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../context';
import { Simulator, type SimulatorOptions } from '.';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo simulator, when this gateway runs one (BuildAppOptions.simulator). */
    simulator: Simulator | null;
  }
}

export function registerSimulator(app: FastifyInstance, ctx: GatewayContext, options: (SimulatorOptions & { autoStart?: boolean }) | undefined): void {
  if (!options) {
    app.decorate('simulator', null);
    return;
  }
  const simulator = new Simulator({ db: ctx.db, clock: ctx.clock, realtime: app.realtime, log: app.log }, options);
  app.decorate('simulator', simulator);
  if (options.autoStart !== false) app.addHook('onReady', async () => simulator.start());
  app.addHook('preClose', () => simulator.stop());
}
