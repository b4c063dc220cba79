import type { DataProvider, GetListParams, RaRecord } from 'ra-core';
import type { CallContext, GatewayCall, GatewayMapping, GatewayMappingSource } from '../src/domain/declaration/gatewayMapping';
import type { ReportDeclaration } from '../src/domain/declaration/report';
import type { ResourceEntry } from '../src/domain/declaration/entry';
import type { EntryShell } from '../src/domain/declaration/shell';
import type { HttpClient } from './http';
import { browserStorage, createSessionStore, LANGUAGE_KEY } from './session';

type Mappings = ReadonlyMap<string, GatewayMappingSource>;

/** Each resource's mapping, a loaded one loaded once (its first call waits for it). */
function mappingResolver(mappings: Mappings): (resource: string) => GatewayMapping | Promise<GatewayMapping> | undefined {
  const loaded = new Map<string, Promise<GatewayMapping>>();
  return (resource) => {
    const source = mappings.get(resource);
    if (typeof source !== 'function') return source;
    let mapping = loaded.get(resource);
    if (!mapping) {
      mapping = source();
      // a failed load (the network) is tried again on the next call
      mapping.catch(() => loaded.delete(resource));
      loaded.set(resource, mapping);
    }
    return mapping;
  };
}

function send(http: Pick<HttpClient, 'request'>, call: GatewayCall, signal?: AbortSignal) {
  const query = call.query
    ? Object.fromEntries(Object.entries(call.query).filter(([, value]) => value !== undefined) as [string, string | number | boolean][])
    : undefined;
  return http.request(call.path, { method: call.method, query, body: call.body, signal });
}

/** The first `wanted` rows as consecutive calls of `size` rows, stopping at the last row. */
async function callInPages(
  call: (params: GetListParams) => Promise<{ data: RaRecord[]; total: number }>,
  params: GetListParams,
  wanted: number,
  size: number,
): Promise<{ data: RaRecord[]; total: number }> {
  const data: RaRecord[] = [];
  let total = 0;
  for (let page = 1; data.length < wanted; page += 1) {
    const result = await call({ ...params, pagination: { page, perPage: size } });
    data.push(...result.data);
    total = result.total;
    if (result.data.length < size || data.length >= total) break;
  }
  return { data: data.slice(0, wanted), total };
}

/** What the signed-in session tells a call: the user's time zone (the calls whose days are the user's days) and the panel's language. */
export const sessionCallContext = (): CallContext =>
  // no browser storage (Node: tests, scripts): no session, so no time zone
  typeof window === 'undefined'
    ? {}
    : { timeZone: createSessionStore().timezone()?.timezone || undefined, language: browserStorage().getItem(LANGUAGE_KEY) ?? undefined };

/**
 * Layers the declarations' spec calls over the simple-REST provider: an operation a resource maps
 * goes to its documented call through the same gateway client (token, refresh, errors); every
 * other operation and resource keeps the default. `context`: what a mapping may need of the
 * signed-in user (its time zone), read at each call; the stored session by default.
 */
export function withDeclaredCalls(base: DataProvider, http: Pick<HttpClient, 'request'>, mappings: Mappings, context: () => CallContext = sessionCallContext): DataProvider {
  const mappingOf = mappingResolver(mappings);
  return {
    ...base,
    getList: async (resource, params) => {
      const mapped = (await mappingOf(resource))?.getList;
      if (!mapped) return base.getList(resource, params);
      const call = (pageParams: GetListParams) => send(http, mapped.request(pageParams, context()), params.signal).then((reply) => mapped.response(reply, pageParams));
      const { maxPageSize } = mapped;
      const wanted = params.pagination?.perPage ?? 0;
      if (!maxPageSize || !params.pagination || wanted <= maxPageSize || params.pagination.page !== 1) return call(params);
      return callInPages(call, params, wanted, maxPageSize);
    },
    getOne: async (resource, params) => {
      const mapped = (await mappingOf(resource))?.getOne;
      if (!mapped) return base.getOne(resource, params);
      return { data: mapped.response(await send(http, mapped.request(params, context()), params.signal), params) };
    },
    getMany: async (resource, params) => {
      const mapped = (await mappingOf(resource))?.getMany;
      if (!mapped) return base.getMany(resource, params);
      return { data: mapped.response(await send(http, mapped.request(params, context()), params.signal), params) };
    },
    update: async (resource, params) => {
      const mapped = (await mappingOf(resource))?.update;
      if (!mapped) return base.update(resource, params);
      return { data: mapped.response(await send(http, mapped.request(params, context())), params) };
    },
    create: async (resource, params) => {
      const mapped = (await mappingOf(resource))?.create;
      if (!mapped) return base.create(resource, params);
      return { data: mapped.response(await send(http, mapped.request(params, context())), params) };
    },
  } as DataProvider;
}

type MappedEntry = { kind: string; name: string; gateway?: GatewayMappingSource } & Partial<Pick<ResourceEntry, 'fields' | 'list' | 'recordRepresentation' | 'report'>>;

/** A report's mapping, from its declaration: its code loads with the first call, out of the first load. */
const reportSource = (entry: MappedEntry & { report: ReportDeclaration }): GatewayMappingSource => () =>
  import('../src/domain/declaration/reportMapping').then(({ reportMapping }) => reportMapping({ fields: entry.fields ?? {}, list: entry.list, recordRepresentation: entry.recordRepresentation, report: entry.report }));

/** A declaration's own mapping (`gateway`), or its report's. */
function sourceOf(entry: MappedEntry): GatewayMappingSource | undefined {
  if (entry.kind !== 'resource') return undefined;
  return entry.gateway ?? (entry.report ? reportSource({ ...entry, report: entry.report }) : undefined);
}

/** A shell's mapping: its whole declaration loads with the resource's first call. */
const shellSource = (load: () => Promise<MappedEntry>): GatewayMappingSource => async () => {
  const source = sourceOf(await load());
  if (!source) throw new Error('a shell marked as mapped loaded a declaration without a mapping');
  return typeof source === 'function' ? source() : source;
};

/**
 * The mapping of every declared resource that has one: its own `gateway`, or its `report`'s. A
 * registry of shells (src/domain/declaration/shell.ts) names the mapped ones and loads their
 * declarations on the first call.
 */
export function declaredMappings(entries: readonly (MappedEntry | EntryShell)[]): Mappings {
  return new Map(
    entries.flatMap((entry) => {
      if ('load' in entry && entry.load) {
        const { load } = entry;
        return entry.kind === 'resource' && entry.mapped ? [[entry.name, shellSource(load)] as const] : [];
      }
      const source = sourceOf(entry as MappedEntry);
      return source ? [[entry.name, source] as const] : [];
    }),
  );
}
