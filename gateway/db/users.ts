// Users: looked up by username or e-mail (both case-insensitive), password and device updates,
// and their roles as the access rule reads them.
import type { UserRole } from '../../src/domain/types';
import type { Queryable } from './db';

export interface UserRow {
  id: string;
  username: string;
  name: string;
  email: string;
  password_hash: string;
  is_company_employee: boolean;
  force_password_change: boolean;
  is_owner: boolean;
  franchise_id: string;
  language: string;
  web_push_token: string | null;
}

const COLUMNS = `id, username, name, email, password_hash, is_company_employee, force_password_change,
  is_owner, franchise_id, language, web_push_token`;

export async function findUserByUsername(db: Queryable, username: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(username) = lower($1)`, [
    username.trim(),
  ]);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [
    email.trim(),
  ]);
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** A new password also lifts the must-change-password flag. */
export async function setUserPassword(db: Queryable, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE users SET password_hash = $2, force_password_change = false, updated_at = $3 WHERE id = $1`,
    [userId, passwordHash, now],
  );
}

/** Stores the panel's language and, when given (null clears it), its web-push token. */
export async function setUserDeviceInfo(
  db: Queryable,
  userId: string,
  info: { language: string; webPushNotificationToken?: string | null },
  now: Date,
): Promise<void> {
  if (info.webPushNotificationToken === undefined) {
    await db.query(`UPDATE users SET language = $2, updated_at = $3 WHERE id = $1`, [userId, info.language, now]);
  } else {
    await db.query(`UPDATE users SET language = $2, web_push_token = $3, updated_at = $4 WHERE id = $1`, [
      userId,
      info.language,
      info.webPushNotificationToken,
      now,
    ]);
  }
}

/**
 * The user's roles and the country of `franchiseId`, as the access rule reads them. One
 * statement, the roles as one JSON text: a guarded call without them at hand runs it.
 */
export async function loadRolesAndCountry(db: Queryable, userId: string, franchiseId: string): Promise<{ roles: UserRole[]; country: string | null }> {
  const { rows } = await db.query<{ roles: string; country: string | null }>(
    `SELECT COALESCE((SELECT json_agg(json_build_object('role', json_build_object('key', r.role_key), 'permissions', r.permissions)
                                ORDER BY r.role_key)
                      FROM user_roles r WHERE r.user_id = $1), '[]')::text AS roles,
            (SELECT c.alpha2 FROM franchises f JOIN countries c ON c.id = f.country_id WHERE f.id = $2) AS country`,
    [userId, franchiseId],
  );
  return { roles: JSON.parse(rows[0].roles) as UserRole[], country: rows[0].country };
}
