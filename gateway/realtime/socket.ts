// The realtime socket (socket.io) on the gateway's own HTTP server, at /api/socket.io. A client
// connects with handshake auth `{ token }` (the access token, checked exactly as HTTP calls check
// it: signature, expiry, live session) and query `page` (the panel page it serves). It joins the
// rooms of its franchise that its roles open, by the rule of the HTTP call serving the same data
// (rooms.ts): orders, pickers, and courier positions on a live-map page, and its own user's
// notifications; no event of another
// franchise, nor one its roles do not allow, ever reaches it. Sessions are checked again every
// `sessionCheckMs`: an ended one is disconnected, a franchise switch or a role change moves the
// socket to the right rooms; an ended session's sockets are closed at once as well.
//
// On a PostgreSQL server other gateway processes may share, room broadcasts and the closing of an
// ended session's sockets reach the sockets of every process (gateway/cluster/socket-events.ts);
// each process still decides the rooms of its own sockets, so the access rules hold unchanged.
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { judgeAccessToken, judgeSession } from '../auth/authenticate';
import { shareSocketEvents } from '../cluster/socket-events';
import type { AuthContext, GatewayContext } from '../context';
import { errorMessage } from '../i18n';
import { createRealtimeEmitter, DEFAULT_LOCATION_BATCH_MS, type RealtimeEmitter } from './emitter';
import { CLIENT_PAGE_EVENT } from './events';
import { readPage, roomsFor, sessionRoom, userRoomsFor } from './rooms';

export const SOCKET_PATH = '/api/socket.io';
export const DEFAULT_SESSION_CHECK_MS = 30_000;
/** How long a gateway waits at start to listen for the other processes' events before going on without. */
const LISTEN_WAIT_MS = 10_000;

export interface RealtimeOptions {
  /** How often open sockets' sessions are checked again; default 30 s. */
  sessionCheckMs?: number;
  /** The courier-position batch window; default 1 s. */
  locationBatchMs?: number;
}

interface SocketData {
  auth: AuthContext;
  page: string | null;
}

type GatewaySocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends realtime events to the panels of one franchise (gateway/realtime/emitter.ts). */
    realtime: RealtimeEmitter;
  }
}

/** Joins the rooms its session, franchise, roles and page open (rooms.ts), leaving any others. */
function placeInRooms(socket: GatewaySocket): void {
  const { auth, page } = socket.data;
  const wanted = new Set([
    sessionRoom(auth.sessionId),
    ...roomsFor(auth.franchiseId, auth.access, page, auth.mustChangePassword),
    ...userRoomsFor(auth.franchiseId, auth.userId, auth.access, auth.mustChangePassword),
  ]);
  for (const room of socket.rooms) if (room !== socket.id && !wanted.has(room)) void socket.leave(room);
  for (const room of wanted) void socket.join(room);
}

/** Attaches the socket server to `app.server`, decorates `app.realtime`, and closes both with the app. */
export function registerRealtime(app: FastifyInstance, ctx: GatewayContext, options: RealtimeOptions = {}): void {
  const shared = ctx.db.connectionString ? shareSocketEvents(ctx.db.connectionString, ctx.db, app.log) : null;
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // clients only ever send a page path
    maxHttpBufferSize: 4096,
    ...(shared ? { adapter: shared.adapter } : {}),
  });
  if (shared) {
    // ready once this process hears the others' events, so none sent after it is ready is missed
    app.addHook('onReady', async () => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, LISTEN_WAIT_MS, false)));
      const listening = await Promise.race([shared.listening.then(() => true), late]);
      clearTimeout(timer);
      if (!listening) app.log.warn(`not listening for other gateway processes' socket events after ${LISTEN_WAIT_MS} ms; still trying`);
    });
  }
  const emitter = createRealtimeEmitter(io as unknown as Server, ctx.clock, options.locationBatchMs ?? DEFAULT_LOCATION_BATCH_MS);
  app.decorate('realtime', emitter);

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    judgeAccessToken(ctx, typeof token === 'string' ? token : null).then(
      (verdict) => {
        if ('refused' in verdict) {
          const error = new Error(verdict.refused) as Error & { data?: unknown };
          error.data = { code: verdict.refused, message: errorMessage(verdict.refused, 'en') };
          return next(error);
        }
        socket.data.auth = verdict.auth;
        socket.data.page = readPage(socket.handshake.query.page);
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'socket handshake check failed');
        next(new Error('UNAVAILABLE'));
      },
    );
  });

  io.on('connection', (socket) => {
    placeInRooms(socket);
    socket.on(CLIENT_PAGE_EVENT as never, (page: unknown) => {
      socket.data.page = readPage(page);
      placeInRooms(socket);
    });
  });

  // A session that ends (sign-out, replayed refresh token, password reset) loses its sockets now,
  // in every process sharing the database.
  const stopListening = ctx.sessionEnds.listen((sessionIds) => {
    for (const sessionId of sessionIds) io.in(sessionRoom(sessionId)).disconnectSockets(true);
  });

  let checking: Promise<void> = Promise.resolve();
  const recheck = async () => {
    const sockets = [...io.of('/').sockets.values()];
    if (sockets.length === 0) return;
    // Each session as an HTTP call would see it now: ended, moved to another franchise, or
    // holding other roles (a role taken away closes its rooms, one granted opens them).
    const sessions = new Map(sockets.map((socket) => [socket.data.auth.sessionId, socket.data.auth.userId]));
    const now = new Map<string, AuthContext | null>();
    for (const [sessionId, userId] of sessions) now.set(sessionId, await judgeSession(ctx, sessionId, userId));
    for (const socket of sockets) {
      const auth = now.get(socket.data.auth.sessionId);
      if (!auth) {
        socket.disconnect(true);
      } else {
        socket.data.auth = auth;
        placeInRooms(socket);
      }
    }
  };
  const interval = setInterval(() => {
    checking = checking.then(recheck).catch((error: unknown) => app.log.warn({ err: error }, 'socket session check failed'));
  }, options.sessionCheckMs ?? DEFAULT_SESSION_CHECK_MS);
  interval.unref();

  // preClose: open sockets would otherwise keep the HTTP server from closing. The server itself is
  // left for fastify to close (closing it here would wait on keep-alive connections fastify ends later).
  app.addHook('preClose', async () => {
    clearInterval(interval);
    stopListening();
    emitter.close();
    await checking;
    // this process's sockets only: io.disconnectSockets would close every process's
    io.local.disconnectSockets(true);
    io.engine.close();
    if (shared) {
      // tells the other processes this one is gone, stops the adapter's timers
      await io.of('/').adapter.close();
      await shared.close();
    }
  });
}
