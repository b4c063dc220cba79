// The gateway's modules import each other in one direction only: the layer rule (eslint/layers.js)
// keeps layers apart, and this walk finds a circle inside a layer too (type-only imports included,
// for they tie the files as tightly when read). Read with TypeScript's own import scanner.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mts)$/.test(entry.name) ? [resolve(path)] : [];
  });
}

/** The file of `files` a relative import names (`./query`, `./query.ts`, `./folder` for its index). */
function resolveImport(files: Record<string, string>, from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}/index.ts`, base.replace(/\.js$/, '.ts')].find((candidate) => candidate in files) ?? null;
}

/** The import graph of `files` (their contents by absolute path), relative imports only. */
export function importGraph(files: Record<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of Object.entries(files)) {
    const imports = ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
    const local = imports.filter((name) => name.startsWith('.')).map((name) => resolveImport(files, file, name));
    graph.set(file, local.filter((target): target is string => target !== null));
  }
  return graph;
}

/** Every circle as the files it passes through (strongly connected parts of more than one file, or a file importing itself). */
export function importCircles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let top: string;
    do {
      top = stack.pop()!;
      onStack.delete(top);
      part.push(top);
    } while (top !== file);
    if (part.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(part.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

describe('the gateway', () => {
  it('has no import circle', () => {
    const files = Object.fromEntries(sourceFiles('gateway').map((file) => [file, readFileSync(file, 'utf8')]));
    expect(Object.keys(files).length).toBeGreaterThan(100);
    const circles = importCircles(importGraph(files)).map((circle) => circle.map((file) => relative('.', file)));
    expect(circles).toEqual([]);
  });

  it('finds a planted circle, type-only imports included', () => {
    const graph = importGraph({
      '/g/db/records.ts': "import type { ListQuery } from '../rest/query';",
      '/g/rest/query.ts': "import { selectList } from '../db/records';",
      '/g/rest/schema.ts': "import type { ListQuery } from './query';",
    });
    expect(importCircles(graph)).toEqual([['/g/db/records.ts', '/g/rest/query.ts']]);
  });
});
