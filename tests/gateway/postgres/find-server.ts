// A PostgreSQL server already running for the gateway-pg tests: TEST_DATABASE_URL when set (then
// it must work), else the machine's own on 127.0.0.1 (port TEST_POSTGRES_PORT, default 5432) with
// trust auth, as `postgres` or as the OS user. Null when none answers.
import { userInfo } from 'node:os';
import { withClient } from './admin';

export interface RunningServer {
  url: string;
  version: string;
}

/** Connects to `url`; answers the server's version, or why this role cannot serve the tests. */
async function probe(url: string): Promise<{ version: string } | { problem: string }> {
  return withClient(
    url,
    async (client) => {
      const { rows } = await client.query<{ version: string; num: number; creates: boolean }>(
        `SELECT current_setting('server_version') AS version, current_setting('server_version_num')::int AS num,
           (SELECT rolcreatedb OR rolsuper FROM pg_roles WHERE rolname = current_user) AS creates`,
      );
      const [{ version, num, creates }] = rows;
      // DROP DATABASE ... WITH (FORCE) came in 13
      if (num < 130000) return { problem: `PostgreSQL ${version} is too old (13 or later needed)` };
      if (!creates) return { problem: 'the role may not create databases (CREATEDB needed)' };
      return { version };
    },
    2000,
  );
}

function osUser(): string | null {
  try {
    return userInfo().username;
  } catch {
    return null;
  }
}

export async function findRunningServer(env: NodeJS.ProcessEnv = process.env): Promise<RunningServer | null> {
  const given = env.TEST_DATABASE_URL?.trim();
  if (given) {
    // Asked for by name: a failure is for the user to fix, not a reason to start another server.
    const found = await probe(given).catch((error: Error) => ({ problem: error.message }));
    if ('problem' in found) throw new Error(`TEST_DATABASE_URL cannot serve the gateway-pg tests: ${found.problem}`);
    return { url: given, version: found.version };
  }
  const port = Number(env.TEST_POSTGRES_PORT ?? 5432);
  const users = [...new Set(['postgres', osUser()].filter((user): user is string => Boolean(user)))];
  for (const user of users) {
    for (const database of ['test', 'postgres']) {
      const url = `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${database}`;
      try {
        const found = await probe(url);
        if ('version' in found) return { url, version: found.version };
      } catch (error) {
        // Nothing listens: no other user or database will fare better.
        if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') return null;
      }
    }
  }
  return null;
}
