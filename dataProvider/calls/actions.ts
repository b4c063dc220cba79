// The declared workflow actions of a resource (gateway/rest/actions.ts) and a record's history.
import { ACTION_PATHS, fillPath } from '../../src/domain/paths';
import type { Signal, Transport } from './transport';

export interface BulkActionReply {
  moved: string[];
  refused: { id: string; code: string }[];
}

export interface HistoryEntry {
  id: string;
  action: string;
  userName: string | null;
  at: string;
  from: Record<string, unknown>;
  to: Record<string, unknown>;
  asked: Record<string, unknown>;
}

export function actionCalls(transport: Transport) {
  return {
    /** POST /<resource>/:id/actions/<action> {asked fields}: the record after it. */
    run: (resource: string, id: string, action: string, body: Record<string, unknown>) =>
      transport.request<Record<string, unknown>>(fillPath(ACTION_PATHS.one, { resource, id, action }), { method: 'POST', body }),
    /** POST /<resource>/actions/<action> {ids, ...asked fields}: which moved and which were refused. */
    bulk: (resource: string, action: string, ids: readonly string[], body: Record<string, unknown>) =>
      transport.request<BulkActionReply>(fillPath(ACTION_PATHS.bulk, { resource, action }), { method: 'POST', body: { ...body, ids } }),
    /** GET /<resource>/:id/history, newest first. */
    history: (resource: string, id: string, signal?: Signal) =>
      transport.request<{ history: HistoryEntry[] }>(fillPath(ACTION_PATHS.history, { resource, id }), { signal }),
  };
}

export type ActionCalls = ReturnType<typeof actionCalls>;
