// Candidates (resources/staff/candidates.ts): what the generic REST layer does not do by itself,
// the duplicate lookup by national id, the creation's history row and HQ's moves (the demo
// simulator's), both in the workflow's record_history beside the send and cancel actions.
import { insertHistory } from './actions';
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

/** The history rows the candidates' own code writes: the creation and HQ's moves (record_history). */
export const CANDIDATE_HISTORY = { resource: 'candidates', created: 'create', hq: 'hq' } as const;

/** The first row of a new candidate's history: created as 0 draft by the caller. */
export async function recordCandidateCreated(tx: Queryable, entry: { franchiseId: string; candidateId: string; userId: string; at: Date }): Promise<void> {
  await insertHistory(tx, {
    franchiseId: entry.franchiseId,
    resource: CANDIDATE_HISTORY.resource,
    recordId: entry.candidateId,
    action: CANDIDATE_HISTORY.created,
    userId: entry.userId,
    at: entry.at,
    from: {},
    to: { status: 0 },
    asked: {},
  });
}

/** HQ's next move for a waiting candidate (the demo simulator plays HQ): 1 -> 2 -> 3 -> 6, or 2 -> 5. */
const HQ_NEXT: Readonly<Record<number, number>> = { 1: 2, 2: 3, 3: 6 };

/**
 * Moves the candidate HQ has waited on longest one step on (or, with `missing`, a candidate at
 * customer service back to 5 missing information with `reason`), writing its history row as HQ.
 * Answers what moved, or null when no candidate waits on HQ.
 */
export async function hqMoveOldestCandidate(
  db: Queryable,
  options: { missing: boolean; reason: string; hqName: string; now: Date },
): Promise<{ id: string; franchiseId: string; from: number; to: number } | null> {
  const statuses = options.missing ? [2] : Object.keys(HQ_NEXT).map(Number);
  const { rows } = await db.query<{ id: string; franchise_id: string; status: number; status_reason: string | null }>(
    `SELECT id, franchise_id, status, status_reason FROM candidates WHERE status = ANY($1::int[]) ORDER BY updated_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [statuses],
  );
  const picked = rows[0];
  if (!picked) return null;
  const to = options.missing ? 5 : HQ_NEXT[picked.status];
  const reason = options.missing ? options.reason : null;
  await db.query(
    `UPDATE candidates SET status = $3, status_reason = COALESCE($4, status_reason), updated_at = greatest($5::timestamptz, date_trunc('milliseconds', updated_at) + interval '1 millisecond')
     WHERE id = $1 AND franchise_id = $2`,
    [picked.id, picked.franchise_id, to, reason, options.now],
  );
  await insertHistory(db, {
    franchiseId: picked.franchise_id,
    resource: CANDIDATE_HISTORY.resource,
    recordId: picked.id,
    action: CANDIDATE_HISTORY.hq,
    userId: null,
    userName: options.hqName,
    at: options.now,
    // as a declared action writes them: the reason beside the status when there is one
    from: reason ? { status: picked.status, statusReason: picked.status_reason } : { status: picked.status },
    to: reason ? { status: to, statusReason: reason } : { status: to },
    asked: reason ? { statusReason: reason } : {},
  });
  return { id: picked.id, franchiseId: picked.franchise_id, from: picked.status, to };
}
