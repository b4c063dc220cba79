// Notifications: each belongs to one user in one franchise; every statement names both, so a
// caller only ever reads or marks their own.
import { randomUUID } from 'node:crypto';
import type { LocalisedText, PanelNotification } from '../../src/domain/notifications';
import type { Queryable } from './db';
import { queryJsonRows } from './json-rows';

/** The reply's shape, built by the database (content stays JSON text, as the spec sends it). */
const NOTIFICATION_COLUMNS = `
  id AS "_id", title, message, body, content, created_at AS "createdAt", read, user_id AS "franchiseUserId",
  json_build_object('url', extras_url, 'auditId', audit_id) AS extras`;

/** The SQL of a creation time given as createdAtParams at parameter `n` and `n + 1`. */
export const CREATED_AT_SQL = (n: number) => `COALESCE($${n}::timestamptz, now() - make_interval(secs => $${n + 1}::double precision))`;

export const createdAtParams = (at: Date | { secondsAgo: number }): [string | null, number] =>
  at instanceof Date ? [at.toISOString(), 0] : [null, at.secondsAgo];

export async function filterNotifications(
  db: Queryable,
  franchiseId: string,
  userId: string,
  filter: { limit: number; offset: number; unreadOnly: boolean },
): Promise<{ notifications: PanelNotification[]; totalCount: number }> {
  const where = `franchise_id = $1 AND user_id = $2 ${filter.unreadOnly ? 'AND NOT read' : ''}`;
  const notifications = await queryJsonRows<PanelNotification>(
    db,
    `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE ${where}
     ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [franchiseId, userId, filter.limit, filter.offset],
    'r."createdAt" DESC, r."_id" DESC',
  );
  const { rows } = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM notifications WHERE ${where}`, [franchiseId, userId]);
  return { notifications, totalCount: rows[0].total };
}

export async function countUnreadNotifications(db: Queryable, franchiseId: string, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM notifications WHERE franchise_id = $1 AND user_id = $2 AND NOT read`,
    [franchiseId, userId],
  );
  return rows[0].count;
}

/** Marks the caller's own notifications among `ids` read; ids of anyone else's are ignored. Answers how many changed. */
export async function markNotificationsRead(db: Queryable, franchiseId: string, userId: string, ids: readonly string[]): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE notifications SET read = true
     WHERE franchise_id = $1 AND user_id = $2 AND id = ANY($3::text[]) AND NOT read RETURNING id`,
    [franchiseId, userId, [...ids]],
  );
  return rows.length;
}

export interface NewNotification {
  title: LocalisedText;
  message: LocalisedText;
  body?: string;
  /** A panel or spec url; its last segment names an announcement (click-through). */
  url?: string | null;
  auditId?: string | null;
  /** An instant, or seconds before the database's now() (the seed's way: its statements never depend on the clock). */
  createdAt: Date | { secondsAgo: number };
  read?: boolean;
}

/** Adds a notification for one user of a franchise; answers it as the calls send it. */
export async function createNotification(
  db: Queryable,
  franchiseId: string,
  userId: string,
  input: NewNotification,
  id: string = randomUUID(),
): Promise<PanelNotification> {
  const content = JSON.stringify({ url: input.url ?? null, courierNotificationService: { notificationId: id } });
  const { rows } = await db.query<{ row: string }>(
    `WITH added AS (INSERT INTO notifications (id, franchise_id, user_id, title, message, body, content, extras_url, audit_id, read, created_at)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8, $9, $10, ${CREATED_AT_SQL(11)})
     RETURNING ${NOTIFICATION_COLUMNS})
     SELECT row_to_json(added)::text AS row FROM added`,
    [
      id,
      franchiseId,
      userId,
      JSON.stringify(input.title),
      JSON.stringify(input.message),
      input.body ?? '',
      content,
      input.url ?? null,
      input.auditId ?? null,
      input.read ?? false,
      ...createdAtParams(input.createdAt),
    ],
  );
  return JSON.parse(rows[0].row) as PanelNotification;
}

/** The users of a franchise who receive notifications (role notification), for the simulator. */
export async function notifiedUsers(db: Queryable, franchiseId: string): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT uf.user_id FROM user_franchises uf JOIN user_roles ur ON ur.user_id = uf.user_id AND ur.role_key = 'notification'
     WHERE uf.franchise_id = $1 ORDER BY uf.user_id`,
    [franchiseId],
  );
  return rows.map((row) => row.user_id);
}
