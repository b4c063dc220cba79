// Password-reset tokens: stored hashed, single use, short-lived.
import type { Queryable } from './db';

export async function insertResetToken(
  db: Queryable,
  token: { hash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  // Only the newest link works: asking again retires the ones sent before.
  await db.query(`UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [
    token.userId,
    token.createdAt,
  ]);
  await db.query(
    `INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
    [token.hash, token.userId, token.createdAt, token.expiresAt],
  );
}

/**
 * Spends a token if it is unused, unexpired and was issued to the user with that username;
 * returns the user's id, or null. Atomic, so a token cannot be spent twice.
 */
export async function spendResetToken(
  db: Queryable,
  tokenHash: string,
  username: string,
  now: Date,
): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `UPDATE password_reset_tokens SET used_at = $3
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $3
       AND user_id = (SELECT id FROM users WHERE lower(username) = lower($2))
     RETURNING user_id`,
    [tokenHash, username.trim(), now],
  );
  return rows[0]?.user_id ?? null;
}
