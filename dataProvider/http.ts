// The gateway client (spec sections 4, 7 and 8): bearer token, one shared refresh on 401, the
// 403 safe-path rule, localized errors, analytics and the retried call groups.
import { TOKEN_REFRESH_TIMEOUT_MS } from '../src/domain/constants';
import { PASSWORD_CHANGE_REQUIRED, RESET_PATHNAME, RESET_REQUIRED_PATH } from '../src/domain/passwordChange';
import { LOGIN_PATH, loginPathFor } from '../src/domain/redirect';
import { analytics as liveAnalytics, type AnalyticsAdapter } from './analytics';
import { bridge as liveBridge, type Bridge } from './bridge';
import { browserStorage, createSessionStore, LANGUAGE_KEY } from './session';
import { ANALYTICS_SKIP_LIST, inGroups, RETRY_GROUPS } from './callGroups';
import { httpErrorFrom, isAbort, SESSION_EXPIRED } from './errors';
import { handleForbidden } from './forbidden';
import { browserRefreshLock, type RefreshLock } from './refreshLock';
import { createTokenRefresher, REFRESH_PATH } from './tokenRefresh';
import { createSend, sendWithRetries, type RawResponse } from './transport';

export type { RawResponse } from './transport';

export interface HttpClientOptions {
  /** Gateway base URL; default VITE_GATEWAY_URL, else "/api" (same origin). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Where the session lives; default the browser's localStorage. */
  storage?: Storage;
  /** The spec's token refresh timeout. */
  refreshTimeoutMs?: number;
  /** The user's language, sent as Accept-Language; default the stored `language`, else en. */
  getLanguage?: () => string;
  bridge?: Pick<Bridge, 'navigate' | 'notify' | 'clearCache' | 'currentLocation'>;
  analytics?: AnalyticsAdapter;
  /** Paths retried on network errors and 5xx; default the earnings and wps groups. */
  retryGroups?: readonly RegExp[];
  maxRetries?: number;
  /** Wait before retry number `attempt + 1`. */
  retryDelayMs?: (attempt: number) => number;
  /** Serializes refreshes across tabs; default the Web Locks API. */
  refreshLock?: RefreshLock;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: string;
  /** Sent as JSON (FormData and Blobs as they are). */
  body?: unknown;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Send the bearer token and apply the 401/403 rules (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** What ra-data-simple-rest hands its httpClient (a subset of fetchUtils.Options). */
export interface FetchJsonOptions {
  method?: string;
  body?: BodyInit | null;
  headers?: HeadersInit;
  signal?: AbortSignal | null;
}

export interface HttpClient {
  readonly baseUrl: string;
  /** JSON in and out; rejects with react-admin's HttpError. */
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** fetchUtils.fetchJson's contract (ra-data-simple-rest's httpClient), with the same rules. */
  fetchJson(url: string, options?: FetchJsonOptions): Promise<RawResponse>;
}

export function gatewayUrlFromEnv(): string {
  try {
    return (import.meta.env?.VITE_GATEWAY_URL as string | undefined) || '/api';
  } catch {
    return '/api';
  }
}

/** Short backoff for the retried groups: 200, 400, 800, 1600, 3200 ms. */
const defaultRetryDelay = (attempt: number) => Math.min(200 * 2 ** attempt, 3200);

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = (options.baseUrl ?? gatewayUrlFromEnv()).replace(/\/+$/, '');
  const storage = () => options.storage ?? browserStorage();
  const session = createSessionStore(options.storage);
  const bridge = options.bridge ?? liveBridge;
  const analytics = options.analytics ?? liveAnalytics;
  const retryGroups = options.retryGroups ?? RETRY_GROUPS;
  const maxRetries = options.maxRetries ?? 5;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelay;
  const send = createSend({
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    getLanguage: options.getLanguage ?? (() => storage().getItem(LANGUAGE_KEY) ?? 'en'),
  });

  /** Clears the session (keep-list kept), analytics identity and cache; then the login page. */
  function endSession(returnHere: boolean): void {
    session.clear();
    analytics.reset();
    bridge.clearCache();
    const here = bridge.currentLocation();
    if (here.pathname === LOGIN_PATH) return;
    bridge.navigate(returnHere ? loginPathFor(here) : LOGIN_PATH);
  }

  const renewToken = createTokenRefresher({
    send,
    session,
    refreshUrl: `${baseUrl}${REFRESH_PATH}`,
    timeoutMs: options.refreshTimeoutMs ?? TOKEN_REFRESH_TIMEOUT_MS,
    lock: options.refreshLock ?? browserRefreshLock(),
    onFailure: () => endSession(true),
  });

  /** The gateway URL of `path`; credentials never go to another host. */
  function resolveUrl(path: string): string {
    if (path === baseUrl || path.startsWith(`${baseUrl}/`) || path.startsWith(`${baseUrl}?`)) return path;
    if (/^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//')) {
      throw new Error(`The gateway client only calls the gateway, not ${path}`);
    }
    return `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
  }

  /** The gateway path of a URL, without base and query: what call groups are matched on. */
  const apiPath = (url: string) => url.slice(baseUrl.length).split(/[?#]/)[0] || '/';

  function record(path: string, method: string, status: number, ok: boolean): void {
    if (inGroups(path, ANALYTICS_SKIP_LIST)) return;
    const properties = { path, method, status };
    analytics.track(ok ? 'request_success' : 'request_failure', properties);
    if (!ok) analytics.track('generic_request_failure', properties);
  }

  function toPasswordChange(): void {
    if (bridge.currentLocation().pathname !== RESET_PATHNAME) bridge.navigate(RESET_REQUIRED_PATH);
  }

  async function perform(url: string, init: RequestInit, auth: boolean): Promise<RawResponse> {
    const path = apiPath(url);
    const method = (init.method ?? 'GET').toUpperCase();
    const sentFrom = bridge.currentLocation().pathname;
    const policy = { retries: inGroups(path, retryGroups) ? maxRetries : 0, delayMs: retryDelayMs };
    let response: RawResponse;
    try {
      let token = auth ? session.accessToken() : null;
      response = await sendWithRetries(send, url, init, token, policy);
      if (auth && response.status === 401) {
        token = await renewToken(token);
        // The shared refresh failed and already ended the session.
        if (!token) throw httpErrorFrom(401, { message: SESSION_EXPIRED });
        response = await sendWithRetries(send, url, init, token, policy);
        if (response.status === 401) endSession(true);
      }
    } catch (error) {
      // A cancelled call (react-query aborts stale queries) is not a failure worth tracking.
      if (!isAbort(error)) record(path, method, (error as { status?: number }).status ?? 0, false);
      throw error;
    }
    if (response.status < 200 || response.status >= 300) {
      record(path, method, response.status, false);
      if (auth && response.status === 403) {
        // a user who must change the password is sent to the change, not down the safe paths
        if ((response.json as { code?: unknown } | null)?.code === PASSWORD_CHANGE_REQUIRED) toPasswordChange();
        else handleForbidden(sentFrom, session, bridge, () => endSession(false));
      }
      throw httpErrorFrom(response.status, response.json);
    }
    record(path, method, response.status, true);
    return response;
  }

  function withQuery(url: string, query: RequestOptions['query']): string {
    if (!query) return url;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
      for (const item of values) if (item !== undefined && item !== null) params.append(key, String(item));
    }
    const search = params.toString();
    return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
  }

  const encodeBody = (body: unknown): BodyInit | undefined => {
    if (body === undefined) return undefined;
    if (body instanceof FormData || body instanceof Blob) return body;
    return JSON.stringify(body);
  };

  return {
    baseUrl,
    async request<T>(path: string, requestOptions: RequestOptions = {}): Promise<T> {
      const { method = 'GET', body, query, auth = true, signal, headers } = requestOptions;
      const url = withQuery(resolveUrl(path), query);
      const response = await perform(url, { method, body: encodeBody(body), signal, headers }, auth);
      return response.json as T;
    },
    async fetchJson(url, init = {}) {
      const { method, body, headers, signal } = init;
      return perform(resolveUrl(url), { method, body, headers, signal }, true);
    },
  };
}
