// Opening the gateway's data, shared by the server (main.ts) and the seed command: the DATA_DIR
// lock (embedded database only), the database, the migrations.
import type { GatewayConfig } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
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
    if (!config.databaseUrl && config.dataDir) checkEmbeddedDataDir(join(config.dataDir, 'pgdata'));
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

/** The embedded database's directory holds files but no complete database: the gateway stops. */
export class DataDirError extends Error {}

/**
 * The gateway never deletes data: the embedded engine creates a database only in a missing or
 * empty directory (and would otherwise write a new one over what is there, e.g. after a copy that
 * lost PG_VERSION). Anything else is refused with what is wrong and what to do.
 */
export function checkEmbeddedDataDir(pgdata: string): void {
  if (!existsSync(pgdata) || readdirSync(pgdata).length === 0) return;
  const missing = ['PG_VERSION', 'global/pg_control', 'base'].filter((part) => !existsSync(join(pgdata, part)));
  if (missing.length === 0) return;
  throw new DataDirError(
    `${pgdata} holds files but not a complete database (missing: ${missing.join(', ')}). ` +
      'The gateway never deletes data: restore this directory from a backup, or move it away (or point DATA_DIR elsewhere) to start with fresh demo data.',
  );
}
