// Sessions and their refresh tokens. A session ends when revoked or past expires_at; refresh
// tokens are spent atomically so that of two concurrent refreshes only one can win.
import type { Queryable } from './db';

export interface SessionRow {
  id: string;
  user_id: string;
  franchise_id: string;
  expires_at: Date;
}

export async function insertSession(
  db: Queryable,
  session: { id: string; userId: string; franchiseId: string; createdAt: Date; expiresAt: Date; userAgent?: string; ip?: string },
): Promise<void> {
  await db.query(
    `INSERT INTO sessions (id, user_id, franchise_id, created_at, expires_at, user_agent, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      session.id,
      session.userId,
      session.franchiseId,
      session.createdAt,
      session.expiresAt,
      session.userAgent?.slice(0, 512) ?? null,
      session.ip ?? null,
    ],
  );
}

/** The session when it is neither revoked nor expired at `now`, and belongs to `userId`. */
export async function findActiveSession(
  db: Queryable,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(
    `SELECT id, user_id, franchise_id, expires_at FROM sessions
     WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > $3`,
    [sessionId, userId, now],
  );
  return rows[0] ?? null;
}

/** A live session with what access checks need: the franchise's country and the user's roles. */
export interface SessionAccessRow extends SessionRow {
  country: string | null;
  roles_version: number;
  /** The roles as JSON text; null when the caller already holds `roles_version`. */
  roles: string | null;
  /** A user outside the company who must change the password before anything else. */
  must_change_password: boolean;
}

/**
 * The live session and, in the same statement, what access checks need of its user (roles) and
 * franchise (country): every signed-in call needs both, and one round trip instead of two is what
 * keeps list calls fast under load. The roles are built only when `knownRolesVersion` is not the
 * user's current one (migration 004), so a caller holding them pays for a version number.
 */
export async function findActiveSessionWithAccess(
  db: Queryable,
  sessionId: string,
  userId: string,
  now: Date,
  knownRolesVersion: number | null,
): Promise<SessionAccessRow | null> {
  const { rows } = await db.query<SessionAccessRow>(
    `SELECT s.id, s.user_id, s.franchise_id, s.expires_at, u.roles_version,
       (u.force_password_change AND NOT u.is_company_employee) AS must_change_password,
       CASE WHEN u.roles_version IS NOT DISTINCT FROM $4::int THEN NULL ELSE
         COALESCE((SELECT json_agg(json_build_object('role', json_build_object('key', r.role_key), 'permissions', r.permissions)
                                   ORDER BY r.role_key)
                   FROM user_roles r WHERE r.user_id = s.user_id), '[]')::text END AS roles,
       (SELECT c.alpha2 FROM franchises f JOIN countries c ON c.id = f.country_id WHERE f.id = s.franchise_id) AS country
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > $3`,
    [sessionId, userId, now, knownRolesVersion],
  );
  return rows[0] ?? null;
}

/** Ends a session; answers whether it was still open. */
export async function revokeSession(db: Queryable, sessionId: string, now: Date, reason: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL RETURNING id`,
    [sessionId, now, reason],
  );
  return rows.length > 0;
}

/** Ends every open session of a user, except (optionally) the one making the request; answers the ended ones. */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  now: Date,
  reason: string,
  exceptSessionId: string | null = null,
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = $2, revoked_reason = $3
     WHERE user_id = $1 AND revoked_at IS NULL AND ($4::text IS NULL OR id <> $4::text)
     RETURNING id`,
    [userId, now, reason, exceptSessionId],
  );
  return rows.map((row) => row.id);
}

export async function insertRefreshToken(db: Queryable, tokenHash: string, sessionId: string, now: Date): Promise<void> {
  await db.query(`INSERT INTO refresh_tokens (token_hash, session_id, created_at) VALUES ($1, $2, $3)`, [
    tokenHash,
    sessionId,
    now,
  ]);
}

/**
 * Marks the token spent. The WHERE used_at IS NULL makes it a compare-and-set: when two requests
 * race with one token, exactly one gets the session id back.
 */
export async function spendRefreshToken(db: Queryable, tokenHash: string, now: Date): Promise<string | null> {
  const { rows } = await db.query<{ session_id: string }>(
    `UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL RETURNING session_id`,
    [tokenHash, now],
  );
  return rows[0]?.session_id ?? null;
}

/** The session a token (spent or not) belongs to; null for a token never issued. */
export async function refreshTokenSession(db: Queryable, tokenHash: string): Promise<string | null> {
  const { rows } = await db.query<{ session_id: string }>(
    `SELECT session_id FROM refresh_tokens WHERE token_hash = $1`,
    [tokenHash],
  );
  return rows[0]?.session_id ?? null;
}

export async function sessionExpiry(db: Queryable, sessionId: string): Promise<Date | null> {
  const { rows } = await db.query<{ expires_at: Date }>(`SELECT expires_at FROM sessions WHERE id = $1`, [sessionId]);
  return rows[0]?.expires_at ?? null;
}

export async function sessionOwner(db: Queryable, sessionId: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(`SELECT user_id FROM sessions WHERE id = $1`, [sessionId]);
  return rows[0]?.user_id ?? null;
}

/** Drops sessions (and, by cascade, their tokens) that ended before `before`. */
export async function pruneEndedSessions(db: Queryable, before: Date): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE expires_at < $1 OR revoked_at < $1`, [before]);
}
