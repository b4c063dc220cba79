// Starts the app the README's way (`npm start`: build the panel, start the gateway with demo data)
// on a free port with a fresh DATA_DIR and PANEL_DIR, and stops it again: for the browser tests'
// global setup and for the benchmarks that need a served panel (Lighthouse).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningApp {
  baseURL: string;
  dataDir: string;
  /** The built panel the gateway serves (with Vite's manifest in .vite/manifest.json). */
  panelDir: string;
  /** Stops the gateway and removes its folders. */
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
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

async function kill(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null) return;
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
}

/** Builds the panel into `outDir` (a production build, as `npm start` makes). */
export function buildPanel(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: process.cwd(),
      // NODE_ENV=test (set by vitest) would make Vite build React's development bundle.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`the panel build exited with code ${code}`))));
  });
}

export interface StartOptions {
  /**
   * A panel already built (buildPanel) for the gateway to serve as it is: several apps of one
   * test run share one build instead of each building its own. Unset: `npm start` builds one.
   */
  builtPanelDir?: string;
  /**
   * A DATA_DIR seeded before (seedDataDir), copied as the app's own: apps of one test run start
   * from one seed instead of each seeding the same demo data. Unset: the app seeds on first start.
   */
  seededDataDir?: string;
  readyTimeoutMs?: number;
}

/**
 * Seeds the demo data into a DATA_DIR the way `npm run seed` does, with `env` (the apps' own
 * settings that shape the seed), and answers it for startApp's seededDataDir: `into` (made empty
 * first) or a new one. The caller removes it.
 */
export async function seedDataDir(env: Record<string, string> = {}, into?: string): Promise<string> {
  if (into) {
    rmSync(into, { recursive: true, force: true });
    mkdirSync(into, { recursive: true });
  }
  const dataDir = into ?? mkdtempSync(join(tmpdir(), 'franchise-seeded-'));
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn('node', ['--import', 'tsx', 'gateway/seed/cli.ts'], {
        cwd: process.cwd(),
        // NODE_ENV as this process has it: the seed links nothing, so it needs no PUBLIC_URL
        env: { ...process.env, LOG_LEVEL: 'warn', ...env, DATA_DIR: dataDir },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`seeding ${dataDir} exited with code ${code}`))));
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return dataDir;
}

/**
 * `env` adds to (or overrides) the environment the app gets on top of this process's. Started
 * the README's way (`npm start`), or, given a built panel, as `npm start` goes on after its build.
 */
export async function startApp(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'franchise-app-'));
  if (options.seededDataDir) cpSync(options.seededDataDir, dataDir, { recursive: true });
  // Its own build folder, so a second run (or `npm start` elsewhere) never rewrites the files it serves.
  const panelDir = options.builtPanelDir ?? mkdtempSync(join(tmpdir(), 'franchise-app-panel-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const [command, args] = options.builtPanelDir ? ['node', ['--import', 'tsx', 'gateway/main.ts']] : ['npm', ['start']];
  const child = spawn(command, args, {
    cwd: process.cwd(),
    // NODE_ENV=test (set by vitest) would make Vite build React's development bundle.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PANEL_DIR: panelDir, LOG_LEVEL: 'warn',
      // a production start needs it: reset e-mails link here
      PUBLIC_URL: baseURL, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const cleanUp = () => {
    rmSync(dataDir, { recursive: true, force: true });
    // a build handed in belongs to the caller
    if (!options.builtPanelDir) rmSync(panelDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, child, options.readyTimeoutMs ?? 240_000);
  } catch (error) {
    await kill(child);
    cleanUp();
    throw error;
  }
  return {
    baseURL,
    dataDir,
    panelDir,
    async stop() {
      await kill(child);
      cleanUp();
    },
  };
}
