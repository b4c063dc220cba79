// The embedded database behind one small call interface that plain values can cross: queries run
// as kept statements, and a transaction is opened, used and ended by its number. The gateway runs
// it on a thread of its own (pglite-thread.ts), so planning and executing SQL never stalls the
// event loop that serves HTTP and the realtime socket; tests may run it in process.
import type { PGlite } from '@electric-sql/pglite';
import type { QueryResult } from './db';
import type { EngineCalls } from './pglite-db';
import { createPglite, type EmbeddedDurability } from './pglite-durability';
import { PgliteStatements } from './pglite-statements';

interface OpenTransaction {
  tx: { query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>; exec(sql: string): Promise<unknown> };
  commit(): void;
  rollback(): void;
}

/** A Blob whose bytes are already in memory: PGlite reads a copy's files with arrayBuffer(). */
class HeldBlob extends Blob {
  constructor(private readonly held: ArrayBuffer) {
    super([]);
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.held);
  }
}

const readDumps = new WeakMap<Blob, Promise<HeldBlob>>();

/**
 * The dump's bytes read once for all its copies: Node 20's Blob.arrayBuffer() reads a 70 MB dump in
 * small chunks and joins them, about a third of a copy's start. PGlite only reads the bytes (its
 * tar reader slices them), so every copy may share them.
 */
function heldBytes(dump: Blob): Promise<HeldBlob> {
  let bytes = readDumps.get(dump);
  if (!bytes) readDumps.set(dump, (bytes = dump.arrayBuffer().then((buffer) => new HeldBlob(buffer))));
  return bytes;
}

/** Thrown into PGlite's transaction callback to make it roll back. */
class RollBack extends Error {}

export class PgliteEngine implements EngineCalls {
  private readonly transactions = new Map<number, OpenTransaction>();
  /** Per open transaction: settles when PGlite has committed or rolled it back. */
  private readonly endings = new Map<number, Promise<void>>();
  private counter = 0;

  private constructor(
    private readonly pglite: PGlite,
    private readonly statements: PgliteStatements,
  ) {}

  /**
   * On disk under `dataDir`, or in memory without one. On disk a commit is answered once its WAL
   * is on the disk (pglite-durability.ts), unless `durability` is 'relaxed'.
   */
  static async open(dataDir?: string, durability: EmbeddedDurability = 'durable'): Promise<PgliteEngine> {
    const pglite = await createPglite(dataDir, durability);
    return new PgliteEngine(pglite, new PgliteStatements(pglite));
  }

  /** In memory, starting from a copy of another database's files (see dump()): no initdb to run. */
  static async openCopy(copyOf: Blob): Promise<PgliteEngine> {
    const pglite = await createPglite(undefined, 'relaxed', await heldBytes(copyOf));
    return new PgliteEngine(pglite, new PgliteStatements(pglite));
  }

  /** The database's files as one uncompressed tar, for openCopy(). */
  dump(): Promise<Blob> {
    return this.pglite.dumpDataDir('none');
  }

  async query<T>(sql: string, params: unknown[], transaction?: number): Promise<QueryResult<T>> {
    if (transaction === undefined) return this.statements.query<T>(sql, params);
    const { rows } = await this.openTransaction(transaction).tx.query<T>(sql, params);
    return { rows };
  }

  async exec(sql: string, transaction?: number): Promise<void> {
    await (transaction === undefined ? this.pglite.exec(sql) : this.openTransaction(transaction).tx.exec(sql));
  }

  /** Opens a transaction (waiting for any other to end) and answers its number. */
  begin(): Promise<number> {
    const id = ++this.counter;
    return new Promise((begun, failed) => {
      let opened = false;
      // PGlite commits when the callback returns and rolls back when it throws: the callback
      // waits for end() to say which.
      const ending = this.pglite
        .transaction(async (tx) => {
          await new Promise<void>((commit, rollback) => {
            this.transactions.set(id, { tx, commit, rollback: () => rollback(new RollBack()) });
            opened = true;
            begun(id);
          });
        })
        .then(
          () => undefined,
          (error: unknown) => {
            if (error instanceof RollBack) return;
            if (!opened) {
              this.endings.delete(id);
              failed(error);
            }
            throw error;
          },
        );
      ending.catch(() => undefined); // end() reports it
      this.endings.set(id, ending);
    });
  }

  /** Commits or rolls back transaction `id`; rejects when the commit failed. */
  async end(id: number, commit: boolean): Promise<void> {
    const transaction = this.openTransaction(id);
    const ending = this.endings.get(id)!;
    this.transactions.delete(id);
    this.endings.delete(id);
    if (commit) transaction.commit();
    else transaction.rollback();
    await ending;
  }

  async close(): Promise<void> {
    await this.pglite.close();
  }

  private openTransaction(id: number): OpenTransaction {
    const transaction = this.transactions.get(id);
    if (!transaction) throw new Error(`transaction ${id} is not open`);
    return transaction;
  }
}
