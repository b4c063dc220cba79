import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, openSession, panelDir, signedInSession } from './browser';

// A bare react-admin 5 app loads about 315 KB gzip; with every route registered we must not exceed it.
const BUDGET_BYTES = 315 * 1024;
// The sign-in page, the first page of most visits, loads before react-admin and MUI (issue #9:
// a phone draws it fast): React and the form only.
const SIGN_IN_BUDGET_BYTES = 100 * 1024;
// The live map (where "/" sends the owner) is the heaviest screen: Leaflet, the canvas layer, the
// socket client. It loads lazily after the shell, within its own budget.
const LIVE_MAP_BUDGET_BYTES = 100 * 1024;
// The shell's own lazy parts (menu icons, the order notices, the realtime client) load beside the
// first screen: small, and counted too.
const SHELL_LAZY_BUDGET_BYTES = 10 * 1024;

interface ManifestChunk {
  name?: string;
  isDynamicEntry?: boolean;
  dynamicImports?: string[];
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const readManifest = (): Manifest => JSON.parse(readFileSync(join(panelDir(), '.vite', 'manifest.json'), 'utf8')) as Manifest;

/**
 * The files of `roots` and of everything they import statically (and, with `lazy`, dynamically
 * too), not going past the files of `known` (what another part already loads).
 */
function closure(manifest: Manifest, roots: string[], lazy: boolean, known = new Set<string>()): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`) || known.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const next of [...(chunk.imports ?? []), ...(lazy ? (chunk.dynamicImports ?? []) : [])]) visit(next);
  };
  roots.forEach(visit);
  return files;
}

/**
 * The built files of the panel's shell, from Vite's manifest: the entry and its static imports,
 * and the panel it loads for a signed-in visit (src/startPanel.tsx) with its static imports.
 */
function shellFiles(manifest: Manifest): Set<string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  return closure(manifest, [...entries, lazyChunk(manifest, 'startPanel')], false);
}

/** The key of a lazily loaded module's chunk (Vite keys it by its source, or by its file when it holds shared modules). */
function lazyChunk(manifest: Manifest, name: string): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.name === name && manifest[candidate]!.isDynamicEntry);
  expect(key, `${name} is a chunk of its own`).toBeDefined();
  return key!;
}

/** The live map screen's files: its page and all it loads, statically or lazily, beyond the shell. */
function liveMapFiles(manifest: Manifest, shell: Set<string>): Set<string> {
  return closure(manifest, [lazyChunk(manifest, 'LiveMapPage')], true, shell);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Loads a URL in a fresh page, waits until `ready` (the screen the user came for is drawn: never
 * network idleness, which can come before a lazy screen asks for its chunks) and returns the
 * gzip size of every script fetched until then.
 */
async function scriptBytes(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<{ total: number; files: string[]; sizes: { path: string; size: number }[]; encodings: string[] }> {
  const encodings: string[] = [];
  const bodies: Promise<{ url: string; size: number }>[] = [];
  // what arrives after `ready` (a later lazy part) is not this load's: its body could be read only
  // after the test closed the page, an unhandled rejection
  let measuring = true;
  page.on('response', (response) => {
    if (measuring && response.request().resourceType() === 'script') {
      const encoding = response.headers()['content-encoding'] ?? 'none';
      bodies.push(
        response.body().then((body) => {
          // the build leaves files under 1 KB as they are (scripts/build/precompress.ts)
          if (body.length >= 1024) encodings.push(`${new URL(response.url()).pathname} ${encoding}`);
          return { url: response.url(), size: gzipSync(body, { level: 9 }).length };
        }),
      );
    }
  });
  await page.goto(url);
  await ready(page);
  measuring = false;
  const scripts = await Promise.all(bodies);
  return {
    total: scripts.reduce((sum, script) => sum + script.size, 0),
    files: scripts.map((script) => `${new URL(script.url).pathname} ${(script.size / 1024).toFixed(1)} KB`),
    sizes: scripts.map((script) => ({ path: new URL(script.url).pathname, size: script.size })),
    encodings,
  };
}

it('the first page a visitor opens, the sign-in page, loads at most 100 KB of gzipped JavaScript', async () => {
  const { page, context } = await openSession(browser);
  const { total, files, encodings } = await scriptBytes(page, '/login', (login) => login.getByRole('button', { name: /sign in/i }).waitFor());
  // and it goes out compressed: brotli, as the build wrote it, for a browser that takes it
  expect(encodings.length).toBeGreaterThan(0);
  expect(encodings.filter((line) => !line.endsWith(' br'))).toEqual([]);
  console.log(`first load of /login: ${(total / 1024).toFixed(1)} KB gzip\n  ${files.join('\n  ')}`);
  expect(files.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(SIGN_IN_BUDGET_BYTES);
  await context.close();
});

it('a signed-in user reopening the panel loads at most 315 KB of gzipped JavaScript before the live map screen, and the map within its own budget', async () => {
  const { page, context } = await signedInSession(browser, 'owner');
  // the live map has drawn its stores: every chunk it needs has arrived
  const mapDrawn = async (map: Page) => {
    await map.waitForURL((url) => url.pathname === '/map/live');
    await map.waitForFunction(() => Number(document.querySelector('.leaflet-container')?.getAttribute('data-warehouses')) > 0);
  };
  const { total, files, sizes } = await scriptBytes(page, '/', mapDrawn);
  const manifest = readManifest();
  const shell = shellFiles(manifest);
  const map = liveMapFiles(manifest, shell);
  const sum = (list: { size: number }[]) => list.reduce((bytes, script) => bytes + script.size, 0);
  const shellBytes = sum(sizes.filter((script) => shell.has(script.path)));
  const screenBytes = sum(sizes.filter((script) => !shell.has(script.path) && map.has(script.path)));
  // what the shell loads lazily beside the screen: menu icons, order notices, the realtime client
  const shellLazyBytes = sum(sizes.filter((script) => !shell.has(script.path) && !map.has(script.path)));
  console.log(
    `first load of / when signed in: ${(total / 1024).toFixed(1)} KB gzip in all; the shell ${(shellBytes / 1024).toFixed(1)} KB ` +
      `and its lazy parts ${(shellLazyBytes / 1024).toFixed(1)} KB, the live map screen ${(screenBytes / 1024).toFixed(1)} KB\n  ${files.join('\n  ')}`,
  );
  expect(shellBytes).toBeGreaterThan(0);
  expect(screenBytes, 'the live map loads its own chunks').toBeGreaterThan(0);
  expect(shellBytes).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(shellLazyBytes).toBeLessThanOrEqual(SHELL_LAZY_BUDGET_BYTES);
  expect(screenBytes).toBeLessThanOrEqual(LIVE_MAP_BUDGET_BYTES);
  await context.close();
});
