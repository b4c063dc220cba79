import { HttpError } from 'ra-core';
import { STALE_RECORD } from '../src/domain/declaration/version';

export const DEFAULT_ERROR = 'app.error.default';
export const NETWORK_ERROR = 'app.error.network';
export const SESSION_EXPIRED = 'app.auth.session_expired';

/**
 * The error every rejected call throws: react-admin's HttpError, whose message is the gateway's
 * localized `message` (it localizes by Accept-Language) or a translation key that react-admin's
 * notify translates.
 */
export function httpErrorFrom(status: number, body: unknown): HttpError {
  const message =
    body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' && (body as { message: string }).message
      ? (body as { message: string }).message
      : DEFAULT_ERROR;
  return new HttpError(message, status, body);
}

/** No answer at all (offline, DNS, CORS): status 0, which react-admin does not treat as auth. */
export function networkError(): HttpError {
  return new HttpError(NETWORK_ERROR, 0, null);
}

export function isAbort(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

/**
 * The gateway's 409 STALE_RECORD: the update was based on an older version of the record and
 * changed nothing (src/domain/declaration/version.ts). Forms offer to reload instead of a toast.
 */
export function isStaleRecord(error: unknown): boolean {
  const { status, body } = (error ?? {}) as { status?: unknown; body?: { code?: unknown } | null };
  return status === 409 && body?.code === STALE_RECORD;
}
