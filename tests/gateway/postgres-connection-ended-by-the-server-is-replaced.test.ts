// On a PostgreSQL server (project gateway-pg only) the server may end the gateway's idle
// connections (a restart, an administrator's pg_terminate_backend): the gateway must not crash on
// the pool's error, and its next query runs on a new connection.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../gateway/db/db';
import { withClient } from './postgres/admin';
import { provided } from './postgres/test-database';
import { freshDb } from './helpers';
import { eventually } from './live-helpers';

let db: Db;
beforeAll(async () => {
  db = await freshDb();
});
afterAll(() => db.close());

const backend = async () =>
  (await db.query<{ pid: number; name: string }>('SELECT pg_backend_pid() AS pid, current_database() AS name')).rows[0];

it('survives the server ending its idle connection and answers the next query on a new one', async () => {
  const { pid, name } = await backend();
  const { adminUrl } = provided();
  await withClient(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ ended: boolean }>('SELECT pg_terminate_backend($1) AS ended', [pid]);
    expect(rows[0].ended).toBe(true);
    await eventually(async () => (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rows.length === 0);
    expect((await admin.query('SELECT 1 FROM pg_stat_activity WHERE datname = $1', [name])).rows).toEqual([]);
  });
  // the ended connection's message reaches the pool on the next turns of the event loop
  await new Promise((resolve) => setTimeout(resolve, 100));
  const after = await backend();
  expect(after.name).toBe(name);
  expect(after.pid).not.toBe(pid);
});
