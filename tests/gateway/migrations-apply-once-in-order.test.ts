import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../gateway/db/db';
import { loadMigrations, migrate } from '../../gateway/db/migrate';
import { emptyDb } from './helpers';

let db: Db;
let dir: string;
beforeAll(async () => {
  db = await emptyDb();
  dir = mkdtempSync(join(tmpdir(), 'gateway-migrations-'));
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('the shipped ones apply once, in order, and are recorded', async () => {
    const shipped = loadMigrations();
    expect(shipped[0]).toMatchObject({ version: 1, name: 'core' });
    expect(await migrate(db)).toEqual(shipped.map((migration) => migration.version));
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ version: number; name: string }>(
      `SELECT version, name FROM schema_migrations ORDER BY version`,
    );
    expect(rows).toEqual(shipped.map(({ version, name }) => ({ version, name })));
  });

  it('a failing migration rolls back whole, is not recorded, and the ones before it stay', async () => {
    // Versions past the shipped ones, so the test keeps working as migrations are added.
    const shipped = loadMigrations().map((migration) => migration.version);
    writeFileSync(join(dir, '901_add_notes.sql'), 'CREATE TABLE notes (id text PRIMARY KEY);');
    writeFileSync(join(dir, '910_broken.sql'), 'CREATE TABLE half_done (id text); SELECT * FROM no_such_table;');
    const migrations = [...loadMigrations(), ...loadMigrations(dir)];
    expect(migrations.map((migration) => migration.version)).toEqual([...shipped, 901, 910]);
    await expect(migrate(db, migrations)).rejects.toThrow(/no_such_table/);
    const tables = await db.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE tablename IN ('notes', 'half_done')`,
    );
    expect(tables.rows.map((row) => row.tablename)).toEqual(['notes']);
    const versions = await db.query<{ version: number }>(`SELECT version FROM schema_migrations ORDER BY version`);
    expect(versions.rows.map((row) => row.version)).toEqual([...shipped, 901]);
  });

  it('refuses two migrations with one version and files not named NNN_name.sql', () => {
    const clash = mkdtempSync(join(tmpdir(), 'gateway-migrations-clash-'));
    try {
      writeFileSync(join(clash, '003_a.sql'), 'SELECT 1;');
      writeFileSync(join(clash, '003_b.sql'), 'SELECT 1;');
      expect(() => loadMigrations(clash)).toThrow('two migrations share version 3');
      writeFileSync(join(clash, 'latest.sql'), 'SELECT 1;');
      expect(() => loadMigrations(clash)).toThrow(/must be named NNN_name.sql/);
    } finally {
      rmSync(clash, { recursive: true, force: true });
    }
  });
});
