import type { DataProvider } from 'ra-core';
import { restPathOf } from '../src/domain/declaration/restPath';

type Addressed = { kind: string; name: string; rest?: { path: string; typedBy?: string } };

/**
 * ra-data-simple-rest calls `<base>/<resource>`: a resource the gateway serves elsewhere
 * (`rest.path`, e.g. /wps/logs, whose /wps/ segment the client retries) is called there, and a
 * typed one's record (`rest.typedBy`) at `<path>/<type key>/<id>`, the key in `meta[typedBy]` (the
 * detail page passes its route's).
 */
export function withRestPaths(base: DataProvider, entries: readonly Addressed[]): DataProvider {
  const declared = new Map(entries.filter((entry) => entry.kind === 'resource' && entry.rest).map((entry) => [entry.name, entry]));
  if (declared.size === 0) return base;
  const at = (resource: string) => {
    const entry = declared.get(resource);
    return entry ? restPathOf(entry).slice(1) : resource;
  };
  const moved = Object.fromEntries(
    Object.entries(base).map(([method, call]) => [method, typeof call === 'function' ? (resource: string, ...rest: unknown[]) => call(at(resource), ...rest) : call]),
  ) as DataProvider;
  return {
    ...moved,
    getOne: (resource, params) => {
      const typedBy = declared.get(resource)?.rest?.typedBy;
      if (!typedBy) return base.getOne(at(resource), params);
      const key: unknown = params.meta?.[typedBy];
      if (typeof key !== 'string' || key === '') return Promise.reject(new Error(`${resource}: a typed record is read with its ${typedBy} (meta.${typedBy})`));
      return base.getOne(`${at(resource)}/${encodeURIComponent(key)}`, params);
    },
  };
}
