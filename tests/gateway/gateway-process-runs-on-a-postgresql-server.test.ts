// The real entry point with DATABASE_URL, as an operator starts it against a PostgreSQL server
// (project gateway-pg only: it needs the server): it migrates and seeds an empty database, takes
// no DATA_DIR lock, a second gateway on the same database starts beside it and finds the data
// seeded, and both stop cleanly on SIGTERM.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase, type ServerDatabase } from './postgres/test-database';
import { exited, startGatewayProcess, type GatewayProcess } from './support/gatewayProcess';

let database: ServerDatabase;
let dataDir: string;
const running: ChildProcess[] = [];

type Started = GatewayProcess;

/** `npm run gateway` on DATABASE_URL and a free port; resolves once it announces its URL. */
async function start(): Promise<Started> {
  const started = startGatewayProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir, SIMULATOR: 'off' });
  started.then(({ child }) => running.push(child), () => undefined);
  return started;
}

async function signIn(url: string): Promise<Response> {
  return fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner', password: 'demo1234' }),
  });
}

let first: Started;

beforeAll(async () => {
  database = await createServerDatabase({ seeded: false });
  dataDir = mkdtempSync(join(tmpdir(), 'gateway-process-pg-'));
  first = await start();
}, 60_000);

afterAll(async () => {
  for (const child of running) {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

describe('npm run gateway with DATABASE_URL', () => {
  it('migrates and seeds the empty database, and says it runs on the server', () => {
    expect(first.output).toMatch(/Franchise gateway listening on http:\/\/127\.0\.0\.1:\d+ \(PostgreSQL server, demo data seeded\)/);
  });

  it('answers /api/health and signs in a demo account', async () => {
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    const login = await signIn(first.url);
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ user: { username: 'owner' } });
  });

  it('keeps neither an embedded database nor a lock in DATA_DIR: the server handles concurrency', () => {
    expect(existsSync(join(dataDir, 'gateway.lock'))).toBe(false);
    expect(existsSync(join(dataDir, 'pgdata'))).toBe(false);
  });

  it('a second gateway on the same database starts, finds the data seeded and serves it', async () => {
    const second = await start();
    expect(second.output).toMatch(/listening on .+ \(PostgreSQL server\)/);
    expect((await signIn(second.url)).status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
  }, 30_000);

  it('stops on SIGTERM with exit code 0', async () => {
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
  }, 30_000);
});
