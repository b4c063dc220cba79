// Why data the gateway was asked for is not on screen, in the words a user understands. The http
// client rejects with react-admin's HttpError: status 0 when no answer came at all
// (dataProvider/errors.ts), else the gateway's status and its localized message.
import { DEFAULT_ERROR } from '../../../dataProvider/errors';

export type LoadFailure =
  /** The device has no connection: react-query holds the call until it is back. */
  | { kind: 'offline' }
  /** No answer at all: the gateway is down or unreachable. */
  | { kind: 'unreachable' }
  /** The gateway (or a proxy in front of it) gave up waiting. */
  | { kind: 'timeout'; status: number }
  /** The gateway answered with a server error. */
  | { kind: 'server'; status: number }
  /** The gateway refused the call and said why (its message, or a translation key). */
  | { kind: 'refused'; message: string };

const TIMEOUTS = new Set([408, 504]);

export function loadFailure(error: unknown, online: boolean): LoadFailure {
  if (!online) return { kind: 'offline' };
  const status = (error as { status?: unknown } | null)?.status;
  // No error yet, but the call is held (react-query pauses retries while the window is hidden).
  if (error == null || status === 0) return { kind: 'unreachable' };
  if (typeof status === 'number' && TIMEOUTS.has(status)) return { kind: 'timeout', status };
  if (typeof status === 'number' && status >= 500) return { kind: 'server', status };
  // Only the gateway's own words are shown; anything else (a bug, a reply of the wrong shape) is
  // the default message, never an internal one.
  const message = typeof status === 'number' && error instanceof Error && error.message ? error.message : DEFAULT_ERROR;
  return { kind: 'refused', message };
}

/**
 * Whether a query has nothing to show because its call failed or is held for the connection (a
 * first call made offline waits, pending, instead of failing): what a screen shows a LoadError for.
 */
export function failedOrHeld(query: { error: unknown; isPaused: boolean; isPending: boolean }): boolean {
  return Boolean(query.error) || (query.isPaused && query.isPending);
}
