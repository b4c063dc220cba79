// The gateway calls behind the order statistics (docs/gateway-api.md): the franchise's stores, and
// the successful, missed and potential counts of one store with the franchise's per-store average.
import type { HttpClient } from '../../../dataProvider';
import type { CountGroupType, CountKind, OrderCountSeries } from '../../domain/orders';
import { COUNT_KINDS, type CountReplies } from './series';

export type CountsGateway = Pick<HttpClient, 'request'>;

/** One view's inputs: a store, a group type, [start, end) and the caller's offset (minutes east). */
export interface CountsQuery {
  warehouseId: string;
  groupType: CountGroupType;
  start: Date;
  end: Date;
  utcOffset: number;
}

export interface StatsWarehouse {
  _id: string;
  name: string;
}

/** Every store of the franchise, by name (GET /users/warehouses). */
export async function loadStatsWarehouses(gateway: CountsGateway, signal?: AbortSignal): Promise<StatsWarehouse[]> {
  const reply = await gateway.request<{ warehouses: StatsWarehouse[] }>('/users/warehouses', { signal });
  return reply.warehouses.map(({ _id, name }) => ({ _id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The body every count call of a view sends. */
export function countBody(query: CountsQuery) {
  return {
    warehouseId: query.warehouseId,
    startDate: query.start.toISOString(),
    endDate: query.end.toISOString(),
    groupType: query.groupType,
    utcOffset: query.utcOffset,
  };
}

/** The six count calls in parallel; the signal cancels all of them when the inputs change. */
export async function loadCounts(gateway: CountsGateway, query: CountsQuery, signal?: AbortSignal): Promise<CountReplies> {
  const body = countBody(query);
  const base = `/orders/${encodeURIComponent(query.warehouseId)}/count`;
  const call = (path: string) => gateway.request<OrderCountSeries>(path, { method: 'POST', body, signal });
  const pairs = await Promise.all(
    COUNT_KINDS.map(async (kind: CountKind) => {
      const [store, average] = await Promise.all([call(`${base}/${kind}`), call(`${base}/${kind}/average`)]);
      return [kind, { store, average }] as const;
    }),
  );
  return Object.fromEntries(pairs) as CountReplies;
}
