import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredMessages } from '../../src/framework/entryMessages';
import { registry } from '../../src/registryOfResources';
import core from '../../src/i18n/en';
import { withSections } from '../../src/i18n/sections';
import { LAZY_MESSAGE_SECTIONS, MESSAGE_SECTIONS } from '../../src/messageSections';

const root = join(import.meta.dirname, '../..');

/**
 * The English catalogue as the panel merges it (ra.* is ra-language-english's, see the key test),
 * with the sections lazy views add when they load.
 */
const sections = [...MESSAGE_SECTIONS, ...(await Promise.all(LAZY_MESSAGE_SECTIONS.map((load) => load())))];
const english = withSections({ ...core, ...declaredMessages(registry, 'en') }, sections, 'en') as Record<string, unknown>;

/** A key names a message or a group of messages (`const T = 'app.framework.load_error'`, then `${T}.retry`). */
function defined(key: string): boolean {
  let node: unknown = english;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Every whole string literal in `code` that reads as a key of one of the catalogue's top-level
 * namespaces: translate('app.x'), titleKey: 'resources.y.title', labelKey, arrays of keys alike.
 * A key built at run time (`${T}.retry`) cannot be read here; its fixed part is checked.
 */
function literalKeys(code: string, namespaces: readonly string[]): string[] {
  const pattern = new RegExp(`(['"\`])((?:${namespaces.join('|')})\\.[\\w.-]*[\\w-])\\1`, 'g');
  return code
    .split('\n')
    .filter((line) => !/\buseStore\b/.test(line)) // react-admin's store keys ('liveMap.city') name no message
    .flatMap((line) => [...line.matchAll(pattern)].map((match) => match[2]));
}

const namespaces = Object.keys(english);

/** `file: key` for every literal key in `sources` ([file, code]) that the catalogue lacks. */
function undefinedKeys(sources: readonly (readonly [string, string])[]): string[] {
  return sources.flatMap(([file, code]) =>
    literalKeys(code, namespaces)
      .filter((key) => !defined(key))
      .map((key) => `${file}: ${key}`),
  );
}

describe('translation keys', () => {
  const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'resources'))];
  const sources = files.map((file) => [relative(root, file), readFileSync(file, 'utf8')] as const);

  it('reads the keys in the code: translate calls, titleKey and labelKey, prefixes', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['ra', 'app', 'resources', 'pages', 'enum', 'liveMap', 'orders', 'sticky']));
    const found = sources.flatMap(([, code]) => literalKeys(code, namespaces));
    expect(found.length).toBeGreaterThan(150);
    expect(literalKeys(`translate('app.login.sign_in'); x = { titleKey: "resources.vehicles.title" }; y = \`sticky.badge\`;`, namespaces)).toEqual([
      'app.login.sign_in',
      'resources.vehicles.title',
      'sticky.badge',
    ]);
  });

  it('every key used in src/ and resources/ is defined in the English catalogue', () => {
    expect(undefinedKeys(sources)).toEqual([]);
  });

  it('fails on a key that is used but not defined, and on a store key only where it names no store', () => {
    const planted = `const title = translate('orders.detail.no_such_key');\nconst [city] = useStore('liveMap.city', null);\nlabelKey: 'app.login.sign_in',`;
    expect(undefinedKeys([['src/screens/orders/Planted.tsx', planted]])).toEqual(['src/screens/orders/Planted.tsx: orders.detail.no_such_key']);
    expect(undefinedKeys([['x.ts', `translate('liveMap.city')`]])).toEqual(['x.ts: liveMap.city']);
  });
});
