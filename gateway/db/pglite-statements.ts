// Named prepared statements for the embedded database. PGlite's query() parses, describes and
// plans every statement on every call (unnamed statement); for the list calls that is half their
// cost (planning a page of orders against its many indexes takes longer than running it). Here a
// statement is parsed once, kept by its SQL text, and each call only binds and executes it, in one
// trip into the engine. PostgreSQL re-plans a kept statement itself when a table it reads changes.
import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { LruMap } from '../lru';
import type { QueryResult } from './db';

const { serialize } = protocol;

/** Statements kept at most; the least recently used one is closed beyond that. */
const CAPACITY = 256;

interface Statement {
  name: string;
  /** Type oids of the parameters, as PostgreSQL inferred them: each value is serialised for its type. */
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** PostgreSQL refuses a kept statement whose result columns changed under it (a table altered). */
const isStale = (error: unknown) => error instanceof Error && /cached plan must not change result type/.test(error.message);

export class PgliteStatements {
  private readonly statements = new LruMap<string, Statement>(CAPACITY);
  private counter = 0;

  constructor(private readonly pglite: PGlite) {}

  /** Runs `sql` with `params` as a kept statement, exclusive of any open transaction. */
  query<T>(sql: string, params: unknown[]): Promise<QueryResult<T>> {
    // The same two locks as PGlite's query(): never inside someone else's transaction.
    return this.pglite._runExclusiveTransaction(() =>
      this.pglite._runExclusiveQuery(async () => {
        try {
          return await this.run<T>(sql, params);
        } catch (error) {
          if (!isStale(error)) throw error;
          await this.forget(sql);
          return this.run<T>(sql, params);
        }
      }),
    );
  }

  private async run<T>(sql: string, params: unknown[]): Promise<QueryResult<T>> {
    const statement = await this.statement(sql);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const toText = this.pglite.serializers[statement.paramTypes[index]];
      return toText ? toText(value) : String(value);
    });
    const { messages } = await this.pglite.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    const [result] = parse.parseResults(messages, this.pglite.parsers);
    return { rows: (result?.rows ?? []) as T[] };
  }

  private async statement(sql: string): Promise<Statement> {
    const kept = this.statements.get(sql);
    if (kept) return kept;
    const name = `fp_${++this.counter}`;
    const { messages } = await this.pglite.execProtocol(
      concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    const dropped = this.statements.set(sql, statement);
    if (dropped) await this.close(dropped[1]);
    return statement;
  }

  private async forget(sql: string): Promise<void> {
    const statement = this.statements.delete(sql);
    if (statement) await this.close(statement);
  }

  private async close(statement: Statement): Promise<void> {
    await this.pglite.execProtocol(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]));
  }
}
