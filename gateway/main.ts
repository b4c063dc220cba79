// `npm run gateway` (and `npm start` after the build): configuration from the environment, the
// DATA_DIR lock, the database with its migrations, demo data on first start, then the server.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { pruneUnattachedFiles } from './db/files';
import { pruneRateLimitCounters } from './db/rate-limit-counters';
import { pruneEndedSessions } from './db/sessions';
import { LockError } from './lock';
import { seedIfEmpty } from './seed';
import { DataDirError, openGatewayData } from './startup';

const SHUTDOWN_GRACE_MS = 10_000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

function displayUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const data = await openGatewayData(config);
  process.on('exit', () => data.lock?.release());

  const seeded = await seedIfEmpty(data.db, { size: config.seedSize, pastOrders: config.seedOrders });
  const app = await buildApp({
    db: data.db,
    config,
    simulator: config.simulator.enabled ? { tickMs: config.simulator.tickMs, autoStart: config.simulator.autoStart } : undefined,
  });
  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL server' : `DATA_DIR ${config.dataDir}`;
  console.log(
    `Franchise gateway listening on ${displayUrl(config.host, port)} (${where}${seeded ? ', demo data seeded' : ''})`,
  );
  if (config.simulator.enabled && config.simulator.autoStart) {
    console.log(
      config.databaseUrl
        ? `Demo simulator: runs in one gateway process on this database at a time, ${app.simulator?.ticking ? 'this one' : 'another one (this one takes over if it stops)'} (SIMULATOR=off to disable)`
        : 'Demo simulator running (SIMULATOR=off to disable)',
    );
  }
  if (!config.databaseUrl && config.embeddedDurability === 'relaxed') {
    console.warn('EMBEDDED_DURABILITY=relaxed: commits are not synced to disk, a power failure can lose acknowledged writes; tests and demos only');
  }
  if (config.testHooks) console.warn('TEST_HOOKS=on: /api/test/* can create orders; never enable this in a deployment');

  const prune = setInterval(() => {
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
    pruneEndedSessions(data.db, dayAgo).catch((error) => app.log.warn({ err: error }, 'session pruning failed'));
    pruneRateLimitCounters(data.db, dayAgo).catch((error) => app.log.warn({ err: error }, 'rate limit counter pruning failed'));
    // an upload no record took within a day (a form left unsaved, a document replaced) is dropped
    pruneUnattachedFiles(data.db, app.fileStorage, dayAgo).catch((error) => app.log.warn({ err: error }, 'unattached file pruning failed'));
  }, PRUNE_EVERY_MS);
  prune.unref();

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => {
      console.error('shutdown took too long; exiting');
      data.lock?.release();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    let code = 0;
    try {
      clearInterval(prune);
      await app.close();
    } catch (error) {
      console.error('closing the server failed:', error);
      code = 1;
    }
    try {
      await data.close();
    } catch (error) {
      console.error('closing the database failed:', error);
      code = 1;
    }
    process.exit(code);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof LockError || error instanceof DataDirError) {
    console.error(error.message);
  } else {
    console.error('the gateway could not start:', error);
  }
  process.exit(1);
});
