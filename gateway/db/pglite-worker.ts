// The embedded database's own thread (started by pglite-thread.ts): it opens the engine on the
// data directory it is given and answers each call message with its result or its error.
import { parentPort, workerData } from 'node:worker_threads';
import type { EmbeddedDurability } from './pglite-durability';
import { PgliteEngine } from './pglite-engine';
import { type DbCall, type DbReply, errorFields } from './pglite-protocol';

const port = parentPort!;
const { dataDir, durability } = workerData as { dataDir?: string; durability: EmbeddedDurability };
const engine = PgliteEngine.open(dataDir, durability);

async function answer(call: DbCall): Promise<unknown> {
  const db = await engine;
  switch (call.op) {
    case 'query':
      return db.query(call.sql, call.params, call.transaction);
    case 'exec':
      return db.exec(call.sql, call.transaction);
    case 'begin':
      return db.begin();
    case 'end':
      return db.end(call.transaction, call.commit);
    case 'close':
      return db.close();
  }
}

port.on('message', (call: DbCall) => {
  answer(call).then(
    (result) => port.postMessage({ id: call.id, result } satisfies DbReply),
    (error: unknown) => port.postMessage({ id: call.id, error: errorFields(error) } satisfies DbReply),
  );
});

// a database that cannot open is reported on the first call, and the thread keeps waiting for it
engine.catch(() => undefined);
