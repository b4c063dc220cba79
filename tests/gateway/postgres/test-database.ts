// A test's own database on the gateway-pg server: a copy of the run's template (migrated, demo
// data) or an empty one, dropped when the test closes it.
import { threadId } from 'node:worker_threads';
import { inject } from 'vitest';
import type { Db } from '../../../gateway/db/db';
import { openPostgresDb } from '../../../gateway/db/postgres';
import { databaseUrl, dropDatabase, ident, withClient } from './admin';
import './provided';

export interface ServerDatabase {
  url: string;
  drop(): Promise<void>;
}

let made = 0;

/** What the global setup provided: the admin URL, the template, the run's prefix. */
export function provided() {
  const adminUrl = inject('gatewayPgAdminUrl');
  if (!adminUrl) throw new Error('GATEWAY_TEST_ENGINE=postgres needs the gateway-pg project\'s global setup (tests/gateway/postgres/globalSetup.ts)');
  return { adminUrl, template: inject('gatewayPgTemplate'), prefix: inject('gatewayPgPrefix') };
}

/** A new database: with the migrations and the demo data (seeded), or nothing at all. */
export async function createServerDatabase(options: { seeded: boolean }): Promise<ServerDatabase> {
  const { adminUrl, template, prefix } = provided();
  // pid and thread: unique among the workers running at once; the counter within one
  const name = `${prefix}_${process.pid}_${threadId}_${++made}`;
  const source = options.seeded ? template : 'template0';
  await withClient(adminUrl, async (client) => {
    // FILE_COPY copies the template's files (about 80 ms here) where PostgreSQL 15's default,
    // WAL_LOG, writes the whole copy through the WAL and waits on its sync (about 140 ms); before
    // 15 there was no choice, and no such option
    const { rows } = await client.query<{ num: number }>(`SELECT current_setting('server_version_num')::int AS num`);
    const strategy = rows[0]!.num >= 150000 ? ' STRATEGY FILE_COPY' : '';
    await client.query(`CREATE DATABASE ${ident(name)} TEMPLATE ${ident(source)}${strategy}`);
  });
  return { url: databaseUrl(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

/** A database of its own, opened the way the gateway opens DATABASE_URL; close() drops it. */
export async function openServerDb(options: { seeded: boolean }): Promise<Db> {
  const database = await createServerDatabase(options);
  let db: Db;
  try {
    db = await openPostgresDb(database.url);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    ...db,
    async close() {
      try {
        await db.close();
      } finally {
        await database.drop();
      }
    },
  };
}
