// Shared by the order, socket and simulator tests: a gateway listening on a free port (the socket
// needs a real server), socket clients that record what they receive, and small waits.
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { buildApp, type BuildAppOptions } from '../../gateway/app';
import { freshDb, testConfig, TestClock, type TestGateway } from './helpers';
import { Outbox } from '../../gateway/outbox';

export interface LiveGateway extends TestGateway {
  url: string;
}

/** A gateway on 127.0.0.1 and a free port, over a fresh seeded database, with these options. */
export async function startLiveGateway(
  options: Pick<BuildAppOptions, 'realtime' | 'simulator'> & { clock?: TestClock; testHooks?: boolean } = {},
): Promise<LiveGateway> {
  const db = await freshDb();
  const clock = options.clock ?? new TestClock();
  const outbox = new Outbox();
  const config = testConfig({ testHooks: options.testHooks ?? false });
  const app = await buildApp({ db, config, clock: clock.now, outbox, realtime: options.realtime, simulator: options.simulator });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    db,
    clock,
    outbox,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export interface Received {
  event: string;
  payload: unknown;
}

export interface RecordingSocket {
  socket: Socket;
  received: Received[];
  /** Resolves with the first received event (already or later) that matches. */
  waitFor(match: (item: Received) => boolean, timeoutMs?: number): Promise<Received>;
  close(): void;
}

/** A socket of the panel: connected (or refused: the promise rejects with the connect error). */
export function connectSocket(url: string, auth: Record<string, unknown> | undefined, page?: string): Promise<RecordingSocket> {
  const socket = io(url, {
    path: '/api/socket.io',
    auth,
    query: page === undefined ? {} : { page },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const received: Received[] = [];
  const waiters: { match: (item: Received) => boolean; resolve: (item: Received) => void }[] = [];
  socket.onAny((event: string, payload: unknown) => {
    const item = { event, payload };
    received.push(item);
    for (const waiter of [...waiters]) {
      if (waiter.match(item)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(item);
      }
    }
  });
  const recording: RecordingSocket = {
    socket,
    received,
    waitFor(match, timeoutMs = 5000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(received.map((r) => r.event))}`)), timeoutMs);
        waiters.push({ match, resolve: (item) => (clearTimeout(timer), resolve(item)) });
      });
    },
    close: () => {
      socket.disconnect();
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(recording));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}

/** Resolves when `check` answers true, polling every `everyMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000, everyMs = 20): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
