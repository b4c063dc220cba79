import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, openSession, panelDir, signedInSession } from './browser';

// A bare react-admin 5 app loads about 315 KB gzip; our shell, with every route registered, loads
// less: the declarations' shells and titles only (src/registryShell.ts), each screen's whole
// declaration and texts arriving with it.
const BUDGET_BYTES = 300 * 1024;
// The sign-in page, the first page of most visits, loads before react-admin and MUI (issue #9:
// a phone draws it fast): React and the form only.
const SIGN_IN_BUDGET_BYTES = 100 * 1024;
// The live map (where "/" sends the owner) is the heaviest screen: Leaflet, the canvas layer, its
// declaration with its texts, and the socket client (which may come before or after the stores are
// drawn). It loads lazily after the shell, within its own budget.
const LIVE_MAP_BUDGET_BYTES = 104 * 1024;
// The shell's own lazy parts (menu icons, the order notices, the realtime client) load beside the
// first screen: small, and counted too.
const SHELL_LAZY_BUDGET_BYTES = 10 * 1024;
// A signed-in first load of a list screen: every chunk it asks for until its first rows are drawn
// (issue #23 part 6; the boosted-feature modal, shown once a day, held back as in every test).
// Each budget is the load measured after the cuts of that issue, plus 3%. The goal is 300
// KB; still in the way, in gzip KB: MUI about 115 (@mui/material 94, its styles engine 18 with
// Emotion, icons 8), react-dom 72, the panel's own code about 60 (the registry's shells and
// titles 6: every screen's fields, texts and enumerations load with it), ra-ui-materialui 35,
// ra-core 31, react-router 29, react-hook-form 15, tanstack query 17, lodash-es 9, Popper 7 (the
// socket client, 13, loads once the first screen is drawn: src/framework/firstScreen.ts). Of these, the filter form drawn above the rows needs ra-core's forms,
// react-hook-form and the inputs. What no list shows at once loads when it is opened: an action's
// dialog and its form's inputs (src/framework/views/actions/LazyActionDialog.tsx), a date input's
// calendar, MUI X and date-fns, about 65 (src/framework/views/fields/LazyPickers.tsx: the input
// is a typed box until then).
const LIST_BUDGET_KB: Record<string, number> = {
  '/commercial/order/active': 444,
  '/fleet/vehicle/list': 438,
  '/staff/list': 445,
};

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

/**
 * Loads `url` in `page` and sizes (gzip) every script the page asked for until `drawn` first
 * matched. Both moments are taken in the browser (a MutationObserver, the requests' start times),
 * so what the panel asks for once the screen is drawn is left out however late the test notices
 * the drawing. Routing
 * every script turns the HTTP cache off: each one counts as fetched.
 */
async function scriptsUntilDrawn(page: Page, url: string, drawn: string): Promise<{ total: number; files: string[] }> {
  await page.route('**/*.js', (route) => route.continue());
  await page.addInitScript((selector) => {
    const mark = window as unknown as { drawnAt?: number };
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector)) return;
      mark.drawnAt = Date.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, drawn);
  const scripts: Promise<{ path: string; size: number; startedAt: number } | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const startedAt = response.request().timing().startTime;
    // a body still on its way when the page closes is not this load's
    scripts.push(response.body().then((body) => ({ path: new URL(response.url()).pathname, size: gzipSync(body, { level: 9 }).length, startedAt }), () => null));
  });
  await page.goto(url);
  const drawnAt = (await (await page.waitForFunction(() => (window as unknown as { drawnAt?: number }).drawnAt)).jsonValue()) as number;
  const needed = (await Promise.all(scripts)).filter((script) => script !== null && script.startedAt <= drawnAt) as { path: string; size: number }[];
  return {
    total: needed.reduce((sum, script) => sum + script.size, 0),
    files: needed.sort((a, b) => b.size - a.size).map((script) => `${script.path} ${(script.size / 1024).toFixed(1)} KB`),
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

it('a signed-in user reopening the panel loads at most 300 KB of gzipped JavaScript before the live map screen, and the map within its own budget', async () => {
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

it('a signed-in user opening the orders, vehicles or staff list loads at most its budget of gzipped JavaScript until the rows are drawn', async () => {
  const { context } = await signedInSession(browser, 'owner');
  for (const [url, budgetKb] of Object.entries(LIST_BUDGET_KB)) {
    const page = await context.newPage();
    // a table row or, on a narrow screen, a card: the list the user came for
    const { total, files } = await scriptsUntilDrawn(page, url, 'table tbody tr, [data-card-id]');
    console.log(`first load of ${url} when signed in: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} scripts (budget ${budgetKb} KB)\n  ${files.join('\n  ')}`);
    expect(files.length).toBeGreaterThan(0);
    expect(total, url).toBeLessThanOrEqual(budgetKb * 1024);
    await page.close();
  }
  await context.close();
});
