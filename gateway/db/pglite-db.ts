// The Db the repositories use, over the embedded engine's calls, wherever the engine runs (in
// process, or on its own thread): a transaction is begun, used by number, and ended.
import type { Db, Queryable, QueryResult } from './db';

export interface EngineCalls {
  query<T>(sql: string, params: unknown[], transaction?: number): Promise<QueryResult<T>>;
  exec(sql: string, transaction?: number): Promise<void>;
  begin(): Promise<number>;
  end(transaction: number, commit: boolean): Promise<void>;
}

export function engineDb(engine: EngineCalls, close: () => Promise<void>): Db {
  const queryable = (transaction?: number): Queryable => ({
    query: (sql, params = []) => engine.query(sql, params, transaction),
    exec: (sql) => engine.exec(sql, transaction),
  });
  return {
    kind: 'pglite',
    ...queryable(),
    async transaction(fn) {
      const transaction = await engine.begin();
      let result;
      try {
        result = await fn(queryable(transaction));
      } catch (error) {
        await engine.end(transaction, false).catch(() => undefined);
        throw error;
      }
      await engine.end(transaction, true);
      return result;
    },
    close,
  };
}
