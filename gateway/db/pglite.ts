import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from './db';

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function queryable(target: PgliteLike): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL. With a directory the data is kept there; without one it lives in memory
 * (tests). PGlite has no lock of its own: the caller holds gateway/lock.ts's lock on the directory.
 */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  const pglite = await PGlite.create(dataDir ? { dataDir } : {});
  return {
    kind: 'pglite',
    ...queryable(pglite),
    // PGlite serialises everything behind its own mutex, so a transaction is exclusive.
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    close: () => pglite.close(),
  };
}
