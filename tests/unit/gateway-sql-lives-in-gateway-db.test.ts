import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Routes stay thin (issue #10): SQL lives in gateway/db/, one module per table family; routes,
// the REST layer, auth and the simulator call its typed functions. gateway/seed/ loads the demo
// data in bulk and may speak SQL itself. Read as text: a statement run outside gateway/db/ is a
// `.query(` / `.query<...>(` call, a `.exec(` of a string, a string that starts a statement, or a
// fragment one is built from (a join, a CASE, a comparison with a pasted value).
const ALLOWED = /^gateway\/(db|seed)\//;
// Files that may call .query() without SQL of their own, each with its reason.
const PASS_THROUGH: Record<string, string> = {
  'gateway/cluster/socket-events.ts': "hands the socket.io adapter the pool's query for the adapter's own NOTIFY statements",
};

const RUNS_SQL: [string, RegExp][] = [
  ['a .query() call', /\.query\s*(<[^>]*>)?\s*\(/],
  ['an .exec() of SQL text', /\.exec\s*\(\s*[`'"]/],
  ['a SQL statement in a string', /[`'"]\s*(SELECT|INSERT\s+INTO|UPDATE\s+\w+\s+(\w+\s+)?SET|DELETE\s+FROM|WITH\s+\w+\s+AS)\b/],
  // a piece of a statement kept elsewhere and pasted in by gateway/db/ (a condition, a join, a case)
  ['a SQL fragment in a string', /`[^`]*(\bJOIN\s+\w+\s+\w+\s+ON\b|\bCASE\s+(WHEN\b|\$\{)|\bBETWEEN\s+\$\{|\b\w\.\w+\s*(>=|<=|<|>|=)\s*\$\{)/],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|mjs)$/.test(entry.name) ? [relative('.', path).split('\\').join('/')] : [];
  });
}

/** "file:line  what" for every statement outside gateway/db/ and gateway/seed/. */
export function sqlOutsideDb(files: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    if (ALLOWED.test(file) || file in PASS_THROUGH) continue;
    text.split('\n').forEach((line, index) => {
      for (const [what, pattern] of RUNS_SQL) if (pattern.test(line)) found.push(`${file}:${index + 1}  ${what}`);
    });
  }
  return found;
}

describe('gateway SQL', () => {
  it('is run only by gateway/db/ (and the seed)', () => {
    const files = Object.fromEntries(sourceFiles('gateway').map((file) => [file, readFileSync(file, 'utf8')]));
    expect(Object.keys(files).length).toBeGreaterThan(50);
    expect(sqlOutsideDb(files)).toEqual([]);
  });

  it('is found in a route, whichever way it is run', () => {
    const planted = {
      'gateway/routes/planted.ts': [
        'const { rows } = await app.db.query<{ n: number }>(`SELECT 1`);',
        "await tx.exec('TRUNCATE orders');",
        'const sql = `UPDATE couriers c SET status = $2`;',
        'const match = /^Bearer (.+)$/.exec(header);',
        'export const ACTIVE = `o.status >= ${MIN} AND o.status < ${END}`;',
        'export const JOINS = `LEFT JOIN warehouses w ON w.id = o.warehouse_id`;',
        'export const CASES = `CASE WHEN NOT c.is_active THEN 100 ELSE 200 END`;',
        'const text = `${name} is between ${a} and ${b}`;',
      ].join('\n'),
      'gateway/db/planted.ts': 'await db.query(`SELECT 1`);',
      'gateway/seed/planted.ts': "await db.exec('DELETE FROM orders');",
    };
    expect(sqlOutsideDb(planted)).toEqual([
      'gateway/routes/planted.ts:1  a .query() call',
      'gateway/routes/planted.ts:1  a SQL statement in a string',
      'gateway/routes/planted.ts:2  an .exec() of SQL text',
      'gateway/routes/planted.ts:3  a SQL statement in a string',
      'gateway/routes/planted.ts:5  a SQL fragment in a string',
      'gateway/routes/planted.ts:6  a SQL fragment in a string',
      'gateway/routes/planted.ts:7  a SQL fragment in a string',
    ]);
  });
});
