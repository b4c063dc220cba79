// The gateway caps a list page at 100 rows; the CSV export of a whole list asks for up to 10,000
// and says so with `export=true` (docs/gateway-api.md). react-admin's ExportButton passes
// `meta: { export: true }`; this is where that becomes the query parameter.
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'ra-core';
import type { HttpClient } from './http';

/** The URL with `export=true` added to its query string. */
export function withExportQuery(url: string): string {
  const hashAt = url.indexOf('#');
  const [base, hash] = hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}export=true${hash}`;
}

/** A list asked with `meta.export` goes through `exporting`; everything else through `base`. */
export function withListExport(base: DataProvider, exporting: DataProvider): DataProvider {
  return {
    ...base,
    getList: (resource, params) => (params.meta?.export ? exporting : base).getList(resource, params),
  };
}

/**
 * ra-data-simple-rest on the gateway client, whose exports carry `export=true`: a second
 * simple-REST provider on a client that adds the parameter, so its URL building stays untouched.
 */
export function simpleRestWithExport(baseUrl: string, fetchJson: HttpClient['fetchJson']): DataProvider {
  const exportingFetch: HttpClient['fetchJson'] = (url, options) => fetchJson(withExportQuery(url), options);
  return withListExport(simpleRestProvider(baseUrl, fetchJson), simpleRestProvider(baseUrl, exportingFetch));
}
