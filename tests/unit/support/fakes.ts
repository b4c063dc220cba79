import { vi } from 'vitest';
import { createHttpClient, type HttpClientOptions } from '../../../dataProvider/http';

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

export type Handler = (request: { url: string; method: string; headers: Headers; body: unknown }) =>
  | { status: number; body?: unknown }
  | Promise<{ status: number; body?: unknown }>;

/** A fetch that answers through `handler` and records every call. */
export function fakeFetch(handler: Handler) {
  const calls: Array<{ url: string; method: string; authorization: string | null; body: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const method = init.method ?? 'GET';
    calls.push({ url, method, authorization: headers.get('Authorization'), body });
    const answer = await handler({ url, method, headers, body });
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

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

export function client(handler: Handler, options: Partial<HttpClientOptions> & { storage?: Storage } = {}) {
  const storage = options.storage ?? memoryStorage({ accessToken: 'old-access', refreshToken: 'old-refresh', language: 'tr' });
  const { fetch, calls } = fakeFetch(handler);
  const bridge = (options.bridge as ReturnType<typeof fakeBridge>) ?? fakeBridge();
  const analytics = (options.analytics as ReturnType<typeof fakeAnalytics>) ?? fakeAnalytics();
  const http = createHttpClient({
    baseUrl: '/api',
    getLanguage: () => 'tr',
    retryDelayMs: () => 0,
    ...options,
    fetch,
    storage,
    bridge,
    analytics,
  });
  return { http, storage, calls, bridge, analytics };
}
