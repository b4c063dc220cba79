// The build swaps some of react-admin's imports for smaller equivalents (vite.config.ts): the
// CSV exporter loaded when an export runs, lodash's CommonJS functions for their ES modules. Each
// stand-in must answer as the library it replaces, for every import react-admin makes of it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Alias } from 'vite';
import config from '../../vite.config';
import jsonExportOnDemand from '../../scripts/build/native/jsonexport-on-demand.js';

type JsonExport = (rows: unknown[], callback: (error: unknown, csv: string) => void) => unknown;

const aliases = (config.resolve?.alias ?? []) as Alias[];

/** What the build's aliases make of an import specifier. */
function aliased(specifier: string): string {
  const alias = aliases.find(({ find }) => (typeof find === 'string' ? specifier === find || specifier.startsWith(`${find}/`) : find.test(specifier)));
  return alias ? specifier.replace(alias.find, alias.replacement) : specifier;
}

/** Every `from '…'` specifier of the JavaScript files under `dir`. */
function importsUnder(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...importsUnder(path));
    else if (name.endsWith('.js')) for (const match of readFileSync(path, 'utf8').matchAll(/from ['"]([^'"]+)['"]/g)) found.push(match[1]!);
  }
  return found;
}

const csvOf = (exporter: JsonExport, rows: unknown[]) => new Promise<string>((resolve, reject) => void exporter(rows, (error, csv) => (error ? reject(error) : resolve(csv))));

describe("react-admin's default CSV exporter", () => {
  it('is the stand-in in the build, which writes what jsonexport writes', async () => {
    expect(aliased('jsonexport/dist/index.js')).toMatch(/scripts\/build\/native\/jsonexport-on-demand\.js$/);
    // the library itself, as react-admin imports it (a name in a variable: it has no types)
    const library = 'jsonexport/dist/index.js';
    const { default: real } = (await import(library)) as { default: JsonExport };
    const rows = [
      { id: 1, name: 'Kadıköy, "Moda"', tags: ['a', 'b'], nested: { city: 'İstanbul' } },
      { id: 2, name: 'Line\nbreak', active: true },
    ];
    const csv = await csvOf(jsonExportOnDemand as JsonExport, rows);
    expect(csv).toBe(await csvOf(real, rows));
    expect(csv.split('\n')[0]).toBe('id,name,tags,nested.city,active');
  });
});

describe("react-admin's lodash functions", () => {
  const specifiers = [...new Set(['ra-core', 'ra-ui-materialui'].flatMap((name) => importsUnder(join('node_modules', name, 'dist'))))].filter((specifier) => /^lodash(\/|$)/.test(specifier));

  it('are each taken from lodash-es, the same function as an ES module', async () => {
    expect(specifiers.length).toBeGreaterThan(5);
    for (const specifier of specifiers) {
      const swapped = aliased(specifier);
      expect(swapped, specifier).toMatch(/^lodash-es\/\w+\.js$/);
      const [{ default: esm }, { default: cjs }] = (await Promise.all([import(swapped), import(specifier)])) as [{ default: unknown }, { default: unknown }];
      expect(typeof esm, specifier).toBe('function');
      expect((esm as (...args: unknown[]) => unknown).length, specifier).toBe((cjs as (...args: unknown[]) => unknown).length);
    }
  });

  it('answer as lodash does', async () => {
    const [{ default: get }, { default: set }, { default: isEqual }, { default: merge }] = await Promise.all([
      import(aliased('lodash/get.js')),
      import(aliased('lodash/set.js')),
      import(aliased('lodash/isEqual.js')),
      import(aliased('lodash/merge.js')),
    ]);
    expect(get({ a: [{ b: 2 }] }, 'a[0].b')).toBe(2);
    expect(set({}, 'a.b[1]', 3)).toEqual({ a: { b: [undefined, 3] } });
    expect(isEqual({ a: [1, { b: new Date(0) }] }, { a: [1, { b: new Date(0) }] })).toBe(true);
    expect(merge({ a: { b: 1 } }, { a: { c: 2 } })).toEqual({ a: { b: 1, c: 2 } });
  });
});

describe('react-is', () => {
  it("is React 19's for hoist-non-react-statics too, which answers its three names as its own copy does", async () => {
    const swapped = aliased('react-is');
    expect(swapped).toMatch(/node_modules\/react-is\/index\.js$/);
    // the copy hoist-non-react-statics brings (in a variable: a path, not a typed package)
    const own = 'hoist-non-react-statics/node_modules/react-is/index.js';
    const [{ default: react19 }, { default: react16 }, { forwardRef, memo }] = await Promise.all([import(swapped), import(own), import('react')]);
    expect(react19.ForwardRef).toBe(react16.ForwardRef);
    expect(react19.Memo).toBe(react16.Memo);
    const Plain = () => null;
    for (const component of [memo(Plain), forwardRef(Plain), Plain]) expect(react19.isMemo(component)).toBe(react16.isMemo(component));
  });
});
