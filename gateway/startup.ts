// Opening the gateway's data, shared by the server (main.ts) and the seed command: the DATA_DIR
// lock (embedded database only), the database, the migrations.
import type { GatewayConfig } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import { acquireDataDirLock, type DataDirLock } from './lock';

export interface GatewayData {
  db: Db;
  lock: DataDirLock | null;
  /** Closes the database cleanly, then releases the lock. */
  close(): Promise<void>;
}

export async function openGatewayData(config: GatewayConfig): Promise<GatewayData> {
  // A PostgreSQL server handles its own concurrency; only the embedded database needs the lock.
  const lock = config.databaseUrl || !config.dataDir ? null : acquireDataDirLock(config.dataDir);
  let db: Db;
  try {
    db = await openDb(config);
    await migrate(db);
  } catch (error) {
    lock?.release();
    throw error;
  }
  return {
    db,
    lock,
    async close() {
      try {
        await db.close();
      } finally {
        lock?.release();
      }
    },
  };
}
