// The one way to write texts (docs/adding-a-resource.md, "Texts"): a screen's texts are its
// declaration's `messages`; a message section is only for what no single screen owns. Every
// section file under src/screens/ must be one of the shared vocabularies below and be read by more
// than one screen's code, so a screen that puts its texts in a section of its own fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_SECTIONS } from '../../src/messageSections';

const ROOT = join(__dirname, '..', '..');
const SCREENS = join(ROOT, 'src', 'screens');

/** The vocabularies several screens share, with the screen folders that read each. */
const SHARED: Record<string, string> = {
  orders: 'every order list, the order detail and the order notices',
  liveMap: 'both live maps and the active orders’ live status',
  workerProgram: 'the courier and the picker program',
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });

describe('texts', () => {
  it('live in a screen’s declaration; a section under src/screens/ is a shared vocabulary', () => {
    const sectionFiles = filesUnder(SCREENS).filter((file) => file.endsWith('messages.ts'));
    const paths = sectionFiles.map((file) => /defineMessages\('([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1]);
    expect(paths.sort()).toEqual(Object.keys(SHARED).sort());
  });

  it('of a shared vocabulary are read by more than one screen or part', () => {
    // what reads a section: each screen kind and list's parts loaded from a folder that reads it
    // (src/screens/catalogue.ts), and each other part of the panel (a widget, the layout)
    const catalogue = readFileSync(join(SCREENS, 'catalogue.ts'), 'utf8');
    const kindsOf = (folder: string) => [...catalogue.matchAll(/'([a-z0-9-]+)': \(\) => import\('\.\/([A-Za-z0-9]+)\//g)].filter((match) => match[2] === folder).map((match) => match[1]);
    const code = filesUnder(join(ROOT, 'src')).filter((file) => !file.endsWith('messages.ts'));
    for (const path of Object.keys(SHARED)) {
      const readers = new Set(
        code
          .filter((file) => new RegExp(`['\`]${path}\\.`).test(readFileSync(file, 'utf8')))
          .flatMap((file) => {
            const [top, folder] = relative(join(ROOT, 'src'), file).split('/');
            return top === 'screens' ? kindsOf(folder!) : [`${top}/${folder}`];
          }),
      );
      expect(readers.size, `${path}: ${[...readers].join(', ')}`).toBeGreaterThan(1);
    }
  });

  it('every section the panel merges is listed once', () => {
    const paths = MESSAGE_SECTIONS.map((section) => section.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of Object.keys(SHARED)) expect(paths).toContain(path);
  });
});
