import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Queryable, QueryResult } from './db';

// pg returns int8 and numeric as strings; PGlite returns numbers. Repositories cast counts to
// int in SQL, and these parsers keep the two engines alike for the rest.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** Distinct statements kept prepared on each connection at most; others run unnamed. */
const NAMED_LIMIT = 256;
const statementNames = new Map<string, string>();

/**
 * A name for `sql`, so pg prepares it once per connection and the server plans it once (as the
 * embedded engine does, gateway/db/pglite-statements.ts); null past the limit, for SQL built
 * with ever-new text.
 */
function statementName(sql: string): string | null {
  const known = statementNames.get(sql);
  if (known) return known;
  if (statementNames.size >= NAMED_LIMIT) return null;
  const name = `fp_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
  statementNames.set(sql, name);
  return name;
}

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const name = params.length > 0 ? statementName(sql) : null;
      const result = await client.query(name ? { name, text: sql, values: params } : { text: sql, values: params });
      return { rows: result.rows as T[] };
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

/** A PostgreSQL server (DATABASE_URL): the same schema and migrations as the embedded database. */
export async function openPostgresDb(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  let closing = false;
  // An idle connection the server ends (a restart, pg_terminate_backend, DROP DATABASE ... FORCE)
  // is an 'error' on the pool, which would crash the process without a listener; the pool has
  // already let that connection go and opens a new one for the next query.
  pool.on('error', (error) => {
    if (!closing) console.warn(`PostgreSQL ended an idle connection: ${error.message}`);
  });
  // Fail at start, with the server's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    connectionString,
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}
