// Candidates (resources/staff/candidates.ts): what the generic REST layer does not do by itself,
// the duplicate lookup by national id and the status history rows. Always inside one franchise.
import { randomUUID } from 'node:crypto';
import type { Queryable } from './db';

/** Candidates in these statuses are closed: rejected (4), process cancelled (7), cancelled by the candidate (8). */
export const CLOSED_CANDIDATE_STATUSES = [4, 7, 8] as const;

export interface NationalIdHolder {
  kind: 'person' | 'candidate';
  id: string;
  name: string;
}

/**
 * Who already holds `nationalId` in the franchise: an active person first, else an open candidate
 * (other than `exceptCandidateId`). Takes a transaction lock on the id, so two creates with the
 * same national id run one after the other and the second sees the first.
 */
export async function nationalIdHolder(
  tx: Queryable,
  franchiseId: string,
  nationalId: string,
  exceptCandidateId: string | null,
): Promise<NationalIdHolder | null> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`candidate-national-id:${franchiseId}:${nationalId}`]);
  const people = await tx.query<{ id: string; name: string }>(
    `SELECT id, name FROM people WHERE franchise_id = $1 AND national_id = $2 AND is_active ORDER BY id LIMIT 1`,
    [franchiseId, nationalId],
  );
  if (people.rows[0]) return { kind: 'person', ...people.rows[0] };
  const candidates = await tx.query<{ id: string; name: string }>(
    `SELECT id, name || ' ' || surname AS name FROM candidates
      WHERE franchise_id = $1 AND national_id = $2 AND NOT (status = ANY($3::int[])) AND ($4::text IS NULL OR id <> $4)
      ORDER BY created_at LIMIT 1`,
    [franchiseId, nationalId, CLOSED_CANDIDATE_STATUSES, exceptCandidateId],
  );
  return candidates.rows[0] ? { kind: 'candidate', ...candidates.rows[0] } : null;
}

export interface StatusChange {
  franchiseId: string;
  candidateId: string;
  fromStatus: number | null;
  toStatus: number;
  /** The panel user; null for HQ. */
  userId: string | null;
  /** Kept as it was then: a user renamed later does not rewrite the history. */
  userName: string;
  note?: string | null;
  at: Date;
}

export async function recordStatusChange(tx: Queryable, change: StatusChange): Promise<void> {
  await tx.query(
    `INSERT INTO candidate_status_history (id, franchise_id, candidate_id, from_status, to_status, changed_by, changed_by_name, note, changed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [randomUUID(), change.franchiseId, change.candidateId, change.fromStatus, change.toStatus, change.userId, change.userName, change.note ?? null, change.at],
  );
}

/** The name of a user, as the history shows who made a change. */
export async function userName(db: Queryable, userId: string): Promise<string> {
  const { rows } = await db.query<{ name: string }>(`SELECT name FROM users WHERE id = $1`, [userId]);
  return rows[0]?.name ?? '';
}
