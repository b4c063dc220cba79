// Realtime events across the gateway processes sharing one PostgreSQL server: the socket.io
// PostgreSQL adapter sends every room broadcast (and every "disconnect the sockets of this room")
// as a NOTIFY, and each process delivers it to its own sockets in that room. Which rooms a socket
// is in is decided by the process it is connected to (gateway/realtime/rooms.ts), so an event
// reaches only the sockets whose roles and franchise open its room, whichever process sent it.
//
// The adapter LISTENs on a connection of its own, made here rather than taken from a pool, so
// that closing ends it for sure (a pooled one still being set up would keep the pool, and a test,
// from ending) and a new one is made when the server ends it. NOTIFYs and the table of large
// events go through the gateway's own pool.
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { Queryable } from '../db/db';

export interface SharedSocketEvents {
  /** socket.io's `adapter` option. */
  adapter: ReturnType<typeof createAdapter>;
  /** Resolves once this process listens for the other processes' events. */
  listening: Promise<void>;
  /** Ends the listening connection; call after the adapter's close(). */
  close(): Promise<void>;
}

type ListenClient = pg.Client & { release(): void };
/** The adapter's (protected) send of one message to the other processes. */
interface Publisher {
  doPublish(message: unknown): Promise<string>;
}

export function shareSocketEvents(
  connectionString: string,
  db: Queryable,
  log: { warn(object: unknown, message: string): void },
): SharedSocketEvents {
  const clients = new Set<pg.Client>();
  let closed = false;
  let markListening: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => (markListening = resolve));

  // What the adapter asks of a pg.Pool: a client to LISTEN on (released when the adapter closes)
  // and queries.
  const poolForAdapter = {
    async connect(): Promise<ListenClient> {
      // Once closed the adapter's reconnection attempts wait forever, holding no timer.
      if (closed) return new Promise<never>(() => undefined);
      const client = new pg.Client({ connectionString, application_name: `franchise-gateway socket events pid ${process.pid}` });
      client.on('error', (error) => log.warn({ err: error }, 'socket event connection failed'));
      client.on('end', () => clients.delete(client));
      clients.add(client);
      await client.connect();
      const query = client.query.bind(client) as (text: string) => Promise<unknown>;
      return Object.assign(client, {
        // The adapter's LISTEN: once it answers, events of the other processes arrive.
        query: async (text: string) => {
          const result = await query(text);
          if (text.startsWith('LISTEN')) setImmediate(markListening);
          return result;
        },
        release: () => void client.end().catch(() => undefined),
      }) as ListenClient;
    },
    query: (text: string, params?: unknown[]) => db.query(text, params),
  };

  const makeAdapter = createAdapter(poolForAdapter as unknown as pg.Pool, {
    errorHandler: (error) => log.warn({ err: error }, 'socket event adapter failed'),
  });
  // The adapter hands an event to this process's sockets once its NOTIFY has been sent; sent side
  // by side over the pool's connections, a later event could overtake an earlier one (an order's
  // 'on its way' before its 'picked'). One at a time, every process sees them in the order emitted.
  // socket.io calls it with `new`: a function, not an arrow, returning the adapter it made
  const adapter = function orderedAdapter(nsp: unknown) {
    const made = makeAdapter(nsp) as unknown as Publisher;
    const publish = made.doPublish.bind(made);
    let previous: Promise<unknown> = Promise.resolve();
    made.doPublish = (message) => {
      const sent = previous.then(() => publish(message));
      previous = sent.catch(() => undefined);
      return sent;
    };
    return made as unknown as ReturnType<typeof makeAdapter>;
  } as typeof makeAdapter;

  return {
    adapter,
    listening,
    async close() {
      closed = true;
      await Promise.all([...clients].map((client) => client.end().catch(() => undefined)));
    },
  };
}
