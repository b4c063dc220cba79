// Bulk rows for seed steps: a chunk of rows travels as ONE JSON parameter (an array of row
// arrays) and is unpacked in SQL, `(SELECT (r->>0)::text AS id, ... FROM jsonb_array_elements($1) r) v`.
// PostgreSQL parses the JSON in C, which beats both one parameter per cell (multi-row VALUES)
// and one array parameter per column: this is what makes 200,000 orders seed in seconds.
import type { Queryable } from '../db/db';

export type ColumnType = 'text' | 'int' | 'float8' | 'numeric' | 'bool' | 'jsonb';

export type ColumnSpec = readonly (readonly [name: string, type: ColumnType])[];

/** Rows per statement: large enough to amortise a round trip, small enough for memory. */
export const CHUNK_ROWS = 5000;

const CAST: Record<Exclude<ColumnType, 'jsonb' | 'text'>, string> = {
  int: 'integer',
  float8: 'float8',
  numeric: 'numeric',
  bool: 'boolean',
};

function cell(type: ColumnType, index: number): string {
  if (type === 'jsonb') return `r->${index}`;
  if (type === 'text') return `r->>${index}`;
  return `(r->>${index})::${CAST[type]}`;
}

/** The rows of parameter `$placeholder` as a relation `v` with the columns of `spec`. */
export function rowsFrom(spec: ColumnSpec, placeholder: number): string {
  const columns = spec.map(([name, type], index) => `${cell(type, index)} AS ${name}`);
  return `(SELECT ${columns.join(', ')} FROM jsonb_array_elements($${placeholder}::jsonb) AS r) AS v`;
}

/**
 * Runs `statement(from)` once per chunk of rows, where `from` is the relation `v` of the chunk;
 * `extra` parameters come first ($1...), the chunk after them. A row is an array in `spec` order;
 * a jsonb cell is any JSON value (not a string of it).
 */
export async function forEachChunk(
  tx: Queryable,
  spec: ColumnSpec,
  rows: readonly (readonly unknown[])[],
  statement: (from: string) => string,
  extra: readonly unknown[] = [],
): Promise<void> {
  const sql = statement(rowsFrom(spec, extra.length + 1));
  for (let first = 0; first < rows.length; first += CHUNK_ROWS) {
    await tx.query(sql, [...extra, JSON.stringify(rows.slice(first, first + CHUNK_ROWS))]);
  }
}
