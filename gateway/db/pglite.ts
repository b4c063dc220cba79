import type { Db } from './db';
import { engineDb } from './pglite-db';
import { PgliteEngine } from './pglite-engine';

/**
 * Embedded PostgreSQL in this thread (tests; the gateway runs it on its own thread, see
 * pglite-thread.ts). With a directory the data is kept there; without one it lives in memory.
 * PGlite has no lock of its own: the caller holds gateway/lock.ts's lock on the directory.
 */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  const engine = await PgliteEngine.open(dataDir);
  return engineDb(engine, () => engine.close());
}
