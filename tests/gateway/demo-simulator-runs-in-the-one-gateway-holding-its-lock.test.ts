// On a PostgreSQL server (project gateway-pg only) the demo simulator runs in the one gateway
// holding its advisory lock, whatever number of gateways share the database: here two in one
// process. When the server ends the holder's lock connection, the holder stops ticking and the lock
// is taken again, by one of them; when the holder closes, the other takes over.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../gateway/app';
import type { Db } from '../../gateway/db/db';
import { SIMULATOR_LOCK_KEY } from '../../gateway/simulator/register';
import { freshDb, testConfig } from './helpers';
import { eventually } from './live-helpers';

let db: Db;
const apps: FastifyInstance[] = [];

const QUIET = { ordersPerMinute: 0, cancelPerMinute: 0, pickerBreakPerMinute: 0 };

async function gateway(): Promise<FastifyInstance> {
  const app = await buildApp({ db, config: testConfig(), simulator: { tickMs: 50, seed: 5, ...QUIET } });
  apps.push(app);
  await app.ready();
  return app;
}

const ticking = () => apps.filter((app) => app.simulator!.ticking);

/** Backends holding the simulator's lock in this test's database. */
async function lockHolders(): Promise<number[]> {
  const { rows } = await db.query<{ pid: number }>(
    `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = 0 AND objid = $1
       AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    [SIMULATOR_LOCK_KEY],
  );
  return rows.map((row) => row.pid);
}

beforeAll(async () => {
  db = await freshDb();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.close();
});

describe('the demo simulator among gateways sharing one database', () => {
  it('runs in exactly one of them', async () => {
    await gateway();
    await gateway();
    expect(ticking()).toHaveLength(1);
    expect(await lockHolders()).toHaveLength(1);
  });

  it('stops where the server ended the lock connection, and runs again in one gateway once the lock is taken again', async () => {
    const [holder] = await lockHolders();
    await db.query('SELECT pg_terminate_backend($1)', [holder]);
    // the lock is taken again (the gateways try every 5 s) by a new connection
    await eventually(async () => {
      const holders = await lockHolders();
      return holders.length === 1 && holders[0] !== holder && ticking().length === 1;
    }, 20_000, 100);
  }, 30_000);

  it('moves to the other gateway when the one running it closes', async () => {
    const [running] = ticking();
    const [other] = apps.filter((app) => app !== running);
    await running.close();
    apps.splice(apps.indexOf(running), 1);
    expect(running.simulator!.ticking).toBe(false);
    await eventually(() => other.simulator!.ticking, 20_000, 100);
    expect(await lockHolders()).toHaveLength(1);
  }, 30_000);
});
