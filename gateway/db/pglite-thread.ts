// The embedded database on a thread of its own. PGlite runs PostgreSQL compiled to WebAssembly in
// the thread that calls it: in the gateway's main thread every statement would stop HTTP, the
// realtime socket and JSON work until it ends, and a second core would sit idle. Here the engine
// (pglite-engine.ts) runs in a worker thread, and this Db forwards each call as a message.
import { Worker } from 'node:worker_threads';
import type { Db } from './db';
import { engineDb, type EngineCalls } from './pglite-db';
import type { EmbeddedDurability } from './pglite-durability';
import { type DbCall, type DbReply, toError } from './pglite-protocol';

type Call = DbCall extends infer C ? (C extends { id: number } ? Omit<C, 'id'> : never) : never;

/**
 * Embedded PostgreSQL on its own thread, on disk under `dataDir` or in memory without one; on disk
 * durable unless `durability` is 'relaxed' (pglite-durability.ts).
 */
export async function openPgliteThread(dataDir?: string, durability: EmbeddedDurability = 'durable'): Promise<Db> {
  const worker = new Worker(new URL('./pglite-worker-entry.mjs', import.meta.url), { workerData: { dataDir, durability } });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let next = 0;
  let stopped: Error | null = null;
  // The thread keeps the process alive only while a call waits for it.
  const hold = () => (pending.size > 0 ? worker.ref() : worker.unref());

  worker.on('message', (reply: DbReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    hold();
    if (!waiting) return;
    if (reply.error) waiting.reject(toError(reply.error));
    else waiting.resolve(reply.result);
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const waiting of pending.values()) waiting.reject(stopped);
    pending.clear();
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`the embedded database's thread stopped (exit code ${code})`)));

  function call<T>(message: Call): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = ++next;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      hold();
      worker.postMessage({ ...message, id });
    });
  }

  try {
    await call({ op: 'exec', sql: 'SELECT 1' }); // the engine is open, or its error is thrown here
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  const engine: EngineCalls = {
    query: (sql, params, transaction) => call({ op: 'query', sql, params, transaction }),
    exec: (sql, transaction) => call({ op: 'exec', sql, transaction }),
    begin: () => call({ op: 'begin' }),
    end: (transaction, commit) => call({ op: 'end', transaction, commit }),
  };
  return engineDb(engine, async () => {
    if (stopped) return;
    await call({ op: 'close' });
    stopped = new Error('the embedded database is closed');
    await worker.terminate();
  });
}
