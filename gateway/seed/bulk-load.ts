// Loading many rows the way PostgreSQL likes it: without the secondary indexes and foreign keys
// of the tables being filled, which are put back afterwards from their own definitions (so the
// migrations stay the one place that declares them). Building an index once and validating a
// foreign key with one join is many times faster than maintaining them row by row.
import type { Queryable } from '../db/db';

interface Deferred {
  indexes: { name: string; definition: string }[];
  foreignKeys: { table: string; name: string; definition: string }[];
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

async function readDefinitions(tx: Queryable, tables: readonly string[]): Promise<Deferred> {
  const foreignKeys = await tx.query<{ table: string; name: string; definition: string }>(
    `SELECT rel.relname AS table, con.conname AS name, pg_get_constraintdef(con.oid) AS definition
     FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid
     WHERE con.contype = 'f' AND rel.relname = ANY($1::text[]) AND rel.relnamespace = current_schema()::regnamespace
     ORDER BY rel.relname, con.conname`,
    [tables],
  );
  // Indexes that back a constraint (primary keys, unique keys) stay: they guard the data.
  const indexes = await tx.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition
     FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)
     ORDER BY i.tablename, i.indexname`,
    [tables],
  );
  return { indexes: indexes.rows, foreignKeys: foreignKeys.rows };
}

/** Runs `load` with the secondary indexes and foreign keys of `tables` set aside, then restores them. */
export async function withoutSecondaryIndexes<T>(tx: Queryable, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const deferred = await readDefinitions(tx, tables);
  for (const key of deferred.foreignKeys) await tx.query(`ALTER TABLE ${quote(key.table)} DROP CONSTRAINT ${quote(key.name)}`);
  for (const index of deferred.indexes) await tx.query(`DROP INDEX ${quote(index.name)}`);
  const result = await load();
  for (const index of deferred.indexes) await tx.query(index.definition);
  // Adding a foreign key checks every row once, in one query: a bad reference still fails the seed.
  for (const key of deferred.foreignKeys) {
    await tx.query(`ALTER TABLE ${quote(key.table)} ADD CONSTRAINT ${quote(key.name)} ${key.definition}`);
  }
  return result;
}
