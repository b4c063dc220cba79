import type { CreateParams, ListParams, ManyParams, OneParams, UpdateParams, WireRecord } from './wireParams';

/** One call to the gateway, as a declaration describes it (path relative to the gateway base). */
export interface GatewayCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

/** What the panel's client knows of the signed-in user when it makes a call. */
export interface CallContext {
  /** The user's time zone (IANA name), for days picked in it; absent outside a session. */
  timeZone?: string;
  /** The panel's language, for a call that names one in its body (the spec's POST /products). */
  language?: string;
}

interface Mapped<P, R> {
  /** The spec call for react-admin's params. */
  request: (params: P, context?: CallContext) => GatewayCall;
  /** react-admin's result from the gateway's reply. */
  response: (reply: unknown, params: P) => R;
}

/**
 * Where a resource's operations go when the spec documents a dedicated call (e.g. the courier
 * list is POST /courier/filter): each mapped operation replaces the simple-REST default; the
 * others keep it.
 */
export interface GatewayMapping {
  getList?: Mapped<ListParams, { data: WireRecord[]; total: number }> & {
    /**
     * The most rows one call may ask for (e.g. 100). A bigger first page (the whole-list CSV
     * export) is then fetched as consecutive calls of this size and joined.
     */
    maxPageSize?: number;
  };
  getOne?: Mapped<OneParams, WireRecord>;
  /** The records of some ids (a reference's chosen values), when the call that lists them also finds them by id. */
  getMany?: Mapped<ManyParams, WireRecord[]>;
  update?: Mapped<UpdateParams, WireRecord>;
  create?: Mapped<CreateParams, WireRecord>;
}

/**
 * A declaration's `gateway`: the mapping itself, or a function that loads it on the resource's
 * first call (`() => import('../../src/domain/orderHistoryCall').then((m) => m.orderHistoryMapping({ ... }))`),
 * which keeps the mapping's code out of the first load: the registry, and so every declaration,
 * is in it.
 */
export type GatewayMappingSource = GatewayMapping | (() => Promise<GatewayMapping>);
