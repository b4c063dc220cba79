import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/**
 * Starts the app the README's way (`npm start`: build the panel, start the gateway with demo
 * data) on a free port with a fresh DATA_DIR, once for the whole e2e run.
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'franchise-e2e-'));
  // Its own build folder, so a second run (or `npm start` elsewhere) never rewrites the files it serves.
  const panelDir = mkdtempSync(join(tmpdir(), 'franchise-e2e-panel-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn('npm', ['start'], {
    cwd: process.cwd(),
    // NODE_ENV=test (set by vitest) would make Vite build React's development bundle.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PANEL_DIR: panelDir, LOG_LEVEL: 'warn',
      // The simulator is built but only moves when a test asks (tests/e2e/gatewayHooks.ts), so every screen is deterministic.
      SIMULATOR: 'manual', TEST_HOOKS: 'on',
      // Browser tests sign the same demo users in dozens of times a minute; the limits have their own gateway tests.
      RATE_LIMIT_PER_USERNAME: '10000', RATE_LIMIT_PER_IP: '10000',
      // Stored sign-ins are shared by many tests: an access token that outlives the run means none
      // of them ever refreshes, so the rotating refresh token is never used twice.
      ACCESS_TOKEN_TTL_SECONDS: '7200',
      // a production start needs it: reset e-mails link here
      PUBLIC_URL: baseURL },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  try {
    await waitForHealth(baseURL, child, 240_000);
  } catch (error) {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    rmSync(panelDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('panelDir', panelDir);
  const stateDir = mkdtempSync(join(tmpdir(), 'franchise-e2e-state-'));
  project.provide('stateDir', stateDir);
  return async () => {
    if (child.pid && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(panelDir, { recursive: true, force: true });
    rmSync(stateDir, { recursive: true, force: true });
  };
}
