// The sign-in limits' counters (gateway/rate-limit.ts) in the database, for gateway processes
// sharing one PostgreSQL server: @fastify/rate-limit counts in the process's memory by default,
// so behind a load balancer spreading requests over N processes a client would get N times the
// attempts. PostgreSQL rather than Redis: it is already there (no second server to run and
// secure), and sign-in calls are rare enough that one upsert each costs nothing that matters.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/db';
import { countAttempt, readAttempts } from '../db/rate-limit-counters';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A store class (the plugin builds it) counting in `db`'s rate_limit_counters table. */
export function sharedRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  const answer = (counting: Promise<{ hits: number; ttlMs: number }>, callback: Callback) => {
    counting.then(
      ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  };
  class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      answer(countAttempt(db, key, timeWindow), callback);
    }

    /** The plugin's non-counting peek (`{ increment: false }`). */
    read(key: string, callback: Callback): void {
      answer(readAttempts(db, key), callback);
    }

    // Keys carry the call's name (gateway/rate-limit.ts), so every limit can share one table.
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return SharedRateLimitStore;
}
