// PostgreSQL advisory locks held by a session: the lock goes with the connection that took it,
// so a process that dies lets the next one in (gateway/cluster/advisory-lock.ts).
import type pg from 'pg';

/** Takes the session lock `key` on `client` if no other session holds it; true when taken. */
export async function tryAdvisoryLock(client: pg.Client, key: number): Promise<boolean> {
  const { rows } = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1) AS held', [key]);
  return rows[0]?.held === true;
}
