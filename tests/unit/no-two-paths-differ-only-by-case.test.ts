// On a case-insensitive file system (macOS, Windows) two paths that differ only by case are one
// file, and an import without its extension ('./weekGrid') may open the other module
// ('WeekGrid.tsx'). So no two tracked paths may be equal once lower-cased, with or without their
// script extension.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const SCRIPT_EXTENSION = /\.(?:[cm]?[jt]sx?)$/;

/** Groups of paths that one case-insensitive file system or module resolver would confuse. */
function caseClashes(paths: readonly string[]): string[][] {
  const byKey = new Map<string, Set<string>>();
  for (const path of paths) {
    for (const key of new Set([path.toLowerCase(), path.replace(SCRIPT_EXTENSION, '').toLowerCase()])) {
      byKey.set(key, (byKey.get(key) ?? new Set()).add(path));
    }
  }
  const groups = [...byKey.values()].filter((group) => group.size > 1).map((group) => [...group].sort());
  // a.ts and A.ts clash with and without their extension: report them once
  return [...new Map(groups.map((group) => [group.join('\n'), group])).values()];
}

describe('tracked paths', () => {
  it('are told apart by a case-insensitive file system and module resolver', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\0').filter(Boolean);
    expect(tracked.length).toBeGreaterThan(100);
    expect(caseClashes(tracked)).toEqual([]);
  });

  it('clash when they differ only by case, or by case and a script extension', () => {
    expect(caseClashes(['src/widgets/headerWidgets.ts', 'src/widgets/HeaderWidgets.tsx', 'src/a.ts'])).toEqual([
      ['src/widgets/HeaderWidgets.tsx', 'src/widgets/headerWidgets.ts'],
    ]);
    expect(caseClashes(['docs/Readme.md', 'docs/README.md'])).toEqual([['docs/README.md', 'docs/Readme.md']]);
    expect(caseClashes(['src/a.ts', 'src/A.ts'])).toEqual([['src/A.ts', 'src/a.ts']]);
    // the same name in two folders, or one module with its test, is no clash
    expect(caseClashes(['a/index.ts', 'b/index.ts', 'src/x.ts', 'src/x.test.ts', 'src/y.css', 'src/y.ts'])).toEqual([]);
  });
});
