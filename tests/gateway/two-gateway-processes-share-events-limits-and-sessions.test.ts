// Two gateway processes (`npm run gateway`, real child processes) on one PostgreSQL database, as
// behind a load balancer (project gateway-pg only: it needs the server). What one process causes
// reaches the other's sockets, by the same room rules; a session ended at one closes its sockets
// at the other; a refresh token raced to both is spent once; the sign-in limits count the attempts
// made at both together; the demo simulator runs in exactly one of them and moves to the other
// when that one stops.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_LOCK_KEY } from '../../gateway/simulator/register';
import type { LoginResponse } from '../../src/domain/types';
import { connectSocket, eventually, type RecordingSocket } from './live-helpers';
import { createServerDatabase, type ServerDatabase } from './postgres/test-database';
import { exited, startGatewayProcess, type GatewayProcess } from './support/gatewayProcess';

const PER_USERNAME_LIMIT = 4;
let database: ServerDatabase;
let dataDir: string;
const opened: RecordingSocket[] = [];

type Gateway = GatewayProcess;

/** `npm run gateway` on the test's database and a free port; resolves once it announces its URL. */
function start(): Promise<Gateway> {
  return startGatewayProcess({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SIMULATOR: 'on',
    SIMULATOR_TICK_MS: '500',
    TEST_HOOKS: 'on',
    RATE_LIMIT_PER_USERNAME: String(PER_USERNAME_LIMIT),
    RATE_LIMIT_PER_IP: '1000',
  });
}

function post(gateway: Gateway, path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function signIn(gateway: Gateway, username: string): Promise<LoginResponse> {
  const response = await post(gateway, '/api/auth/login', { username, password: 'demo1234' });
  expect(response.status).toBe(200);
  return (await response.json()) as LoginResponse;
}

async function openSocket(gateway: Gateway, token: string): Promise<RecordingSocket> {
  const socket = await connectSocket(gateway.url, { token }, '/map/live');
  opened.push(socket);
  return socket;
}

/** The process ids whose simulator-lock connection holds the lock now (from pg_locks). */
async function simulatorHolders(): Promise<number[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    // a bigint key is held as two 32-bit halves: classid (high) and objid (low)
    const { rows } = await client.query<{ application_name: string }>(
      `SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE l.locktype = 'advisory' AND l.granted AND l.classid = 0 AND l.objid = $1 AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [SIMULATOR_LOCK_KEY],
    );
    return rows.map((row) => Number(/pid (\d+)/.exec(row.application_name)?.[1]));
  } finally {
    await client.end();
  }
}

let a: Gateway;
let b: Gateway;

beforeAll(async () => {
  database = await createServerDatabase({ seeded: true });
  dataDir = mkdtempSync(join(tmpdir(), 'two-gateways-'));
  [a, b] = await Promise.all([start(), start()]);
}, 60_000);

afterAll(async () => {
  for (const socket of opened) socket.close();
  for (const gateway of [a, b]) {
    if (gateway && gateway.child.exitCode === null && gateway.child.signalCode === null) {
      gateway.child.kill('SIGKILL');
      await exited(gateway.child);
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

describe('two gateway processes on one PostgreSQL database', () => {
  it('an order made through one reaches a socket of its franchise on the other, and no other franchise’s', async () => {
    const owner = await signIn(a, 'owner');
    const atB = await openSocket(b, owner.accessToken);
    const otherFranchiseAtB = await openSocket(b, (await signIn(b, 'gbowner')).accessToken);
    const made = await post(a, '/api/test/orders', {}, owner.accessToken);
    expect(made.status).toBe(201);
    const { orderId } = (await made.json()) as { orderId: string };

    const heard = await atB.waitFor((item) => item.event === 'market-checkout:new' && (item.payload as { _id: string })._id === orderId, 10_000);
    expect(heard.payload).toMatchObject({ _id: orderId });
    // the other franchise's socket, on the same process, hears its own world only
    expect(otherFranchiseAtB.received.some((item) => (item.payload as { _id?: string })._id === orderId)).toBe(false);
  });

  it('a sign-out at one closes that session’s socket at the other at once', async () => {
    const session = await signIn(a, 'manager');
    const atB = await openSocket(b, session.accessToken);
    const gone = new Promise<string>((resolve) => atB.socket.once('disconnect', resolve));
    const started = Date.now();
    expect((await post(a, '/api/auth/logout', {}, session.accessToken)).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    // at once, not at the next session check (every 30 s)
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('a refresh token sent to both at once is spent once: one answers new tokens, the other 401 and the session ends', async () => {
    // several rounds, so that the two requests truly overlap in some; the users take turns, as
    // each may sign in PER_USERNAME_LIMIT times a minute from one address
    for (const [round, username] of ['employee', 'manager', 'gbowner', 'employee'].entries()) {
      const session = await signIn(round % 2 ? a : b, username);
      const answers = await Promise.all([a, b].map((gateway) => post(gateway, '/api/auth/token/refresh', { refreshToken: session.refreshToken })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
      const winner = (await answers.find((answer) => answer.status === 200)!.json()) as { refreshToken: string };
      // the loser saw a spent token, a replay: the whole session ended, the new tokens with it
      expect((await post(a, '/api/auth/token/refresh', { refreshToken: winner.refreshToken })).status).toBe(401);
    }
  });

  it('the per-username sign-in limit counts the attempts made at both together', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < PER_USERNAME_LIMIT + 2; attempt++) {
      const gateway = attempt % 2 ? a : b;
      statuses.push((await post(gateway, '/api/auth/login', { username: 'noroles', password: 'wrong-pass' })).status);
    }
    // each process alone would have let PER_USERNAME_LIMIT through
    expect(statuses).toEqual([...Array(PER_USERNAME_LIMIT).fill(401), 429, 429]);
  });

  it('the demo simulator runs in exactly one of them, and moves to the other when that one stops', async () => {
    const holders = await simulatorHolders();
    expect(holders).toHaveLength(1);
    expect([a.child.pid, b.child.pid]).toContain(holders[0]);
    const [holder, other] = holders[0] === a.child.pid ? [a, b] : [b, a];
    expect(holder.output).toMatch(/Demo simulator: .*this one/);
    expect(other.output).toMatch(/Demo simulator: .*another one/);

    holder.child.kill('SIGTERM');
    expect(await exited(holder.child)).toBe(0);
    // the other tries again every 5 s
    await eventually(async () => (await simulatorHolders()).join() === String(other.child.pid), 20_000, 250);
    // and, now alone, still serves its sockets with what its own simulator does
    const owner = await signIn(other, 'owner');
    const socket = await openSocket(other, owner.accessToken);
    await socket.waitFor((item) => item.event === 'courier:location' || item.event === 'market-order:status', 15_000);

    other.child.kill('SIGTERM');
    expect(await exited(other.child)).toBe(0);
  }, 60_000);
});
