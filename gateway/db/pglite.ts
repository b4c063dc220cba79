import type { Db } from './db';
import { engineDb } from './pglite-db';
import type { EmbeddedDurability } from './pglite-durability';
import { PgliteEngine } from './pglite-engine';

/**
 * Embedded PostgreSQL in this thread (tests; the gateway runs it on its own thread, see
 * pglite-thread.ts). With a directory the data is kept there; without one it lives in memory.
 * PGlite has no lock of its own: the caller holds gateway/lock.ts's lock on the directory. On disk
 * a commit is answered once it is on the disk, unless `durability` is 'relaxed'.
 */
export async function openPgliteDb(dataDir?: string, durability: EmbeddedDurability = 'durable'): Promise<Db> {
  const engine = await PgliteEngine.open(dataDir, durability);
  return engineDb(engine, () => engine.close());
}

/**
 * The files of an in-memory database once `prepare` has run on it, for openPgliteCopy(): copies
 * start without initdb, migrations or seeding (the gateway tests seed once per run this way).
 */
export async function pgliteDump(prepare: (db: Db) => Promise<void>): Promise<Blob> {
  const engine = await PgliteEngine.open();
  try {
    await prepare(engineDb(engine, () => engine.close()));
    return await engine.dump();
  } finally {
    await engine.close();
  }
}

/** In memory, starting as a copy of pgliteDump()'s database. */
export async function openPgliteCopy(dump: Blob): Promise<Db> {
  const engine = await PgliteEngine.openCopy(dump);
  return engineDb(engine, () => engine.close());
}
