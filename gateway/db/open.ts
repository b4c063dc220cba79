import { join } from 'node:path';
import type { GatewayConfig } from '../config';
import type { Db } from './db';
import { openPgliteDb } from './pglite';
import { openPostgresDb } from './postgres';

/** DATABASE_URL picks a PostgreSQL server; otherwise the embedded database under DATA_DIR/pgdata. */
export function openDb(config: Pick<GatewayConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return openPostgresDb(config.databaseUrl);
  return openPgliteDb(config.dataDir ? join(config.dataDir, 'pgdata') : undefined);
}
