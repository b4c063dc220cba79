// Favourite pages: per user and franchise, in the order they were added, at most FAVORITES_MAX.
import type { Queryable } from './db';

export const FAVORITES_MAX = 50;

export async function listFavorites(db: Queryable, userId: string, franchiseId: string): Promise<string[]> {
  const { rows } = await db.query<{ page_path: string }>(
    `SELECT page_path FROM user_favorite_pages WHERE user_id = $1 AND franchise_id = $2 ORDER BY id`,
    [userId, franchiseId],
  );
  return rows.map((row) => row.page_path);
}

/** Adds a page (a page already there stays where it is); false when the list is full. */
export async function addFavorite(
  db: Queryable,
  userId: string,
  franchiseId: string,
  pagePath: string,
  now: Date,
): Promise<boolean> {
  const current = await listFavorites(db, userId, franchiseId);
  if (current.includes(pagePath)) return true;
  if (current.length >= FAVORITES_MAX) return false;
  await db.query(
    `INSERT INTO user_favorite_pages (user_id, franchise_id, page_path, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, franchise_id, page_path) DO NOTHING`,
    [userId, franchiseId, pagePath, now],
  );
  return true;
}

export async function removeFavorite(db: Queryable, userId: string, franchiseId: string, pagePath: string): Promise<void> {
  await db.query(`DELETE FROM user_favorite_pages WHERE user_id = $1 AND franchise_id = $2 AND page_path = $3`, [
    userId,
    franchiseId,
    pagePath,
  ]);
}
