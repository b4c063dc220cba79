import { isAbort, networkError } from './errors';

/** One answered HTTP exchange, in the shape of react-admin's fetchUtils.fetchJson result. */
export interface RawResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export interface TransportOptions {
  fetch: typeof fetch;
  /** Sent as Accept-Language so the gateway answers (and words its errors) in the user's language. */
  getLanguage: () => string;
}

export type Send = (url: string, init: RequestInit, token: string | null) => Promise<RawResponse>;

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends one request with the panel's headers; a failure to get any answer is a network HttpError. */
export function createSend({ fetch: doFetch, getLanguage }: TransportOptions): Send {
  return async (url, init, token) => {
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    headers.set('Accept-Language', getLanguage());
    // JSON bodies travel as strings; FormData and Blobs set their own type.
    if (typeof init.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let response: Response;
    try {
      response = await doFetch(url, { ...init, headers });
    } catch (error) {
      if (isAbort(error)) throw error; // the caller cancelled: not a network failure
      throw networkError();
    }
    const body = await response.text();
    return { status: response.status, headers: response.headers, body, json: parse(body) };
  };
}

export interface RetryPolicy {
  retries: number;
  delayMs: (attempt: number) => number;
}

const wait = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** Sends, then resends up to `retries` times on network errors and 5xx; 4xx answers are final. */
export async function sendWithRetries(send: Send, url: string, init: RequestInit, token: string | null, policy: RetryPolicy): Promise<RawResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await send(url, init, token);
      if (response.status < 500 || attempt >= policy.retries) return response;
    } catch (error) {
      if (attempt >= policy.retries || isAbort(error)) throw error;
    }
    await wait(policy.delayMs(attempt));
    if (init.signal?.aborted) throw init.signal.reason ?? new DOMException('Aborted', 'AbortError');
  }
}
