import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApp } from '../../scripts/appProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    /** The built panel the gateway serves (with Vite's manifest in .vite/manifest.json). */
    panelDir: string;
    /** Where each demo user's stored sign-in is kept for the run (tests/e2e/browser.ts). */
    stateDir: string;
  }
}

/**
 * Starts the app the README's way (`npm start`: build the panel, start the gateway with demo
 * data) on a free port with a fresh DATA_DIR, once for the whole e2e run.
 */
export default async function setup(project: TestProject) {
  const app = await startApp({
    // The simulator is built but only moves when a test asks (tests/e2e/gatewayHooks.ts), so every screen is deterministic.
    SIMULATOR: 'manual',
    TEST_HOOKS: 'on',
    // Browser tests sign the same demo users in dozens of times a minute; the limits have their own gateway tests.
    RATE_LIMIT_PER_USERNAME: '10000',
    RATE_LIMIT_PER_IP: '10000',
    // Stored sign-ins are shared by many tests: an access token that outlives the run means none
    // of them ever refreshes, so the rotating refresh token is never used twice.
    ACCESS_TOKEN_TTL_SECONDS: '7200',
  });
  project.provide('baseURL', app.baseURL);
  project.provide('dataDir', app.dataDir);
  project.provide('panelDir', app.panelDir);
  const stateDir = mkdtempSync(join(tmpdir(), 'franchise-e2e-state-'));
  project.provide('stateDir', stateDir);
  return async () => {
    await app.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
}
