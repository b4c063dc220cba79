// What the gateway benchmarks share (scripts/bench/orders-history.ts, scripts/bench/dys-summary.ts):
// a fresh database per engine (a temporary DATA_DIR for the embedded one, a database created on the
// PostgreSQL server and dropped after), the demo data seeded into it, the gateway started as `npm
// run gateway` does with its simulator driven by the bench, a signed-in owner, orders written while
// the calls read (steady checkouts in the owner's franchise and a simulator step a second, through
// the test hooks), and N concurrent clients timed with p50/p95/p99 and requests per second.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../gateway/config';
import type { Db } from '../../gateway/db/db';
import { seedDemoData } from '../../gateway/seed';
import { openGatewayData } from '../../gateway/startup';

const ROOT = join(import.meta.dirname, '..', '..');

/** The options every gateway benchmark takes (parseArgs's), beside its own sizes. */
export const HARNESS_OPTIONS = {
  seconds: { type: 'string', default: '10' },
  concurrency: { type: 'string', default: '20' },
  engine: { type: 'string', default: 'both' },
  writes: { type: 'string', default: '1' },
  postgres: { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
} as const;

export type Engine = 'embedded' | 'postgres';

/** The shared options read and checked: seconds a measure, clients, checkouts written a second, engines. */
export function harnessSettings(values: { seconds: string; concurrency: string; writes: string; engine: string }) {
  const writesPerSecond = Number(values.writes);
  if (!(writesPerSecond >= 0 && writesPerSecond <= 50)) throw new Error(`--writes ${values.writes}? checkouts a second, 0 to 50`);
  return { seconds: Number(values.seconds), concurrency: Number(values.concurrency), writesPerSecond, engines: enginesOf(values.engine) };
}

/** `--engine both|embedded|postgres` as the engines to run. */
export function enginesOf(value: string): Engine[] {
  const engines: Engine[] = value === 'both' ? ['embedded', 'postgres'] : [value as Engine];
  if (!engines.every((engine) => engine === 'embedded' || engine === 'postgres')) throw new Error(`--engine ${value}?`);
  return engines;
}

/** Where the gateway keeps its data: DATA_DIR always (outbox, lock), DATABASE_URL for the server. */
export type Store = Record<'DATA_DIR' | 'DATABASE_URL', string>;

/** A fresh database on the server for one run, dropped by the answer's drop(). */
async function createServerDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Seeds the demo data with `pastOrders`, then what `more` adds; answers the milliseconds it took. */
export async function seed(store: Store, pastOrders: number, more?: (db: Db) => Promise<void>): Promise<number> {
  const config = loadConfig({ ...process.env, ...store, LOG_LEVEL: 'warn' });
  const data = await openGatewayData(config);
  try {
    const started = performance.now();
    await seedDemoData(data.db, { size: config.seedSize, pastOrders });
    await more?.(data.db);
    return performance.now() - started;
  } finally {
    await data.close();
  }
}

function startGateway(store: Store): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...store, PORT: '0', HOST: '127.0.0.1', PANEL_DIR: '', LOG_LEVEL: 'warn', SIMULATOR: 'manual', TEST_HOOKS: 'on' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`the gateway exited with ${code}: ${output}`)));
  });
}

/** The gateway of one engine's run, with the owner signed in. */
export interface Served {
  url: string;
  headers: Record<string, string>;
  franchiseId: string;
  storeIds: string[];
}

/**
 * One engine's run: a fresh database, seeded by `seeding` (answers the milliseconds), the gateway
 * on it with the owner signed in, then `measure`; everything is removed after.
 */
export async function onFreshGateway<T>(engine: Engine, adminUrl: string, prefix: string, seeding: (store: Store, where: string) => Promise<number>, measure: (served: Served) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const server = engine === 'postgres' ? await createServerDatabase(adminUrl, prefix.replace(/-/g, '_')) : null;
  const store: Store = { DATA_DIR: dataDir, DATABASE_URL: server?.url ?? '' };
  let gateway: ChildProcess | null = null;
  try {
    const seedMs = await seeding(store, server ? server.url : dataDir);
    console.log(`Seeded in ${(seedMs / 1000).toFixed(1)} s`);
    const started = await startGateway(store);
    gateway = started.child;
    const { url } = started;
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner', password: 'demo1234' }),
    });
    const { accessToken, user } = (await login.json()) as { accessToken: string; user: { franchise: { _id: string } } };
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const stores = (await (await fetch(`${url}/api/users/warehouses`, { headers })).json()) as { warehouses: { _id: string }[] };
    return await measure({ url, headers, franchiseId: user.franchise._id, storeIds: stores.warehouses.map((one) => one._id) });
  } finally {
    if (gateway && gateway.exitCode === null) {
      const exited = new Promise((resolve) => gateway!.once('exit', resolve));
      gateway.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    await server?.drop();
  }
}

/**
 * The writer: `perSecond` checkouts a second in the owner's franchise and a simulator step a
 * second (moving every franchise's active orders on), until stop(), which answers what was written.
 */
export function writeOrders({ url, headers }: Served, perSecond: number): { stop(): Promise<string> } {
  const written = { checkouts: 0, refused: 0, steps: 0, moves: 0 };
  let writing = perSecond > 0;
  const from = performance.now();
  const writer = (async () => {
    let last = performance.now();
    while (writing) {
      await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond));
      const checkout = await fetch(`${url}/api/test/orders`, { method: 'POST', headers, body: '{}' });
      await checkout.arrayBuffer();
      if (checkout.status === 201) written.checkouts++;
      else written.refused++;
      if (performance.now() - last >= 1000) {
        last = performance.now();
        const tick = await fetch(`${url}/api/test/simulator/tick`, { method: 'POST', headers, body: JSON.stringify({ seconds: 1, checkouts: false }) });
        const { steps } = (await tick.json()) as { steps: number };
        written.steps++;
        written.moves += steps;
      }
    }
  })();
  return {
    async stop() {
      writing = false;
      await writer;
      const seconds = (performance.now() - from) / 1000;
      return perSecond > 0
        ? `Writes while measuring (${seconds.toFixed(0)} s): ${written.checkouts} checkouts in this franchise (${(written.checkouts / seconds).toFixed(2)} a second; ` +
            `${written.refused} refused, no free courier), ${written.steps} simulator steps moving active orders ${written.moves} times in all franchises`
        : 'Writes while measuring: none (--writes 0)';
    },
  };
}

export interface Result {
  label: string;
  concurrency: number;
  count: number;
  errors: number;
  seconds: number;
  latencies: number[];
}

/** Kept-alive connections, one a client: node:http costs the load generator, which shares the
 * machine's cores with the gateway, several times less CPU per request than fetch. */
export const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** One call, its body read to the end; answers the status. */
export function call(url: string, method: 'GET' | 'POST', headers: Record<string, string>, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method, headers, agent }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** `concurrency` clients each sending one request after the other for `seconds`. */
export async function load(label: string, concurrency: number, seconds: number, send: (n: number) => Promise<number>): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const n = sent++;
        const t0 = performance.now();
        const status = await send(n).catch(() => 0);
        if (status !== 200) errors++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { label, concurrency, count: latencies.length, errors, seconds: (performance.now() - started) / 1000, latencies };
}

export function percentile(result: Result, share: number): number {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

export const rate = (result: Result) => result.count / result.seconds;

export function report(result: Result): void {
  const at = (share: number) => percentile(result, share).toFixed(1);
  console.log(
    `${result.label.padEnd(34)} c=${String(result.concurrency).padStart(2)}  n=${String(result.count).padStart(6)}  ` +
      `p50 ${at(0.5).padStart(6)} ms  p95 ${at(0.95).padStart(6)} ms  p99 ${at(0.99).padStart(6)} ms  ` +
      `${(result.count / result.seconds).toFixed(0).padStart(5)} req/s  errors ${result.errors}`,
  );
}

/** A call's p95 and its share of /health's requests per second against targets, as one line. */
export function verdictRow(label: string, measured: Result, health: Result, p95Target: number, shareTarget: number): string {
  const p95 = percentile(measured, 0.95);
  const share = rate(measured) / rate(health);
  const verdict = p95 <= p95Target && share >= shareTarget ? 'met' : 'NOT met';
  return (
    `${label.padEnd(10)}${`${p95.toFixed(1)} ms`.padStart(14)}${rate(measured).toFixed(0).padStart(14)}${rate(health).toFixed(0).padStart(13)}` +
    `${`${(share * 100).toFixed(0)}%`.padStart(8)}   ${verdict}`
  );
}
