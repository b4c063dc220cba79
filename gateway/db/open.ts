import { join } from 'node:path';
import type { GatewayConfig } from '../config';
import type { Db } from './db';
import { openPgliteThread } from './pglite-thread';
import { openPostgresDb } from './postgres';

/**
 * DATABASE_URL picks a PostgreSQL server; otherwise the embedded database under DATA_DIR/pgdata
 * (in memory without a DATA_DIR), on a thread of its own so SQL never blocks the event loop, and
 * durable (a commit answered once on disk) unless EMBEDDED_DURABILITY=relaxed.
 */
export function openDb(config: Pick<GatewayConfig, 'databaseUrl' | 'dataDir' | 'embeddedDurability'>): Promise<Db> {
  if (config.databaseUrl) return openPostgresDb(config.databaseUrl);
  return openPgliteThread(config.dataDir ? join(config.dataDir, 'pgdata') : undefined, config.embeddedDurability);
}
