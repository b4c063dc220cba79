// Announcements: written for a franchise, read state kept per user. Every statement names the
// franchise, and the read state the user too.
import type { Announcement, LocalisedText } from '../../src/domain/notifications';
import type { Queryable } from './db';
import { queryJsonRows } from './json-rows';
import { CREATED_AT_SQL, createdAtParams } from './notifications';

/** The franchise's announcements, newest first, each with whether this user has read it. */
export async function listAnnouncements(db: Queryable, franchiseId: string, userId: string): Promise<Announcement[]> {
  return queryJsonRows<Announcement>(
    db,
    `SELECT a.id AS "_id", a.title, a.text, a.created_at AS "createdAt", (r.user_id IS NOT NULL) AS read
     FROM announcements a
     LEFT JOIN announcement_reads r ON r.franchise_id = a.franchise_id AND r.announcement_id = a.id AND r.user_id = $2
     WHERE a.franchise_id = $1`,
    [franchiseId, userId],
    'r."createdAt" DESC, r."_id" DESC',
  );
}

export async function countUnreadAnnouncements(db: Queryable, franchiseId: string, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM announcements a
     WHERE a.franchise_id = $1
       AND NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.franchise_id = $1 AND r.user_id = $2 AND r.announcement_id = a.id)`,
    [franchiseId, userId],
  );
  return rows[0].count;
}

/** Marks one of the franchise's announcements read for the user; false when the franchise has no such announcement. */
export async function markAnnouncementRead(db: Queryable, franchiseId: string, userId: string, announcementId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM announcements WHERE franchise_id = $1 AND id = $2`, [franchiseId, announcementId]);
  if (rows.length === 0) return false;
  await db.query(
    `INSERT INTO announcement_reads (franchise_id, user_id, announcement_id, read_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (franchise_id, user_id, announcement_id) DO NOTHING`,
    [franchiseId, userId, announcementId, now.toISOString()],
  );
  return true;
}

export async function createAnnouncement(
  db: Queryable,
  franchiseId: string,
  input: { id: string; title: LocalisedText; text: LocalisedText; createdAt: Date | { secondsAgo: number } },
): Promise<void> {
  await db.query(`INSERT INTO announcements (id, franchise_id, title, text, created_at) VALUES ($1, $2, $3::jsonb, $4::jsonb, ${CREATED_AT_SQL(5)})`, [
    input.id,
    franchiseId,
    JSON.stringify(input.title),
    JSON.stringify(input.text),
    ...createdAtParams(input.createdAt),
  ]);
}

/** The franchise's newest announcements (id and title), for notifications that point at one. */
export async function newestAnnouncements(db: Queryable, franchiseId: string, limit: number): Promise<{ id: string; title: LocalisedText }[]> {
  const { rows } = await db.query<{ id: string; title: LocalisedText }>(
    `SELECT id, title FROM announcements WHERE franchise_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [franchiseId, limit],
  );
  return rows;
}
