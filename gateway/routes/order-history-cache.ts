// Replies of the order history, kept per process and sent again while the franchise's orders have
// not changed: the version the triggers keep (gateway/db/order-history-versions.ts) is part of
// the key, so a change anywhere in the franchise (an order written, a courier renamed), by any
// gateway process, leads the next call to the database. Staff of one franchise open, page and
// refetch the same lists all day; each such call then costs one indexed read instead of a search.
import type { Queryable } from '../db/db';
import { readOrderHistoryVersion } from '../db/order-history-versions';
import type { HistoryFilter, HistorySortField } from '../db/orders';
import { LruMap } from '../lru';

/** Replies kept per process: a few MB at most, at 50 orders a reply. */
const CAPACITY = 500;

export interface HistoryQuery {
  filter: HistoryFilter;
  sort: { field: HistorySortField; direction: 1 | -1 };
  limit: number;
  offset: number;
  /** Whether the reply carries the customers (the caller's role decides). */
  customer: boolean;
}

/** Builds the reply (JSON text) of a query from the database. */
type Answer = (db: Queryable, franchiseId: string, query: HistoryQuery) => Promise<string>;

/** The history's answer, given again from the replies kept while the franchise's version stays. */
export function createHistoryCache(answer: Answer, capacity = CAPACITY) {
  const replies = new LruMap<string, string>(capacity);
  return async function historyReply(db: Queryable, franchiseId: string, query: HistoryQuery): Promise<string> {
    // Read before the search: a reply kept under this version is never older than it.
    const { version, lastCreatedAt } = await readOrderHistoryVersion(db, franchiseId);
    const { filter } = query;
    // A range that ends after the newest order holds the same orders whatever its end ("now" moves).
    const end = lastCreatedAt === null || filter.createdAtEnd > lastCreatedAt ? 'open' : filter.createdAtEnd.toISOString();
    const key = JSON.stringify([
      franchiseId, version, filter.createdAtStart.toISOString(), end, filter.warehouseIds, filter.statuses, filter.domainTypes,
      query.sort, query.limit, query.offset, query.customer,
    ]);
    const kept = replies.get(key);
    if (kept !== undefined) return kept;
    const reply = await answer(db, franchiseId, query);
    replies.set(key, reply);
    return reply;
  };
}
