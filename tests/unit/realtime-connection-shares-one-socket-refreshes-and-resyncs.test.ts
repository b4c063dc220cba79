// The panel's realtime connection: one socket for every listener, opened with the current token
// and page, refreshed and retried after a refused handshake, a resync after every (re)connect,
// and closed once the last listener has gone.
import { describe, expect, it, vi } from 'vitest';
import { RealtimeConnection, type SocketLike, type SocketOptions } from '../../src/realtime/connection';
import { socketEndpoint } from '../../src/realtime/endpoint';

class FakeSocket implements SocketLike {
  connected = false;
  listeners = new Map<string, ((...args: never[]) => void)[]>();
  emitted: unknown[][] = [];
  connects = 0;
  disconnects = 0;
  constructor(readonly options: SocketOptions) {}
  on(event: string, listener: (...args: never[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(...args: unknown[]) {
    this.emitted.push(args);
  }
  connect() {
    this.connects += 1;
  }
  disconnect() {
    this.disconnects += 1;
    this.connected = false;
  }
  /** What the server does. */
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
  /** The token the handshake would present now. */
  token(): string | null {
    let token: string | null = null;
    this.options.auth((data) => (token = data.token));
    return token;
  }
}

function setup(overrides: { refresh?: () => Promise<boolean> } = {}) {
  const sockets: FakeSocket[] = [];
  const timers: { callback: () => void; ms: number; cleared: boolean }[] = [];
  let token = 'first';
  const refresh = vi.fn(overrides.refresh ?? (async () => ((token = 'second'), true)));
  const connection = new RealtimeConnection({
    path: '/api/socket.io',
    open: async (options) => {
      const socket = new FakeSocket(options);
      sockets.push(socket);
      return socket;
    },
    token: () => token,
    refresh,
    idleCloseMs: 5000,
    retryDelayMs: () => 10,
    setTimer: (callback, ms) => {
      const timer = { callback, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  });
  const runTimers = async () => {
    for (const timer of timers.splice(0)) if (!timer.cleared) await timer.callback();
  };
  return { connection, sockets, refresh, runTimers, setToken: (next: string) => (token = next) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('realtime connection', () => {
  it('opens one socket for all listeners, with the token and page of the moment, and hands each event to every listener', async () => {
    const { connection, sockets } = setup();
    connection.setPage('/map/live');
    const a = vi.fn();
    const b = vi.fn();
    connection.on('courier:location', a);
    connection.on('courier:location', b);
    await flush();
    expect(sockets).toHaveLength(1);
    const [socket] = sockets;
    expect(socket.options).toMatchObject({ path: '/api/socket.io', query: { page: '/map/live' } });
    expect(socket.token()).toBe('first');
    expect(socket.connects).toBe(1);
    socket.fire('connect');
    expect(connection.status).toBe('connected');
    socket.fire('courier:location', { couriers: [], at: 'now' });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('forwards an event first listened to after the socket opened, and tells the gateway a new page', async () => {
    const { connection, sockets } = setup();
    connection.on('statusChanged', vi.fn());
    await flush();
    sockets[0].fire('connect');
    const late = vi.fn();
    connection.on('market-order:status', late);
    sockets[0].fire('market-order:status', { _id: 'o1' });
    expect(late).toHaveBeenCalledWith({ _id: 'o1' });
    connection.setPage('/commercial/order/active');
    expect(sockets[0].emitted).toContainEqual(['page', '/commercial/order/active']);
  });

  it('asks every resync listener to refetch after each connect and reconnect', async () => {
    const { connection, sockets } = setup();
    const resync = vi.fn();
    connection.onResync(resync);
    connection.on('market-checkout:new', vi.fn());
    await flush();
    sockets[0].fire('connect');
    expect(resync).toHaveBeenCalledTimes(1);
    sockets[0].fire('disconnect', 'transport close');
    expect(connection.status).toBe('disconnected');
    sockets[0].fire('connect');
    expect(resync).toHaveBeenCalledTimes(2);
  });

  it('after TOKEN_EXPIRED refreshes once and reconnects with the new token', async () => {
    const { connection, sockets, refresh, runTimers } = setup();
    connection.on('statusChanged', vi.fn());
    await flush();
    sockets[0].fire('connect_error', { message: 'TOKEN_EXPIRED' });
    expect(connection.status).toBe('disconnected');
    await runTimers();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sockets[0].connects).toBe(2);
    expect(sockets[0].token()).toBe('second');
  });

  it('does not knock again when the refresh fails (the session is gone)', async () => {
    const { connection, sockets, runTimers } = setup({ refresh: async () => false });
    connection.on('statusChanged', vi.fn());
    await flush();
    sockets[0].fire('connect_error', { message: 'UNAUTHORIZED' });
    await runTimers();
    expect(sockets[0].connects).toBe(1);
  });

  it('leaves network errors to socket.io and does not refresh for them', async () => {
    const { connection, sockets, refresh, runTimers } = setup();
    connection.on('statusChanged', vi.fn());
    await flush();
    sockets[0].fire('connect_error', { message: 'xhr poll error' });
    await runTimers();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('closes the socket a while after the last listener leaves, and keeps it when one comes back in time', async () => {
    const { connection, sockets, runTimers } = setup();
    const stop = connection.on('statusChanged', vi.fn());
    await flush();
    stop();
    const again = connection.on('statusChanged', vi.fn());
    await runTimers();
    expect(sockets[0].disconnects).toBe(0);
    again();
    await runTimers();
    expect(sockets[0].disconnects).toBe(1);
    expect(connection.status).toBe('idle');
    connection.on('statusChanged', vi.fn());
    await flush();
    expect(sockets).toHaveLength(2);
  });
});

describe('socket endpoint', () => {
  it('is the gateway base path plus /socket.io, on the page origin for a relative base', () => {
    expect(socketEndpoint('/api', 'https://panel.example')).toEqual({ origin: 'https://panel.example', path: '/api/socket.io' });
    expect(socketEndpoint('https://gw.example/v1/', 'https://panel.example')).toEqual({ origin: 'https://gw.example', path: '/v1/socket.io' });
  });
});
