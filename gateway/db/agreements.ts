// Legal agreements a franchise's users accept: the franchise's own and the global ones.
import type { Queryable } from './db';

export interface AgreementItem {
  _id: string;
  fileName: string;
  /** Whether the user accepted it for this franchise. */
  isAcceptance: boolean;
}

export interface AgreementFile {
  id: string;
  fileName: string;
  title: string;
  content: string;
}

const VISIBLE = `(a.franchise_id IS NULL OR a.franchise_id = $2)`;

export async function listAgreements(db: Queryable, userId: string, franchiseId: string): Promise<AgreementItem[]> {
  const { rows } = await db.query<{ id: string; file_name: string; accepted: boolean }>(
    `SELECT a.id, a.file_name,
       EXISTS (SELECT 1 FROM agreement_acceptances x
               WHERE x.agreement_id = a.id AND x.user_id = $1 AND x.franchise_id = $2) AS accepted
     FROM agreements a WHERE ${VISIBLE} ORDER BY a.created_at, a.id`,
    [userId, franchiseId],
  );
  return rows.map((row) => ({ _id: row.id, fileName: row.file_name, isAcceptance: row.accepted }));
}

/** An agreement the franchise sees, or null. */
export async function findAgreement(db: Queryable, agreementId: string, franchiseId: string | null): Promise<AgreementFile | null> {
  const { rows } = await db.query<{ id: string; file_name: string; title: string; content: string }>(
    franchiseId === null
      ? `SELECT a.id, a.file_name, a.title, a.content FROM agreements a WHERE a.id = $1`
      : `SELECT a.id, a.file_name, a.title, a.content FROM agreements a WHERE a.id = $1 AND ${VISIBLE}`,
    franchiseId === null ? [agreementId] : [agreementId, franchiseId],
  );
  const row = rows[0];
  return row ? { id: row.id, fileName: row.file_name, title: row.title, content: row.content } : null;
}

/** Records the acceptance once; accepting again changes nothing. */
export async function acceptAgreement(
  db: Queryable,
  agreementId: string,
  userId: string,
  franchiseId: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO agreement_acceptances (agreement_id, user_id, franchise_id, accepted_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [agreementId, userId, franchiseId, now],
  );
}
