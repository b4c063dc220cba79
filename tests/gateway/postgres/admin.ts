// Small administrative steps on the test server, each on a short-lived connection of its own.
import pg from 'pg';

/** `name` as a quoted SQL identifier. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The same server and role as `url`, on database `name`. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return parsed.toString();
}

/** Runs fn on a fresh connection to `url`, then closes it. */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>, timeoutMs = 5000): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Drops `name` even while something is still connected to it (PostgreSQL 13 and later). */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`));
}
