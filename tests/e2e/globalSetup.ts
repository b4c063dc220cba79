import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPanel, seedDataDir, startApp, type RunningApp } from '../../scripts/appProcess';
import { e2eAppCount } from './appCount';
import { E2E_APP_ENV, SEEDED_AHEAD_VARIABLE, seededMarker } from './appEnv';
import { launchBrowserServer } from './browserServer';

/** One app the browser tests of one worker talk to (tests/e2e/browser.ts picks it). */
export interface E2eApp {
  baseURL: string;
  dataDir: string;
  /** The built panel the gateway serves (with Vite's manifest in .vite/manifest.json). */
  panelDir: string;
  /** Where each demo user's stored sign-in is kept for the run (tests/e2e/browser.ts). */
  stateDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One app per test worker: files running at once never see each other's data. */
    apps: E2eApp[];
    /** The run's one Chromium, which every test file connects to (tests/e2e/browser.ts). */
    browserEndpoint: string;
  }
}

/**
 * Starts the app the README's way (build the panel, start the gateway with demo data) on a free
 * port with a DATA_DIR of its own, once per worker for the whole e2e run: the demo data is seeded
 * once (`npm run seed`'s way) and each app starts on a copy, as a gateway finding data does. The
 * apps serve one build: the one `npm test` made beside the typecheck (E2E_PANEL_DIR), or one made
 * here. One Chromium serves every file: each file connects to it and opens its own contexts.
 */
export default async function setup(project: TestProject) {
  const env = E2E_APP_ENV;
  const started = Date.now();
  const given = process.env.E2E_PANEL_DIR;
  const ownBuild = given && existsSync(`${given}/index.html`) ? null : mkdtempSync(join(tmpdir(), 'franchise-e2e-panel-'));
  const builtPanelDir = ownBuild ?? given!;
  const browserServer = launchBrowserServer();
  const stopBrowser = () => browserServer.then((server) => server.close()).catch(() => undefined);
  let running: RunningApp[] = [];
  // the demo data seeded once (the panel built meanwhile), each app starting on a copy of it:
  // seeded ahead by `npm test` when it could, or here
  const ahead = process.env[SEEDED_AHEAD_VARIABLE];
  const seededAhead = ahead && existsSync(seededMarker(ahead)) ? ahead : undefined;
  let seeded: string | undefined;
  try {
    [seeded] = await Promise.all([seededAhead ?? seedDataDir(env), ownBuild ? buildPanel(ownBuild) : undefined]);
    const starting = await Promise.allSettled(Array.from({ length: e2eAppCount() }, () => startApp(env, { builtPanelDir, seededDataDir: seeded })));
    running = starting.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = starting.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    project.provide('browserEndpoint', (await browserServer).wsEndpoint());
  } catch (error) {
    await Promise.all(running.map((app) => app.stop()));
    await stopBrowser();
    if (ownBuild) rmSync(ownBuild, { recursive: true, force: true });
    throw error;
  } finally {
    // a folder seeded ahead is npm test's to remove
    if (seeded && !seededAhead) rmSync(seeded, { recursive: true, force: true });
  }
  const apps = running.map((app: RunningApp) => ({
    baseURL: app.baseURL,
    dataDir: app.dataDir,
    panelDir: app.panelDir,
    stateDir: mkdtempSync(join(tmpdir(), 'franchise-e2e-state-')),
  }));
  project.provide('apps', apps);
  console.log(`e2e: ${apps.length} apps and Chromium ready in ${((Date.now() - started) / 1000).toFixed(1)}s${ownBuild ? ' (panel built here)' : ''}${seededAhead ? ' (demo data seeded ahead)' : ''}`);
  return async () => {
    await Promise.all(running.map((app) => app.stop()));
    await stopBrowser();
    for (const app of apps) rmSync(app.stateDir, { recursive: true, force: true });
    if (ownBuild) rmSync(ownBuild, { recursive: true, force: true });
  };
}
