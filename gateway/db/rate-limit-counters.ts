// Sign-in attempts per key and window (migration 006), for the rate-limit store gateway processes
// share (gateway/cluster/rate-limit-store.ts). Windows are timed by the server's clock, the one
// clock every process sees.
import type { Queryable } from './db';

export interface RateLimitCount {
  /** Attempts in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Counts one attempt under `key`: the first of a new window when the last one has ended. One
 * statement, so attempts arriving at several processes at once are all counted.
 */
export async function countAttempt(db: Queryable, key: string, windowMs: number): Promise<RateLimitCount> {
  const { rows } = await db.query<{ hits: number; ttl_ms: number }>(
    `INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at)
     VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2::float8 / 1000))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN c.window_ends_at <= clock_timestamp() THEN 1 ELSE c.hits + 1 END,
       window_ends_at = CASE WHEN c.window_ends_at <= clock_timestamp() THEN excluded.window_ends_at ELSE c.window_ends_at END
     RETURNING hits, greatest(0, ceil(extract(epoch FROM window_ends_at - clock_timestamp()) * 1000))::int AS ttl_ms`,
    [key, windowMs],
  );
  return { hits: rows[0].hits, ttlMs: rows[0].ttl_ms };
}

/** The count under `key` without adding to it: zero once the window has ended. */
export async function readAttempts(db: Queryable, key: string): Promise<RateLimitCount> {
  const { rows } = await db.query<{ hits: number; ttl_ms: number }>(
    `SELECT hits, ceil(extract(epoch FROM window_ends_at - clock_timestamp()) * 1000)::int AS ttl_ms
     FROM rate_limit_counters WHERE key = $1 AND window_ends_at > clock_timestamp()`,
    [key],
  );
  return rows[0] ? { hits: rows[0].hits, ttlMs: rows[0].ttl_ms } : { hits: 0, ttlMs: 0 };
}

/** Drops counters whose window ended before `before`. */
export async function pruneRateLimitCounters(db: Queryable, before: Date): Promise<void> {
  await db.query(`DELETE FROM rate_limit_counters WHERE window_ends_at < $1`, [before]);
}
