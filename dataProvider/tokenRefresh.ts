import { AUTH_PATHS } from '../src/domain/paths';
import type { RefreshResponse } from '../src/domain/types';
import type { SessionStore } from './session';
import type { RefreshLock } from './refreshLock';
import type { Send } from './transport';

export const REFRESH_PATH = AUTH_PATHS.refresh;

export interface TokenRefresherOptions {
  send: Send;
  session: SessionStore;
  /** Full URL of the refresh call. */
  refreshUrl: string;
  timeoutMs: number;
  lock: RefreshLock;
  /** Called once per failed refresh (not once per waiting call). */
  onFailure: () => void;
}

/**
 * `renew(staleToken)`: a token to retry with after `staleToken` was refused, or null when the
 * session is over. Every caller arriving while a refresh runs shares it: N concurrent 401s cost
 * exactly one refresh (rotating refresh tokens are single use, so a second one would end the
 * session). react-admin's addRefreshAuthToDataProvider shares nothing between calls, hence this.
 */
export function createTokenRefresher(options: TokenRefresherOptions): (staleToken: string | null) => Promise<string | null> {
  const { send, session, refreshUrl, timeoutMs, lock, onFailure } = options;
  let inFlight: Promise<string | null> | null = null;

  /** POST /auth/token/refresh within `timeoutMs`; the new access token, or null. */
  async function callRefresh(): Promise<string | null> {
    const refreshToken = session.refreshToken();
    if (!refreshToken) return null;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Abort the request, and stop waiting even if the transport ignores the abort.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error('token refresh timed out'));
      }, timeoutMs);
    });
    try {
      const init = { method: 'POST', body: JSON.stringify({ refreshToken }), signal: controller.signal };
      const response = await Promise.race([send(refreshUrl, init, null), timeout]);
      const reply = response.json as Partial<RefreshResponse> | null;
      if (response.status !== 200 || reply?.valid !== true || !reply.accessToken || !reply.refreshToken) return null;
      session.setTokens(reply.accessToken, reply.refreshToken);
      return reply.accessToken;
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  async function refresh(staleToken: string | null): Promise<string | null> {
    const token = await lock(async () => {
      // Another tab may have refreshed while this one waited for the lock.
      const current = session.accessToken();
      if (current && current !== staleToken) return current;
      return callRefresh();
    });
    if (!token) onFailure();
    return token;
  }

  return (staleToken) => {
    // Someone else (another call or tab) already refreshed: retry with their token.
    const current = session.accessToken();
    if (current && current !== staleToken) return Promise.resolve(current);
    inFlight ??= refresh(current).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
