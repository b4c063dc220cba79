// Replies of the order history, built from what this process keeps while the franchise's orders
// have not changed. The total comes from the kept days (gateway/routes/order-days-kept.ts), exact
// for any range. A page is kept under the franchise's version (moved by every change of its
// orders or of a name its rows show, by any gateway process) and answered again for another start
// of the same range while it provably holds the same orders: the total is the same (ranges with one
// end are nested), or, newest first, the page is full and the start is no later than its last
// row. So staff paging and refetching, and callers whose ranges differ, cost one indexed read.
import type { Queryable } from '../db/db';
import type { HistoryFilter, HistorySort } from '../db/orders';
import { LruMap } from '../lru';
import { createKeptOrderDays } from './order-days-kept';

/** Pages kept per process: a few MB at most, at 50 orders a page. */
const CAPACITY = 500;

export interface HistoryQuery {
  filter: HistoryFilter;
  sort: HistorySort;
  limit: number;
  offset: number;
  /** Whether the reply carries the customers (the caller's role decides). */
  customer: boolean;
}

/** A page's orders as the reply's JSON text, and the creation time (ms) of its last one. */
export interface HistoryPage {
  orders: string;
  count: number;
  lastCreatedAt: number | null;
}

export interface HistorySearch {
  /** The page alone, with the version it was read at. */
  page(db: Queryable, franchiseId: string, query: HistoryQuery): Promise<HistoryPage & { version: string }>;
  /** The page and its total read together, when what is kept cannot answer at one version. */
  pageWithTotal(db: Queryable, franchiseId: string, query: HistoryQuery): Promise<HistoryPage & { total: number }>;
}

interface KeptPage extends HistoryPage {
  total: number;
}

const reply = (orders: string, total: number) => `{"orders":${orders},"totalCount":${total}}`;

/** The history's answer, from the kept days and pages while the franchise's version stays. */
export function createHistoryCache(search: HistorySearch, capacity = CAPACITY) {
  const pages = new LruMap<string, KeptPage>(capacity);
  const days = createKeptOrderDays();
  /** The reply at the version the call reads, or null when a write landed between its reads. */
  async function fromKept(db: Queryable, franchiseId: string, query: HistoryQuery): Promise<string | null> {
    const { filter, sort, limit, offset } = query;
    // Read before the search: a page kept under this version is never older than it.
    const at = await days.readVersion(db, franchiseId);
    const total = await days.count(db, franchiseId, at, filter.createdAtStart, filter.createdAtEnd, filter);
    if (total === null) return null;
    if (offset >= total) return reply('[]', total);
    // A range that ends after the newest order holds the same orders whatever its end ("now" moves).
    const end = at.lastCreatedAt === null || filter.createdAtEnd > at.lastCreatedAt ? 'open' : filter.createdAtEnd.toISOString();
    const key = JSON.stringify([franchiseId, at.version, end, filter.warehouseIds, filter.statuses, filter.domainTypes, sort, limit, offset, query.customer]);
    const kept = pages.get(key);
    const newestFirstFull = (page: HistoryPage) =>
      sort.field === 'createdAt' && sort.direction === -1 && page.count === limit && page.lastCreatedAt !== null && filter.createdAtStart.getTime() <= page.lastCreatedAt;
    if (kept && (kept.total === total || newestFirstFull(kept))) return reply(kept.orders, total);
    const page = await search.page(db, franchiseId, query);
    if (page.version !== at.version) return null;
    pages.set(key, { orders: page.orders, count: page.count, lastCreatedAt: page.lastCreatedAt, total });
    return reply(page.orders, total);
  }

  return async function historyReply(db: Queryable, franchiseId: string, query: HistoryQuery): Promise<string> {
    // A write between the reads: once more at the new version (calls waiting on the same days
    // share their read, and the page found is kept for the next), then page and total together.
    for (let attempt = 0; attempt < 2; attempt++) {
      const text = await fromKept(db, franchiseId, query);
      if (text !== null) return text;
    }
    const page = await search.pageWithTotal(db, franchiseId, query);
    return reply(page.orders, page.total);
  };
}
