// The gateway calls behind the order statistics (docs/gateway-api.md): the successful, missed and
// potential counts of one store with the franchise's per-store average.
import type { Calls } from '../../../dataProvider';
import type { OrderCountBody } from '../../domain/callTypes';
import type { CountGroupType, CountKind } from '../../domain/orders';
import { COUNT_KINDS, type CountReplies } from './series';

/** One view's inputs: a store, a group type, [start, end) and the caller's offset (minutes east). */
export interface CountsQuery {
  warehouseId: string;
  groupType: CountGroupType;
  start: Date;
  end: Date;
  utcOffset: number;
}

/** The body every count call of a view sends. */
export function countBody(query: CountsQuery): OrderCountBody {
  return {
    warehouseId: query.warehouseId,
    startDate: query.start.toISOString(),
    endDate: query.end.toISOString(),
    groupType: query.groupType,
    utcOffset: query.utcOffset,
  };
}

/** The six count calls in parallel; the signal cancels all of them when the inputs change. */
export async function loadCounts(orders: Calls['orders'], query: CountsQuery, signal?: AbortSignal): Promise<CountReplies> {
  const body = countBody(query);
  const pairs = await Promise.all(
    COUNT_KINDS.map(async (kind: CountKind) => {
      const [store, average] = await Promise.all([orders.count(kind, body, signal), orders.countAverage(kind, body, signal)]);
      return [kind, { store, average }] as const;
    }),
  );
  return Object.fromEntries(pairs) as CountReplies;
}
