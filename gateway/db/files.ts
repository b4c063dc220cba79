// The metadata of uploaded files (migration 011), always within one franchise. The bytes are in
// the file storage (gateway/files/storage.ts); a row exists only for bytes that passed the checks.
import type { FileRef } from '../../src/domain/files';
import { storageKey, type FileStorage } from '../files/storage';
import type { Db, Queryable } from './db';

export interface FileRow {
  key: string;
  franchiseId: string;
  name: string;
  type: string;
  size: number;
}

/** Records an upload; false when the key is already taken (a link used twice). */
export async function insertFile(db: Queryable, row: FileRow & { uploadedBy: string; now: Date }): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO files (key, franchise_id, name, type, size, uploaded_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (key) DO NOTHING RETURNING key`,
    [row.key, row.franchiseId, row.name, row.type, row.size, row.uploadedBy, row.now],
  );
  return rows.length === 1;
}

/** One file of the franchise, with who uploaded it. */
export async function findFile(db: Queryable, key: string, franchiseId: string): Promise<(FileRow & { uploadedBy: string }) | null> {
  const { rows } = await db.query<FileRow & { uploadedBy: string }>(
    `SELECT key, franchise_id AS "franchiseId", name, type, size, uploaded_by AS "uploadedBy" FROM files WHERE franchise_id = $1 AND key = $2`,
    [franchiseId, key],
  );
  return rows[0] ?? null;
}

/**
 * Attaches `keys` to `owner` ("<resource>/<id>/<field>") and gives their references, in the
 * order given; null when any key is not a file of this franchise, or is attached to another
 * record's field already (nothing is changed then). Keys the field held before and holds no more
 * are released.
 */
export async function attachFiles(db: Queryable, keys: readonly string[], owner: string, franchiseId: string): Promise<FileRef[] | null> {
  const unique = [...new Set(keys)];
  const { rows } = await db.query<FileRef>(
    `UPDATE files SET attached_to = $3
     WHERE franchise_id = $1 AND key = ANY($2::text[]) AND (attached_to IS NULL OR attached_to = $3)
     RETURNING key, name, type, size`,
    [franchiseId, unique, owner],
  );
  if (rows.length !== unique.length) return null;
  await db.query(`UPDATE files SET attached_to = NULL WHERE franchise_id = $1 AND attached_to = $2 AND NOT (key = ANY($3::text[]))`, [
    franchiseId,
    owner,
    unique,
  ]);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return keys.map((key) => byKey.get(key)!);
}

/** Releases every file held by `owner` (the field was cleared). */
export async function releaseFiles(db: Queryable, owner: string, franchiseId: string): Promise<void> {
  await db.query(`UPDATE files SET attached_to = NULL WHERE franchise_id = $1 AND attached_to = $2`, [franchiseId, owner]);
}

/**
 * Forgets the files uploaded before `before` that no record holds (a form left unsaved, a
 * document replaced since), at most `limit` of them, and deletes their bytes from `storage`.
 * The rows go first, in one transaction (`db` is one); bytes whose delete then fails are only
 * unreachable, never a row without bytes. Answers how many were forgotten.
 */
export async function pruneUnattachedFiles(
  db: Db,
  storage: FileStorage,
  before: Date,
  limit = 500,
): Promise<number> {
  const forgotten = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ key: string; franchiseId: string }>(
      `DELETE FROM files WHERE key IN (
         SELECT key FROM files WHERE attached_to IS NULL AND created_at < $1 ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING key, franchise_id AS "franchiseId"`,
      [before, limit],
    );
    return rows;
  });
  for (const file of forgotten) await storage.delete(storageKey(file.franchiseId, file.key));
  return forgotten.length;
}
