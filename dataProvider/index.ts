import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { createHttpClient } from './http';

/** The one gateway client of the running panel (tokens in localStorage, the live bridge). */
export const http = createHttpClient();

/**
 * Resources follow ra-data-simple-rest's convention on the gateway; the http client adds the
 * bearer token, the shared refresh, the 403 safe-path rule and localized errors.
 */
export const dataProvider: DataProvider = simpleRestProvider(
  (import.meta.env.VITE_GATEWAY_URL as string | undefined) || '/api',
  (url, options) => http.fetchJson(url, options as Parameters<typeof http.fetchJson>[1]),
);

export { createHttpClient } from './http';
export type { HttpClient, RequestOptions } from './http';
