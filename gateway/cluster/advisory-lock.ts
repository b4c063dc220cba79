// One job for one process among the gateways sharing a PostgreSQL server: a session-level
// advisory lock on a connection of its own. The server lets it go when that connection ends, so a
// holder that stops, crashes or loses its connection frees it without anyone cleaning up; the
// other processes try again every `retryMs` and one of them takes the job over.
import pg from 'pg';
import { tryAdvisoryLock } from '../db/advisory-locks';

export interface AdvisoryLockOptions {
  connectionString: string;
  /** The lock's key: the same number in every process that competes for the job. */
  key: number;
  /** Names the connection in pg_stat_activity (with the process id), so an operator sees who holds it. */
  name: string;
  /** How long a process without the lock waits before trying again. */
  retryMs: number;
  /** The lock is ours: start the job. */
  onHeld(): void;
  /** The lock's connection ended (the server restarted or ended it): stop the job. */
  onLost(): Promise<void>;
  log: { info(message: string): void; warn(object: unknown, message: string): void };
}

export interface AdvisoryLock {
  /** Makes the first attempt (resolves once it is decided, held or not) and keeps trying after. */
  start(): Promise<void>;
  /** Whether this process holds the lock now. */
  held(): boolean;
  /** Stops trying and ends the connection, which lets the lock go. Stop the job first. */
  close(): Promise<void>;
}

export function competeForAdvisoryLock(options: AdvisoryLockOptions): AdvisoryLock {
  let client: pg.Client | null = null;
  let holding = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let attempt: Promise<void> = Promise.resolve();

  const connect = async (): Promise<pg.Client> => {
    const fresh = new pg.Client({
      connectionString: options.connectionString,
      application_name: `franchise-gateway ${options.name} pid ${process.pid}`,
    });
    // Without a listener an error on this connection would end the process.
    fresh.on('error', (error) => options.log.warn({ err: error }, `${options.name} lock connection failed`));
    fresh.on('end', () => {
      if (client === fresh) client = null;
      if (!holding || closed) return;
      holding = false;
      options.log.warn({}, `${options.name} lock lost with its connection; trying again`);
      void options.onLost().finally(retryLater);
    });
    await fresh.connect();
    return fresh;
  };

  const tryOnce = async () => {
    if (closed || holding) return;
    try {
      client ??= await connect();
      if (closed) return;
      const held = await tryAdvisoryLock(client, options.key);
      if (held && !closed) {
        holding = true;
        options.log.info(`${options.name} runs in this process (pid ${process.pid})`);
        options.onHeld();
        return;
      }
    } catch (error) {
      options.log.warn({ err: error }, `${options.name} lock could not be tried`);
      client?.end().catch(() => undefined);
      client = null;
    }
    retryLater();
  };

  function retryLater(): void {
    if (closed || holding) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      attempt = attempt.then(tryOnce);
    }, options.retryMs);
    timer.unref();
  }

  return {
    start() {
      attempt = attempt.then(tryOnce);
      return attempt;
    },
    held: () => holding,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await attempt;
      holding = false;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
