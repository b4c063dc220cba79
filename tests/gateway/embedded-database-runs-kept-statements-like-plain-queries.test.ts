// The embedded database keeps parameterised statements prepared (gateway/db/pglite-statements.ts)
// and, in the gateway, runs on a thread of its own (pglite-thread.ts). Either way it must answer
// exactly as PGlite's own query() does, fail with PostgreSQL's error and code and stay usable,
// never run a statement inside another caller's open transaction, commit and roll back as asked,
// survive a table changing under a kept statement, and stay correct past the number it keeps.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../gateway/db/db';
import { openPgliteDb } from '../../gateway/db/pglite';
import { openPgliteThread } from '../../gateway/db/pglite-thread';

describe.each([
  ['in process', openPgliteDb],
  ['on its own thread', openPgliteThread],
] as const)('the embedded database %s', (_where, open) => {
let db: Db;
let plain: PGlite;
beforeAll(async () => {
  db = await open();
  plain = await PGlite.create();
  for (const target of [db, plain]) {
    await target.exec(`CREATE TABLE things (id text PRIMARY KEY, n int, at timestamptz, tags text[], doc jsonb, amount numeric(10,2), ok boolean);
      INSERT INTO things VALUES ('a', 1, '2026-01-02T03:04:05Z', '{x,y}', '{"k": [1, 2]}', 12.5, true), ('b', NULL, NULL, NULL, NULL, NULL, NULL);`);
  }
});
afterAll(async () => {
  await db.close();
  await plain.close();
});

it('answers every type as PGlite query() does, for the same parameters', async () => {
  const cases: [string, unknown[]][] = [
    ['SELECT * FROM things WHERE id = ANY($1::text[]) ORDER BY id', [['a', 'b']]],
    ['SELECT id, n + $1 AS m, at > $2 AS later FROM things WHERE id = $3', [10, new Date('2026-01-01T00:00:00Z'), 'a']],
    ['SELECT $1::jsonb AS doc, $2::int[] AS list, $3::text AS nothing', [{ a: [1, 'two'] }, [3, 4], null]],
    ['SELECT count(*)::int AS c FROM things WHERE ok IS NOT DISTINCT FROM $1', [true]],
  ];
  for (const [sql, params] of cases) {
    // twice: the first call prepares the statement, the second only binds and runs it
    const expected = (await plain.query(sql, params)).rows;
    expect((await db.query(sql, params)).rows, sql).toEqual(expected);
    expect((await db.query(sql, params)).rows, sql).toEqual(expected);
  }
});

it("fails with PostgreSQL's error and code, and the next statement runs", async () => {
  await expect(db.query('INSERT INTO things (id) VALUES ($1)', ['a'])).rejects.toMatchObject({ code: '23505' });
  await expect(db.query('SELEC id FROM things WHERE id = $1', ['a'])).rejects.toThrow(/syntax error/);
  await expect(db.query('SELECT n / $1 AS q FROM things WHERE id = $2', [0, 'a'])).rejects.toMatchObject({ code: '22012' });
  expect((await db.query('SELECT id FROM things WHERE id = $1', ['a'])).rows).toEqual([{ id: 'a' }]);
});

it("waits for another caller's transaction and never runs inside it", async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const inside = new Promise<void>((resolve) => (started = resolve));
  const transaction = db
    .transaction(async (tx) => {
      await tx.query("INSERT INTO things (id, n) VALUES ('t', 7)");
      started();
      await held;
      throw new Error('roll back');
    })
    .catch((error: Error) => error.message);
  await inside;
  // asked while the transaction holds its uncommitted row
  const count = db.query<{ c: number }>('SELECT count(*)::int AS c FROM things WHERE n = $1', [7]);
  let answered = false;
  void count.then(() => (answered = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(answered).toBe(false);
  release();
  expect(await transaction).toBe('roll back');
  expect((await count).rows).toEqual([{ c: 0 }]);
});

it('runs a statement again after its table changed under it', async () => {
  const sql = 'SELECT * FROM things WHERE id = $1';
  expect(Object.keys((await db.query<Record<string, unknown>>(sql, ['a'])).rows[0])).not.toContain('extra');
  await db.exec("ALTER TABLE things ADD COLUMN extra text DEFAULT 'e'");
  expect((await db.query<Record<string, unknown>>(sql, ['a'])).rows[0]).toMatchObject({ id: 'a', extra: 'e' });
});

it('stays correct past the number of statements it keeps', async () => {
  for (let i = 0; i < 300; i++) {
    const { rows } = await db.query<{ v: number }>(`SELECT $1::int + ${i} AS v`, [1]);
    expect(rows[0].v).toBe(i + 1);
  }
  // the first ones were closed to make room: asked again, they are prepared anew
  expect((await db.query<{ v: number }>('SELECT $1::int + 0 AS v', [5])).rows[0].v).toBe(5);
});

it('commits a transaction that ends well and rolls back one that throws', async () => {
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO things (id, n) VALUES ($1, $2)', ['kept', 1]);
  });
  await expect(
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO things (id, n) VALUES ($1, $2)', ['dropped', 2]);
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  // a statement failing inside rolls back the whole transaction, with the database's error
  await expect(
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO things (id, n) VALUES ($1, $2)', ['half', 3]);
      await tx.query('INSERT INTO things (id, n) VALUES ($1, $2)', ['kept', 4]);
    }),
  ).rejects.toMatchObject({ code: '23505', constraint: 'things_pkey' });
  const { rows } = await db.query<{ id: string }>('SELECT id FROM things WHERE id = ANY($1::text[]) ORDER BY id', [['kept', 'dropped', 'half']]);
  expect(rows).toEqual([{ id: 'kept' }]);
});
});
