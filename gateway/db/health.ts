// What /health asks of the database: that it answers, and that it holds every migration this
// gateway ships (a damaged or foreign data directory can answer SELECT 1 and still fail every call).
import type { Queryable } from './db';
import { loadMigrations } from './migrate';

const SHIPPED = loadMigrations().map((migration) => migration.version);

export interface DatabaseProblem {
  reason: string;
  error?: unknown;
}

/** Null when the database is ready; otherwise a reason a person can act on. */
export async function databaseProblem(db: Queryable): Promise<DatabaseProblem | null> {
  let applied: number[];
  try {
    const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    applied = rows.map((row) => row.version);
  } catch (error) {
    return { reason: 'The database cannot be read (its schema table is missing or the database is unreachable).', error };
  }
  const missing = SHIPPED.filter((version) => !applied.includes(version));
  if (missing.length > 0) return { reason: `The database lacks migrations ${missing.join(', ')}: restart the gateway to apply them.` };
  return null;
}
