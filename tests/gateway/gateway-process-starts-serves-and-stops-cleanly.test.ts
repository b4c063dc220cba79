import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real entry point, as `npm run gateway` starts it, on a free port and a fresh DATA_DIR.
const ROOT = join(import.meta.dirname, '..', '..');
let dataDir: string;
let gateway: ChildProcess;
let url: string;
const output: string[] = [];

function start(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'gateway/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', PANEL_DIR: '', LOG_LEVEL: 'warn', JWT_SECRET: '', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'gateway-process-'));
  gateway = start();
  url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /listening on (http:\/\/\S+)/.exec(output.join(''));
      if (match) resolve(match[1]);
    };
    gateway.stdout!.on('data', onData);
    gateway.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    gateway.once('exit', (code) => reject(new Error(`the gateway exited with ${code}: ${output.join('')}`)));
  });
}, 60_000);

afterAll(async () => {
  if (gateway.exitCode === null) {
    gateway.kill('SIGKILL');
    await exited(gateway);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run gateway', () => {
  it('announces its URL in one line and says it seeded the demo data', () => {
    expect(output.join('')).toMatch(/Franchise gateway listening on http:\/\/127\.0\.0\.1:\d+ \(DATA_DIR .+, demo data seeded\)/);
  });

  it('answers /api/health and signs in a demo account', async () => {
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ user: { username: 'owner' } });
  });

  it('a second gateway on the same DATA_DIR exits with the lock message', async () => {
    const second = start();
    let stderr = '';
    second.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exited(second)).toBe(1);
    expect(stderr).toContain(`another gateway is using DATA_DIR ${dataDir} (pid ${gateway.pid})`);
  }, 30_000);

  it('stops on SIGTERM with exit code 0 and releases the lock', async () => {
    expect(existsSync(join(dataDir, 'gateway.lock'))).toBe(true);
    gateway.kill('SIGTERM');
    expect(await exited(gateway)).toBe(0);
    expect(existsSync(join(dataDir, 'gateway.lock'))).toBe(false);
  }, 30_000);
});
