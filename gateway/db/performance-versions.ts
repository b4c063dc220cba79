// The franchise's performance version (migration 028): moved by every change of the records the
// DYS summaries are computed from, by any gateway process.
import type { Queryable } from './db';

export async function readPerformanceVersion(db: Queryable, franchiseId: string): Promise<string> {
  const { rows } = await db.query<{ version: string }>(`SELECT version::text AS version FROM performance_versions WHERE franchise_id = $1`, [franchiseId]);
  return rows[0]?.version ?? '0';
}
