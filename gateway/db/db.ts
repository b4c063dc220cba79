// The one database interface every repository uses. Two implementations speak the same SQL:
// embedded PGlite (default, on disk under DATA_DIR) and a PostgreSQL server through `pg`.

export interface QueryResult<T> {
  rows: T[];
}

/** Anything that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations, truncation). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Which engine this is, for logs. */
  readonly kind: 'pglite' | 'postgres';
  /**
   * A PostgreSQL server's address: other gateway processes may share the database, so events,
   * limits and the simulator are coordinated through it (gateway/cluster/). Unset for the
   * embedded engine, which one process alone opens.
   */
  readonly connectionString?: string;
}
