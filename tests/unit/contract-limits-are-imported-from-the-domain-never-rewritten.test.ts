// The wire contract's limits are defined once in src/domain and read from there by the gateway
// that enforces them and by the panel that keeps within them. Two checks: the modules that apply
// a limit import it from its domain module (so a copy cannot drift), and no file of the gateway,
// the screens, the framework or the dataProvider declares its own constant with a limit's value.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LIVE_MAP_REQUEST_LIMIT, MAX_PAGE_SIZE, PAGE_SIZES } from '../../src/domain/constants';
import { ORDER_COUNT_MAX_BUCKETS, ORDER_COUNT_MAX_DAYS } from '../../src/domain/orderCountLimits';

/** Each limit, its domain module, and the modules that must read it from there. */
const CONTRACT = [
  { name: 'ORDER_COUNT_MAX_BUCKETS', module: 'src/domain/orderCountLimits', readers: ['gateway/routes/order-counts.ts'] },
  { name: 'ORDER_COUNT_MAX_DAYS', module: 'src/domain/orderCountLimits', readers: ['gateway/routes/order-counts.ts'] },
  { name: 'orderCountBucketEstimate', module: 'src/domain/orderCountLimits', readers: ['gateway/routes/order-counts.ts'] },
  { name: 'orderCountMaxDays', module: 'src/domain/orderCountLimits', readers: ['src/screens/orderStats/ranges.ts'] },
  { name: 'LIVE_MAP_REQUEST_LIMIT', module: 'src/domain/constants', readers: ['gateway/routes/orders.ts', 'src/screens/liveMap/data/api.ts'] },
  {
    name: 'MAX_PAGE_SIZE',
    module: 'src/domain/constants',
    readers: ['gateway/rest/query.ts', 'gateway/routes/call-schemas.ts', 'src/domain/orderHistoryCall.ts', 'src/domain/declaration/reportMapping.ts'],
  },
] as const;

/** A constant named like one of these, set to its value, is a copy of the contract's. */
const COPIES = [
  { value: ORDER_COUNT_MAX_BUCKETS, name: /bucket/i },
  { value: ORDER_COUNT_MAX_DAYS, name: /./ },
  { value: LIVE_MAP_REQUEST_LIMIT, name: /live_?map/i },
  { value: MAX_PAGE_SIZE, name: /max_?page|page_?(size_?)?max/i },
];
const SCANNED = /^(gateway|src\/screens|src\/framework|dataProvider)\/.*\.tsx?$/;

const parse = (file: string, text = readFileSync(file, 'utf8')) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);

/** The names a file imports from `module` (a path from the repository root, without extension). */
function importedNames(file: string, module: string): string[] {
  const source = parse(file);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = new URL(statement.moduleSpecifier.text, `file:///${file}`).pathname.slice(1);
    if (target !== module) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) names.push(...bindings.elements.map((element) => (element.propertyName ?? element.name).text));
  }
  return names;
}

/** Whether a file could hold a copy at all: a limit's value and a name like it, both in its text. */
const mayHoldCopy = (text: string) => COPIES.some((copy) => new RegExp(`\\b${copy.value}\\b`).test(text) && copy.name.test(text));

/** `NAME = 400` or `name: 400` (constants, properties) set to a limit's value under a name like it. */
function copiesIn(file: string, text = readFileSync(file, 'utf8')): string[] {
  if (!mayHoldCopy(text)) return [];
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const named =
      (ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node)) && node.initializer && ts.isNumericLiteral(node.initializer)
        ? { name: node.name.getText(), value: Number(node.initializer.text) }
        : null;
    if (named && COPIES.some((copy) => copy.value === named.value && copy.name.test(named.name))) found.push(`${file}: ${named.name} = ${named.value}`);
    // a day limit is distinctive enough to be refused wherever it is written
    if (ts.isNumericLiteral(node) && Number(node.text) === ORDER_COUNT_MAX_DAYS && !named) found.push(`${file}: ${node.parent.getText()}`);
    ts.forEachChild(node, visit);
  };
  visit(parse(file, text));
  return found;
}

describe('the contract limits', () => {
  it('are derived where the contract says: the largest page is the largest page size offered', () => {
    expect(MAX_PAGE_SIZE).toBe(Math.max(...PAGE_SIZES));
  });

  for (const { name, module, readers } of CONTRACT) {
    it.each(readers)(`${name} is imported by %s from ${module}`, (reader) => {
      expect(importedNames(reader, module)).toContain(name);
    });
  }

  it('are not written again as constants in the gateway, the screens, the framework or the dataProvider', () => {
    const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => SCANNED.test(file));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => copiesIn(file))).toEqual([]);
  }, 30_000);

  it('a copy is found, under its old names too', () => {
    expect(copiesIn('gateway/routes/planted.ts', 'export const MAX_BUCKETS = 400;\nconst LIVE_MAP_MAX_LIMIT = 1000;\nconst HISTORY_MAX_PAGE = 100;')).toHaveLength(3);
    expect(copiesIn('gateway/routes/planted.ts', 'const range = dateRange(a, b, 3660);')).toEqual(['gateway/routes/planted.ts: dateRange(a, b, 3660)']);
    // the same numbers meaning something else are no copy
    expect(copiesIn('gateway/routes/planted.ts', 'const PANEL_WIDTH = 400;\nconst PICKER_FILTER_MAX_LIMIT = 1000;\nconst FREE = 100;')).toEqual([]);
  });
});
