import type { HttpError } from 'react-admin';
import { TOKEN_REFRESH_TIMEOUT_MS } from '../src/domain/constants';
import { loginPathFor } from '../src/domain/redirect';
import type { RefreshResponse } from '../src/domain/types';
import { ANALYTICS_SKIP_LIST, analytics as defaultAnalytics, type AnalyticsAdapter } from '../src/framework/analytics';
import { bridge as defaultBridge, type Bridge } from '../src/framework/bridge';
import { createSessionStore, type SessionStore } from '../authProvider/session';
import { httpErrorFrom, networkError, SESSION_EXPIRED } from './errors';
import { singleFlight } from './singleFlight';

export interface HttpClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  storage?: Storage;
  refreshTimeoutMs?: number;
  /** Sent as Accept-Language so the gateway answers in the user's language. */
  getLanguage?: () => string;
  bridge?: Pick<Bridge, 'navigate' | 'notify' | 'clearCache' | 'currentLocation'>;
  analytics?: AnalyticsAdapter;
  /** Call groups retried on network errors and 5xx (spec: earnings and wps). */
  retryGroups?: readonly RegExp[];
  maxRetries?: number;
  retryDelayMs?: (attempt: number) => number;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Send the bearer token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export interface HttpClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** ra-data-simple-rest's `httpClient` signature, through the same token and error handling. */
  fetchJson(url: string, options?: { method?: string; body?: BodyInit | null; headers?: HeadersInit }): Promise<RawResponse>;
  session: SessionStore;
}

export const DEFAULT_RETRY_GROUPS: readonly RegExp[] = [/^\/earnings(\/|$|\?)/, /(^|\/)wps(\/|$|\?)/];

function gatewayUrlFromEnv(): string {
  try {
    return (import.meta.env?.VITE_GATEWAY_URL as string | undefined) || '/api';
  } catch {
    return '/api';
  }
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = (options.baseUrl ?? gatewayUrlFromEnv()).replace(/\/$/, '');
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const session = createSessionStore(options.storage ?? window.localStorage);
  const bridge = options.bridge ?? defaultBridge;
  const analytics = options.analytics ?? defaultAnalytics;
  const refreshTimeoutMs = options.refreshTimeoutMs ?? TOKEN_REFRESH_TIMEOUT_MS;
  const retryGroups = options.retryGroups ?? DEFAULT_RETRY_GROUPS;
  const maxRetries = options.maxRetries ?? 5;
  const retryDelayMs = options.retryDelayMs ?? ((attempt: number) => Math.min(250 * 2 ** attempt, 4000));
  const language = options.getLanguage ?? (() => window.localStorage.getItem('language') ?? 'en');

  /** The API path of a URL, for retry groups and the analytics skip list. */
  const apiPath = (url: string) => {
    const withoutOrigin = url.replace(/^https?:\/\/[^/]+/, '');
    return withoutOrigin.startsWith(baseUrl) ? withoutOrigin.slice(baseUrl.length) || '/' : withoutOrigin;
  };

  async function send(url: string, init: RequestInit, token: string | null): Promise<RawResponse> {
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    headers.set('Accept-Language', language());
    if (init.body != null && !headers.has('Content-Type') && !(init.body instanceof FormData)) {
      headers.set('Content-Type', 'application/json');
    }
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let response: Response;
    try {
      response = await doFetch(url, { ...init, headers });
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      throw networkError();
    }
    const body = await response.text();
    return { status: response.status, headers: response.headers, body, json: parse(body) };
  }

  /** Sends, retrying network errors and 5xx for the retry groups only. */
  async function sendWithRetries(url: string, init: RequestInit, token: string | null): Promise<RawResponse> {
    const path = apiPath(url);
    const retries = retryGroups.some((group) => group.test(path)) ? maxRetries : 0;
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await send(url, init, token);
        if (response.status < 500 || attempt >= retries) return response;
      } catch (error) {
        if (attempt >= retries || (error as Error)?.name === 'AbortError') throw error;
      }
      await wait(retryDelayMs(attempt));
    }
  }

  /** Clears the session and the cache and sends the user to sign in again. */
  function endSession(): void {
    // Several calls may fail together: the first one ends the session, the rest find it over.
    if (!session.accessToken() && !session.refreshToken()) return;
    session.clear();
    analytics.reset();
    bridge.clearCache();
    const location = bridge.currentLocation();
    if (location.pathname !== '/login') bridge.navigate(loginPathFor(location));
  }

  async function callRefresh(): Promise<string | null> {
    const refreshToken = session.refreshToken();
    if (!refreshToken) return null;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The spec's 1000 ms: abort the request, and stop waiting even if the transport ignores it.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error('refresh timed out'));
      }, refreshTimeoutMs);
    });
    try {
      const response = await Promise.race([
        send(
          `${baseUrl}/auth/token/refresh`,
          { method: 'POST', body: JSON.stringify({ refreshToken }), signal: controller.signal },
          null,
        ),
        timeout,
      ]);
      const reply = response.json as RefreshResponse | null;
      if (response.status !== 200 || !reply?.valid || !reply.accessToken || !reply.refreshToken) return null;
      session.setTokens(reply.accessToken, reply.refreshToken);
      return reply.accessToken;
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  // One refresh for every concurrent 401. A failed refresh ends the session once.
  const refreshShared = singleFlight(async () => {
    const token = await callRefresh();
    if (!token) endSession();
    return token;
  });

  /** A usable token after `staleToken` was refused, or null when the session is over. */
  async function renewToken(staleToken: string | null): Promise<string | null> {
    const current = session.accessToken();
    // Someone else (another call or tab) already refreshed: use their token.
    if (current && current !== staleToken) return current;
    return refreshShared();
  }

  function handleForbidden(): void {
    const location = bridge.currentLocation();
    const stored = session.safePaths();
    if (stored.length > 0) {
      const remaining = stored.filter((path) => path !== location.pathname);
      if (remaining.length !== stored.length) session.setSafePaths(remaining);
      const target = remaining[0];
      if (target) {
        bridge.navigate(target);
        bridge.notify('app.error.forbidden_redirect', { type: 'warning', messageArgs: { path: target } });
        return;
      }
    }
    endSession();
  }

  function track(url: string, init: RequestInit, status: number, failed: boolean): void {
    const path = apiPath(url);
    if (ANALYTICS_SKIP_LIST.some((pattern) => pattern.test(path.split('?')[0]))) return;
    const properties = { path: path.split('?')[0], method: init.method ?? 'GET', status };
    analytics.track(failed ? 'request_failure' : 'request_success', properties);
    if (failed) analytics.track('generic_request_failure', properties);
  }

  async function perform(url: string, init: RequestInit, auth: boolean): Promise<RawResponse> {
    let token = auth ? session.accessToken() : null;
    let response: RawResponse;
    try {
      response = await sendWithRetries(url, init, token);
      if (auth && response.status === 401) {
        token = await renewToken(token);
        if (!token) throw httpErrorFrom(401, { message: SESSION_EXPIRED });
        response = await sendWithRetries(url, init, token);
        if (response.status === 401) {
          endSession();
          throw httpErrorFrom(401, response.json);
        }
      }
    } catch (error) {
      const status = (error as HttpError)?.status ?? 0;
      track(url, init, status, true);
      throw error;
    }
    if (response.status < 200 || response.status >= 300) {
      track(url, init, response.status, true);
      if (auth && response.status === 403) handleForbidden();
      throw httpErrorFrom(response.status, response.json);
    }
    track(url, init, response.status, false);
    return response;
  }

  function buildUrl(path: string, query?: RequestOptions['query']): string {
    const url = /^https?:\/\//.test(path) || path.startsWith(baseUrl + '/') ? path : `${baseUrl}${path}`;
    if (!query) return url;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const search = params.toString();
    return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
  }

  return {
    session,
    async request<T>(path: string, requestOptions: RequestOptions = {}): Promise<T> {
      const { method = 'GET', body, query, auth = true, signal, headers } = requestOptions;
      const response = await perform(
        buildUrl(path, query),
        { method, body: body === undefined ? undefined : JSON.stringify(body), signal, headers },
        auth,
      );
      return response.json as T;
    },
    fetchJson(url, init = {}) {
      return perform(buildUrl(url), { method: init.method, body: init.body, headers: init.headers }, true);
    },
  };
}
