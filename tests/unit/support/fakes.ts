import { vi } from 'vitest';
import { createHttpClient, type HttpClientOptions } from '../../../dataProvider/http';
import type { RefreshLock } from '../../../dataProvider/refreshLock';

/** An in-memory Storage, like localStorage. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => (map.has(key) ? map.get(key)! : null),
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

export interface FakeRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | null;
}

export type Handler = (request: FakeRequest) =>
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | Promise<{ status: number; body?: unknown; headers?: Record<string, string> }>;

/** A fetch that answers through `handler` and records every call. */
export function fakeFetch(handler: Handler) {
  const calls: Array<{ url: string; method: string; authorization: string | null; language: string | null; headers: Headers; body: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const method = init.method ?? 'GET';
    calls.push({ url, method, authorization: headers.get('Authorization'), language: headers.get('Accept-Language'), headers, body });
    const answer = await handler({ url, method, headers, body, signal: init.signal ?? null });
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** A bridge whose navigate moves the fake location, as the router does. */
export function fakeBridge(pathname = '/staff/list', search = '', hash = '') {
  const location = { pathname, search, hash };
  return {
    location,
    navigate: vi.fn((path: string) => {
      const url = new URL(path, 'https://panel.invalid');
      location.pathname = url.pathname;
      location.search = url.search;
      location.hash = url.hash;
    }),
    notify: vi.fn(),
    clearCache: vi.fn(),
    currentLocation: () => ({ ...location }),
  };
}

export function fakeAnalytics() {
  return { track: vi.fn(), reset: vi.fn() };
}

/** A lock like the Web Locks API's, shared by the "tabs" that are given it. */
export function sharedLock(): RefreshLock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

export const signedInStorage = (extra: Record<string, string> = {}) =>
  memoryStorage({ accessToken: 'old-access', refreshToken: 'old-refresh', language: 'tr', ...extra });

export function client(handler: Handler, options: Partial<HttpClientOptions> = {}) {
  const storage = options.storage ?? signedInStorage();
  const { fetch, calls } = fakeFetch(handler);
  const bridge = (options.bridge as ReturnType<typeof fakeBridge> | undefined) ?? fakeBridge();
  const analytics = (options.analytics as ReturnType<typeof fakeAnalytics> | undefined) ?? fakeAnalytics();
  const http = createHttpClient({
    baseUrl: '/api',
    retryDelayMs: () => 0,
    ...options,
    fetch,
    storage,
    bridge,
    analytics,
  });
  return { http, storage, calls, bridge, analytics };
}

export const refreshCalls = <T extends { url: string }>(calls: T[]) => calls.filter((call) => call.url.endsWith('/auth/token/refresh'));
