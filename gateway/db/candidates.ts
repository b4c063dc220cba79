// Candidates (resources/staff/candidates.ts): what the generic REST layer does not do by itself,
// the duplicate lookup by national id, the creation's history row and HQ's moves (the demo
// simulator's), both in the workflow's record_history beside the send and cancel actions.
import { randomBytes } from 'node:crypto';
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

/** Candidates at this status are approved: HQ has hired them, and they are people of the franchise. */
export const APPROVED_CANDIDATE_STATUS = 6;

/**
 * Hires an approved candidate: a new active person of the franchise at the candidate's store,
 * from what the form holds (the name and surname together, the phones as digits without their
 * country code, the start date or today), full time until HQ says otherwise; the candidate then
 * names the person (person_id). A candidate already hired is left as it is. Answers the person's id.
 */
export async function hireCandidate(
  db: Queryable,
  franchiseId: string,
  candidateId: string,
  now: Date,
  /** The new person's id: a fresh one, unless the demo seed derives its own (gateway/seed/hires.ts). */
  personId = randomBytes(12).toString('hex'),
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `WITH hired AS (
       INSERT INTO people (id, franchise_id, name, national_id, staff_type, work_type, warehouse_id, personal_phone, email,
                           is_active, birth_date, blood_group, employment_start_date, iban, home_address,
                           emergency_contact_name, emergency_contact_phone, created_at)
       SELECT $3, franchise_id, name || ' ' || surname, national_id, worker_type, 1, warehouse_id,
              regexp_replace(regexp_replace(phone, '^[+][0-9]+ ', ''), '[^0-9]', '', 'g'), email, true, birth_date, blood_group,
              COALESCE(employment_start_date, $4::timestamptz::date), iban, address,
              emergency_contact_name, regexp_replace(regexp_replace(emergency_contact_phone, '^[+][0-9]+ ', ''), '[^0-9]', '', 'g'), $4
         FROM candidates WHERE id = $2 AND franchise_id = $1 AND person_id IS NULL
       RETURNING id)
     UPDATE candidates SET person_id = hired.id FROM hired WHERE candidates.id = $2 AND candidates.franchise_id = $1
     RETURNING hired.id`,
    [franchiseId, candidateId, personId, now],
  );
  return rows[0]?.id ?? null;
}

/** HQ's next move for a waiting candidate (the demo simulator plays HQ): 1 -> 2 -> 3 -> 6, or 2 -> 5. */
const HQ_NEXT: Readonly<Record<number, number>> = { 1: 2, 2: 3, 3: APPROVED_CANDIDATE_STATUS };

/**
 * Moves the candidate HQ has waited on longest one step on (or, with `missing`, a candidate at
 * customer service back to 5 missing information with `reason`), writing its history row as HQ.
 * Answers what moved, or null when no candidate waits on HQ.
 */
export async function hqMoveOldestCandidate(
  db: Queryable,
  options: {
    missing: boolean;
    reason: string;
    hqName: string;
    now: Date;
    /** This candidate of this franchise only (a browser test's hook), not the oldest. */
    only?: { id: string; franchiseId: string };
  },
): Promise<{ id: string; franchiseId: string; from: number; to: number } | null> {
  const statuses = options.missing ? [2] : Object.keys(HQ_NEXT).map(Number);
  const { rows } = await db.query<{ id: string; franchise_id: string; status: number; status_reason: string | null }>(
    `SELECT id, franchise_id, status, status_reason FROM candidates
      WHERE status = ANY($1::int[]) AND ($2::text IS NULL OR (id = $2 AND franchise_id = $3))
      ORDER BY updated_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [statuses, options.only?.id ?? null, options.only?.franchiseId ?? null],
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
  // approved: hired in the same transaction, so an approved candidate always names its person
  if (to === APPROVED_CANDIDATE_STATUS) await hireCandidate(db, picked.franchise_id, picked.id, options.now);
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
