// The run's databases: one template migrated and seeded once, copied for each test (a copy takes
// a fraction of a second where seeding takes seconds), and all of them dropped at the end.
import { migrate } from '../../../gateway/db/migrate';
import { openPostgresDb } from '../../../gateway/db/postgres';
import { seedDemoData } from '../../../gateway/seed';
import { TEST_SEED } from '../testSeed';
import { databaseUrl, ident, withClient } from './admin';

/** Unique to this run, so runs sharing a server never touch each other's databases. */
export function runPrefix(): string {
  return `fp_test_${process.pid}_${Date.now().toString(36)}`;
}

// No run lasts this long: databases of an older one were left by a run killed before teardown.
const STALE_AFTER_MS = 12 * 3600_000;

/** Drops what runs killed long ago left behind (their prefix carries their start time). */
export async function dropStaleRuns(adminUrl: string): Promise<void> {
  await withClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE starts_with(datname, 'fp_test_')`);
    for (const { datname } of rows) {
      const started = /^fp_test_\d+_([0-9a-z]+)_/.exec(datname)?.[1];
      if (started && Date.now() - parseInt(started, 36) > STALE_AFTER_MS) {
        await client.query(`DROP DATABASE IF EXISTS ${ident(datname)} WITH (FORCE)`);
      }
    }
  });
}

export async function createTemplate(adminUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_template`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${ident(name)} TEMPLATE template0`));
  const db = await openPostgresDb(databaseUrl(adminUrl, name));
  try {
    await migrate(db);
    await seedDemoData(db, TEST_SEED);
  } finally {
    await db.close();
  }
  // A copy fails while anything is connected to its template: let nothing connect from now on.
  await withClient(adminUrl, (client) => client.query(`ALTER DATABASE ${ident(name)} WITH ALLOW_CONNECTIONS false`));
  return name;
}

/** Drops every database of this run, even ones a test left connections open to. */
export async function dropRunDatabases(adminUrl: string, prefix: string): Promise<string[]> {
  return withClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname',
      [`${prefix}_`],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${ident(datname)} WITH (FORCE)`);
    return rows.map((row) => row.datname);
  });
}
