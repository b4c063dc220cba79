// Failed sign-ins per account name (migration 005): read before a sign-in, counted after a failed
// one, forgotten after a successful one.
import type { Queryable } from './db';

/** Until when sign-ins of `username` wait, or null. */
export async function signInBlockedUntil(db: Queryable, username: string, now: Date): Promise<Date | null> {
  const { rows } = await db.query<{ blocked_until: Date | null }>(
    `SELECT blocked_until FROM sign_in_failures WHERE username = $1 AND blocked_until > $2`,
    [username, now],
  );
  return rows[0]?.blocked_until ? new Date(rows[0].blocked_until) : null;
}

/**
 * Counts one more failure (starting again from one after `forgetAfterSeconds` of quiet) and sets
 * the wait `delaySeconds(failures)` gives; answers the count.
 */
export async function recordSignInFailure(
  db: Queryable,
  username: string,
  now: Date,
  forgetAfterSeconds: number,
  delaySeconds: (failures: number) => number,
): Promise<number> {
  const { rows } = await db.query<{ failures: number }>(
    `INSERT INTO sign_in_failures AS f (username, failures, last_failure_at) VALUES ($1, 1, $2)
     ON CONFLICT (username) DO UPDATE SET
       failures = CASE WHEN f.last_failure_at < $2::timestamptz - make_interval(secs => $3) THEN 1 ELSE f.failures + 1 END,
       last_failure_at = $2
     RETURNING failures`,
    [username, now, forgetAfterSeconds],
  );
  const failures = rows[0].failures;
  const delay = delaySeconds(failures);
  // Only while no later failure was counted (by another request, maybe at another gateway
  // process): that one sets its own, longer wait, which this one must not shorten.
  await db.query(`UPDATE sign_in_failures SET blocked_until = $2 WHERE username = $1 AND failures = $3`, [
    username,
    delay > 0 ? new Date(now.getTime() + delay * 1000) : null,
    failures,
  ]);
  return failures;
}

export async function clearSignInFailures(db: Queryable, username: string): Promise<void> {
  await db.query(`DELETE FROM sign_in_failures WHERE username = $1`, [username]);
}
