// Head office as the demo's performance records name it (gateway/db/dts-records.ts,
// gateway/db/dds-logs.ts): its name in a record's history, and the language it writes to a
// franchise in (English to the London franchise, Turkish to the others).
import type { Queryable } from './db';
import { assertIdentifier } from './sql';

export type HqLanguage = 'en' | 'tr';

/** Who decided, in a record's history. */
export const HQ_NAME: Readonly<Record<HqLanguage, string>> = { en: 'Head office', tr: 'Genel merkez' };

/** The language head office writes to a franchise of this country (alpha-2) in. */
export const hqLanguageOf = (country: string | null | undefined): HqLanguage => (country === 'GB' ? 'en' : 'tr');

/**
 * The record of `table` that has waited longest at `status` for head office (by `since`, never
 * stamped first), of any franchise, locked for the caller's transaction, with the language head
 * office writes to its franchise in; null when none waits. The demo simulator's HQ takes these.
 */
export async function oldestWaitingOnHeadOffice(
  db: Queryable,
  table: string,
  status: number,
  since: string,
): Promise<{ id: string; franchiseId: string; language: HqLanguage } | null> {
  const { rows } = await db.query<{ id: string; franchise_id: string; alpha2: string }>(
    `SELECT r.id, r.franchise_id, c.alpha2
       FROM ${assertIdentifier(table)} r JOIN franchises f ON f.id = r.franchise_id JOIN countries c ON c.id = f.country_id
      WHERE r.status = $1
      ORDER BY r.${assertIdentifier(since)} NULLS FIRST, r.id
      LIMIT 1
      FOR UPDATE OF r SKIP LOCKED`,
    [status],
  );
  const row = rows[0];
  return row ? { id: row.id, franchiseId: row.franchise_id, language: hqLanguageOf(row.alpha2) } : null;
}
