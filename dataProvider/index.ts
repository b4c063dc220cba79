import type { DataProvider } from 'ra-core';
import type { EntryShell } from '../src/domain/declaration/shell';
import { declaredMappings, withDeclaredCalls } from './declaredCalls';
import { simpleRestWithExport } from './exportParam';
import { withNormalizedPaging } from './paging';
import { withRestPaths } from './restPaths';
import { http } from './live';

export { calls, http } from './live';

/**
 * Resources follow ra-data-simple-rest's convention on the gateway; the http client adds the
 * bearer token, the shared refresh, the 403 safe-path rule and localized errors; a resource the
 * gateway serves elsewhere (`rest`) is called there. A resource whose
 * declaration maps an operation to a spec call (`gateway`) goes there instead. A list export
 * (`meta.export`) adds `export=true`.
 */
export function createDataProvider(entries: readonly EntryShell[]): DataProvider {
  return withNormalizedPaging(withDeclaredCalls(withRestPaths(simpleRestWithExport(http.baseUrl, http.fetchJson), entries), http, declaredMappings(entries)));
}

export { createHttpClient } from './http';
export { createCalls, type Calls, type Transport } from './calls';
export type { FetchJsonOptions, HttpClient, HttpClientOptions, RawResponse, RequestOptions } from './http';
