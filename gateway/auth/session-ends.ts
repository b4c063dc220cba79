// Tells whoever listens (the realtime socket) that sessions ended, the moment they did: sign-out,
// a replayed refresh token, a password reset. Their sockets are then closed at once, rather than
// at the socket's next periodic session check.
export type SessionEndListener = (sessionIds: readonly string[]) => void;

export class SessionEnds {
  private readonly listeners = new Set<SessionEndListener>();

  /** Calls `listener` with every batch of ended sessions; answers a function that stops it. */
  listen(listener: SessionEndListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Call after the revocation committed. */
  ended(sessionIds: readonly string[]): void {
    if (sessionIds.length === 0) return;
    for (const listener of this.listeners) listener(sessionIds);
  }
}
