import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApp, type RunningApp } from '../../scripts/appProcess';
import { e2eAppCount } from './appCount';

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
  }
}

/**
 * Starts the app the README's way (`npm start`: build the panel, start the gateway with demo
 * data) on a free port with a fresh DATA_DIR, once per worker for the whole e2e run.
 */
export default async function setup(project: TestProject) {
  const env = {
    // The simulator is built but only moves when a test asks (tests/e2e/gatewayHooks.ts), so every screen is deterministic.
    SIMULATOR: 'manual',
    TEST_HOOKS: 'on',
    // Browser tests sign the same demo users in dozens of times a minute; the limits have their own gateway tests.
    RATE_LIMIT_PER_USERNAME: '10000',
    RATE_LIMIT_PER_IP: '10000',
    // Stored sign-ins are shared by many tests: an access token that outlives the run means none
    // of them ever refreshes, so the rotating refresh token is never used twice.
    ACCESS_TOKEN_TTL_SECONDS: '7200',
  };
  const started = await Promise.allSettled(Array.from({ length: e2eAppCount() }, () => startApp(env)));
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await Promise.all(running.map((app) => app.stop()));
    throw failed.reason;
  }
  const apps = running.map((app: RunningApp) => ({
    baseURL: app.baseURL,
    dataDir: app.dataDir,
    panelDir: app.panelDir,
    stateDir: mkdtempSync(join(tmpdir(), 'franchise-e2e-state-')),
  }));
  project.provide('apps', apps);
  return async () => {
    await Promise.all(running.map((app) => app.stop()));
    for (const app of apps) rmSync(app.stateDir, { recursive: true, force: true });
  };
}
