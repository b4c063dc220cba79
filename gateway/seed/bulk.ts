// Multi-row INSERTs for seed steps: one statement per chunk of rows instead of one per row.
import type { Queryable } from '../db/db';

/** An SQL expression around a value's placeholder, e.g. `(p) => \`current_date + ${p}::int\``. */
export type ValueTemplate = (placeholder: string) => string;

const CHUNK_ROWS = 400;

export async function insertRows(
  tx: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
  templates: Partial<Record<string, ValueTemplate>> = {},
): Promise<void> {
  for (let first = 0; first < rows.length; first += CHUNK_ROWS) {
    const chunk = rows.slice(first, first + CHUNK_ROWS);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const cells = columns.map((column, index) => {
        params.push(row[index]);
        const placeholder = `$${params.length}`;
        return templates[column]?.(placeholder) ?? placeholder;
      });
      return `(${cells.join(', ')})`;
    });
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

/** `current_date` plus a whole number of days (null stays null): dates stay around the day of seeding. */
export const daysFromToday: ValueTemplate = (p) => `current_date + ${p}::int`;
/** `now()` minus a whole number of days. */
export const daysAgo: ValueTemplate = (p) => `now() - make_interval(days => ${p}::int)`;
/** Whole minutes before the moment of seeding (negative: after it): two seeds of one commit write the same statements. */
export const minutesAgo: ValueTemplate = (p) => `now() - make_interval(mins => ${p}::int)`;
