// HQ's side of information-edit requests, as the demo simulator plays it: the oldest active
// request of any franchise is accepted (the person's field takes the new value) or rejected,
// with a note and the time. The franchise's own moves are declared actions (gateway/rest/actions.ts).
import { INFORMATION_EDIT_FIELDS } from '../../src/domain/enums';
import type { Queryable } from './db';

const COLUMN_OF_FIELD: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(INFORMATION_EDIT_FIELDS).map(([field, code]) => [code, field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)]),
);

/** Decides the oldest active request; answers its franchise and id, or null when none waits. */
export async function decideOldestActiveRequest(
  db: Queryable,
  accept: boolean,
  note: string,
  now: Date,
): Promise<{ id: string; franchiseId: string } | null> {
  const { rows } = await db.query<{ id: string; franchise_id: string; person_id: string; field: number; new_value: string | null }>(
    `UPDATE information_edit_requests SET status = $1, decision_note = $2, decided_at = $3
     WHERE id = (SELECT id FROM information_edit_requests WHERE status = 1 ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED) AND status = 1
     RETURNING id, franchise_id, person_id, field, new_value`,
    [accept ? 2 : 3, note, now],
  );
  const decided = rows[0];
  if (!decided) return null;
  const column = COLUMN_OF_FIELD[decided.field];
  if (accept && column) {
    await db.query(`UPDATE people SET ${column} = $3 WHERE id = $1 AND franchise_id = $2`, [decided.person_id, decided.franchise_id, decided.new_value]);
  }
  return { id: decided.id, franchiseId: decided.franchise_id };
}
