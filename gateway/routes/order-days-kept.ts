// A franchise's orders counted by UTC day from what this process keeps of each day, so a history
// call's total costs no scan however its range moves. A day is read once (its counts when the
// range covers it whole, its orders' creation times when the range cuts it) and kept until a
// statement changes one of its orders: each call reads the franchise's version with the days
// changed since the version this process last saw (migration 023) and drops only those. Past days
// are finished and stay; today is read again after each change of it.
import type { Queryable } from '../db/db';
import { readDays, readVersionWithChanges } from '../db/order-day-changes';
import type { CountFilter } from '../db/order-day-counts';
import { LruMap } from '../lru';
import { byDay, DayCounts, DayOrders, orderFilter } from './order-day-tallies';

const DAY_MS = 24 * 3600_000;
/** Days kept per process: a day's counts are a few KB, a cut day's orders about 20 bytes an order
 * and 4 more per filter asked (about 120 KB at 2,700 orders a day). */
const CAPACITY = 500;

/** The franchise's version as a call read it; `current`: what this process keeps belongs to it. */
export interface HistoryVersion {
  version: string;
  lastCreatedAt: Date | null;
  current: boolean;
}

interface Franchise {
  /** The version every kept day of the franchise is at. */
  synced: bigint;
  /** Part of every key: a new one drops all the franchise's days at once. */
  generation: number;
}

const utcDay = (dayStart: number) => new Date(dayStart).toISOString().slice(0, 10);

export function createKeptOrderDays(capacity = CAPACITY) {
  const franchises = new Map<string, Franchise>();
  // null: the read met another version than the call's, so it cannot be added to what it holds
  const days = new LruMap<string, Promise<DayCounts | DayOrders | null>>(capacity);
  let generations = 0;

  /** Brings the franchise's kept days to the version read, dropping the days changed since. */
  function sync(franchiseId: string, since: string | null, read: { version: string; changedDays: string[] }): boolean {
    const version = BigInt(read.version);
    const franchise = franchises.get(franchiseId);
    if (!franchise) {
      franchises.set(franchiseId, { synced: version, generation: ++generations });
      return true;
    }
    if (version > franchise.synced) {
      // the changes were asked since a version at or before `synced`; none asked (a first read that
      // raced another) or a bulk load: every day goes
      if (since === null || read.changedDays.includes('-infinity')) franchise.generation = ++generations;
      else for (const day of read.changedDays) for (const kind of ['counts', 'orders']) days.delete(`${franchiseId}|${franchise.generation}|${kind}|${day}`);
      franchise.synced = version;
    }
    return version === franchise.synced;
  }

  /** The franchise's version, bringing what is kept of it up to date. */
  async function readVersion(db: Queryable, franchiseId: string): Promise<HistoryVersion> {
    const since = franchises.get(franchiseId)?.synced.toString() ?? null;
    const read = await readVersionWithChanges(db, franchiseId, since);
    return { version: read.version, lastCreatedAt: read.lastCreatedAt, current: sync(franchiseId, since, read) };
  }

  /**
   * How many of the franchise's orders created in [start, end) match `filter` at `at.version`,
   * from the kept days, reading the missing ones in one statement; null when that statement met
   * another version (an order was written meanwhile): the caller then counts in the database.
   */
  async function count(db: Queryable, franchiseId: string, at: HistoryVersion, start: Date, end: Date, filter: CountFilter): Promise<number | null> {
    if (!at.current) return null;
    const franchise = franchises.get(franchiseId)!;
    // kept only while the franchise is still at the call's version
    const keep = franchise.synced === BigInt(at.version);
    const wanted: { key: string; kind: 'counts' | 'orders'; day: string; from: number; to: number }[] = [];
    for (let dayStart = Math.floor(start.getTime() / DAY_MS) * DAY_MS; dayStart < end.getTime(); dayStart += DAY_MS) {
      const from = Math.max(start.getTime(), dayStart);
      const to = Math.min(end.getTime(), dayStart + DAY_MS);
      const kind = from === dayStart && to === dayStart + DAY_MS ? 'counts' : 'orders';
      const day = utcDay(dayStart);
      wanted.push({ key: `${franchiseId}|${franchise.generation}|${kind}|${day}`, kind, day, from: from * 1000, to: to * 1000 });
    }
    const found = wanted.map(({ key }) => (keep ? days.get(key) : undefined));
    const missing = wanted.filter((_, index) => found[index] === undefined);
    if (missing.length > 0) {
      const dayList = (kind: string) => missing.filter((part) => part.kind === kind).map((part) => part.day);
      const read = readDays(db, franchiseId, dayList('counts'), dayList('orders')).then((result) =>
        result.version === at.version ? { counts: byDay(result.counts), orders: byDay(result.orders) } : null,
      );
      for (const part of missing) {
        const promise = read.then((rows) => {
          if (!rows) return null;
          return part.kind === 'counts' ? new DayCounts(rows.counts.get(part.day) ?? []) : new DayOrders(rows.orders.get(part.day) ?? []);
        });
        found[wanted.indexOf(part)] = promise;
        if (keep) keepDay(part.key, promise);
      }
    }
    const tallies = await Promise.all(found as Promise<DayCounts | DayOrders | null>[]);
    if (tallies.includes(null)) return null;
    const counted = orderFilter(filter);
    let total = 0;
    tallies.forEach((tally, index) => {
      total += tally instanceof DayCounts ? tally.count(counted) : tally!.count(wanted[index].from, wanted[index].to, counted);
    });
    return total;
  }

  /** Keeps a day being read, and drops it again if the read met another version or failed. */
  function keepDay(key: string, promise: Promise<DayCounts | DayOrders | null>): void {
    days.set(key, promise);
    const drop = () => {
      if (days.get(key) === promise) days.delete(key);
    };
    void promise.then((value) => {
      if (value === null) drop();
    }, drop);
  }

  return { readVersion, count };
}
