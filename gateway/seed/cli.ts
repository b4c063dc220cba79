// `npm run seed -- [--size N] [--orders N] [--reset]`: seeds the demo data into DATA_DIR (or
// DATABASE_URL); --orders (or SEED_ORDERS) sets how many past orders in all.
// An existing database is left alone unless --reset wipes it first. Stop the gateway before:
// the DATA_DIR lock refuses to run next to it.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import type { Db } from '../db/db';
import { LockError } from '../lock';
import { openGatewayData } from '../startup';
import { hasData, seedDemoData } from '.';

/** Empties every table but the migration record. */
async function wipe(db: Db): Promise<void> {
  const { rows } = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`,
  );
  if (rows.length === 0) return;
  const tables = rows.map((row) => `"${row.tablename.replace(/"/g, '""')}"`).join(', ');
  await db.exec(`TRUNCATE ${tables} CASCADE`);
}

async function run(): Promise<void> {
  const { values } = parseArgs({
    options: { size: { type: 'string' }, orders: { type: 'string' }, reset: { type: 'boolean', default: false } },
    strict: true,
  });
  const config = loadConfig({
    ...process.env,
    ...(values.size === undefined ? {} : { SEED_SIZE: values.size }),
    ...(values.orders === undefined ? {} : { SEED_ORDERS: values.orders }),
  });
  const data = await openGatewayData(config);
  try {
    if (values.reset) await wipe(data.db);
    else if (await hasData(data.db)) {
      console.log('The database already has data; nothing seeded. Pass --reset to wipe it and seed again.');
      return;
    }
    const started = Date.now();
    const ids = await seedDemoData(data.db, { size: config.seedSize, pastOrders: config.seedOrders });
    console.log(
      `Seeded demo data (size ${config.seedSize}): ${Object.keys(ids?.users ?? {}).length} accounts, ` +
        `${Object.values(ids?.warehouses ?? {}).flat().length} warehouses, in ${((Date.now() - started) / 1000).toFixed(1)} s. ` +
        'Password for every account: demo1234.',
    );
  } finally {
    await data.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof LockError ? error.message : error);
  process.exit(1);
});
