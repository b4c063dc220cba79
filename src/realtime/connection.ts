// One socket.io connection to the gateway per tab, shared by every live screen and widget. It
// connects when the first listener arrives and closes a little after the last one leaves (so a
// navigation between two live pages keeps it). socket.io-client is imported on first use, which
// keeps it out of the first load.
import type { RealtimeEvents } from '../domain/orders';

export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';
export type RealtimeEventName = keyof RealtimeEvents;
type Handler<E extends RealtimeEventName> = (payload: RealtimeEvents[E]) => void;

/** The part of a socket.io client socket the connection uses (a fake in tests). */
export interface SocketLike {
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
  readonly connected: boolean;
  /** socket.io sets it when reconnection is under way or scheduled. */
  readonly active?: boolean;
}

export interface SocketOptions {
  path: string;
  auth: (callback: (data: { token: string | null }) => void) => void;
  query: { page: string };
}

export interface ConnectionDeps {
  /** Opens a socket to the gateway (socket.io-client's `io`, loaded lazily). */
  open: (options: SocketOptions) => Promise<SocketLike>;
  /** The access token to present; read on every (re)connect so a refreshed one is used. */
  token: () => string | null;
  /** Refreshes an expired access token (the http client's single-flight refresh); false when the session is gone. */
  refresh: () => Promise<boolean>;
  /** The socket.io path on the gateway. */
  path: string;
  /** How long the socket stays open after the last listener leaves. */
  idleCloseMs?: number;
  /** Wait before a manual reconnect after a refused handshake. */
  retryDelayMs?: (attempt: number) => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** Handshake refusals the gateway sends as the connect_error message (docs/gateway-api.md). */
const EXPIRED = 'TOKEN_EXPIRED';
const UNAUTHORIZED = 'UNAUTHORIZED';
const MAX_RETRY_MS = 30_000;

export class RealtimeConnection {
  private socket: SocketLike | null = null;
  private opening: Promise<void> | null = null;
  private readonly handlers = new Map<string, Set<(payload: never) => void>>();
  private readonly resyncListeners = new Set<() => void>();
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();
  private listeners = 0;
  private page = '/';
  private closeTimer: unknown = null;
  private retryTimer: unknown = null;
  private attempts = 0;
  private current: RealtimeStatus = 'idle';

  constructor(private readonly deps: ConnectionDeps) {}

  get status(): RealtimeStatus {
    return this.current;
  }

  /** Listens to one event; returns the function that stops listening. */
  on<E extends RealtimeEventName>(event: E, handler: Handler<E>): () => void {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(handler as (payload: never) => void);
    if (this.socket) this.forward(this.socket, event);
    this.retain();
    return () => {
      set.delete(handler as (payload: never) => void);
      this.release();
    };
  }

  /**
   * Called after every (re)connection: events sent while the socket was down (or before it first
   * connected) were missed, so a listener refetches its snapshot once.
   */
  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  onStatus(listener: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** The panel path the socket serves (the gateway sends courier positions to map pages only). */
  setPage(page: string): void {
    if (page === this.page) return;
    this.page = page;
    if (this.socket?.connected) this.socket.emit('page', page);
  }

  /** Closes the socket now (sign-out). */
  close(): void {
    this.clear('closeTimer');
    this.clear('retryTimer');
    this.socket?.disconnect();
    this.socket = null;
    this.opening = null;
    this.forwarded.clear();
    this.setStatus('idle');
  }

  private retain(): void {
    this.listeners += 1;
    this.clear('closeTimer');
    if (!this.socket && !this.opening) this.opening = this.open();
  }

  private release(): void {
    this.listeners = Math.max(0, this.listeners - 1);
    if (this.listeners > 0) return;
    this.clear('closeTimer');
    this.closeTimer = this.timer(() => {
      this.closeTimer = null;
      if (this.listeners === 0) this.close();
    }, this.deps.idleCloseMs ?? 5000);
  }

  private async open(): Promise<void> {
    this.setStatus('connecting');
    const socket = await this.deps.open({
      path: this.deps.path,
      auth: (callback) => callback({ token: this.deps.token() }),
      query: { page: this.page },
    });
    if (this.opening === null) {
      // Closed while socket.io-client was loading.
      socket.disconnect();
      return;
    }
    this.socket = socket;
    this.opening = null;
    socket.on('connect', () => {
      this.attempts = 0;
      // The handshake's page may be stale if the user navigated while connecting.
      socket.emit('page', this.page);
      this.setStatus('connected');
      for (const listener of [...this.resyncListeners]) listener();
    });
    socket.on('disconnect', (reason: string) => {
      this.setStatus('disconnected');
      // socket.io does not reconnect after the server cut the socket (session ended or revoked):
      // knock once more; the handshake then refuses (and the refresh decides) or lets us back in.
      if (reason === 'io server disconnect') this.retryLater(false);
    });
    socket.on('connect_error', (error: { message?: string }) => {
      this.setStatus('disconnected');
      const code = error?.message;
      if (code === EXPIRED || code === UNAUTHORIZED) this.retryLater(true);
      // Other errors (network): socket.io keeps reconnecting with its own backoff.
    });
    for (const event of this.handlers.keys()) this.forward(socket, event);
    socket.connect();
  }

  /** A refused handshake is not retried by socket.io: refresh the token, then knock again. */
  private retryLater(refresh: boolean): void {
    this.clear('retryTimer');
    const attempt = this.attempts++;
    const delay = this.deps.retryDelayMs?.(attempt) ?? Math.min(MAX_RETRY_MS, 1000 * 2 ** attempt);
    this.retryTimer = this.timer(async () => {
      this.retryTimer = null;
      const socket = this.socket;
      if (!socket || this.listeners === 0) return;
      if (refresh && !(await this.deps.refresh())) return;
      if (!socket.connected) socket.connect();
    }, delay);
  }

  /** Events the current socket already hands to `handlers`. */
  private readonly forwarded = new Set<string>();

  private forward(socket: SocketLike, event: string): void {
    if (this.forwarded.has(event)) return;
    this.forwarded.add(event);
    socket.on(event, (payload: never) => {
      for (const handler of [...(this.handlers.get(event) ?? [])]) handler(payload);
    });
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.current) return;
    this.current = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }

  private timer(callback: () => void, ms: number): unknown {
    return (this.deps.setTimer ?? setTimeout)(callback, ms);
  }

  private clear(which: 'closeTimer' | 'retryTimer'): void {
    if (this[which] !== null) (this.deps.clearTimer ?? ((timer) => clearTimeout(timer as number)))(this[which]);
    this[which] = null;
  }
}
