// Benchmark of the past-orders call at scale, on both engines:
//   node --import tsx scripts/bench/orders-history.ts [--orders 200000] [--seconds 10] [--concurrency 20]
//     [--engine both|embedded|postgres] [--postgres postgres://postgres@127.0.0.1:5432/postgres] [--writes 1]
// For each engine, seeds the demo data with that many past orders into a temporary DATA_DIR
// (embedded PGlite) or into a fresh database it creates on the PostgreSQL server (and drops after),
// starts the gateway as `npm run gateway` does (its simulator driven by the bench), and writes
// orders while the calls read, as in a working franchise: --writes N checkouts a second in the
// signed-in franchise (default 1; 0 for a still one) and one simulator step a second, which moves
// every franchise's active orders on through their statuses; it prints what was written. Then it
// signs in, then fires POST /api/orders/history (a filter, the default sort, a page of 50) from
// N concurrent clients for the given time, and the same for two trivial calls (GET /api/health,
// GET /api/auth/session), printing p50/p95/p99 latency and requests per second. One client is run
// too: the embedded database (on its own thread) answers one statement at a time, so concurrency
// shows up as queueing there. Ends with both engines side by side against issue #10's targets:
// history p95 at most 50 ms and at least 30% of /health's requests per second, at N clients.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../../gateway/config';
import { seedDemoData } from '../../gateway/seed';
import { openGatewayData } from '../../gateway/startup';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '200000' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '20' },
    engine: { type: 'string', default: 'both' },
    writes: { type: 'string', default: '1' },
    postgres: { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
  strict: true,
});
const ORDERS = Number(values.orders);
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);
const ROOT = join(import.meta.dirname, '..', '..');
const DAY = 24 * 60 * 60 * 1000;
const P95_TARGET_MS = 50;
const HEALTH_SHARE_TARGET = 0.3;

type Engine = 'embedded' | 'postgres';
/** Checkouts a second in the signed-in franchise while measuring (and a simulator step a second). */
const WRITES_PER_SECOND = Number(values.writes);
if (!(WRITES_PER_SECOND >= 0 && WRITES_PER_SECOND <= 50)) throw new Error(`--writes ${values.writes}? checkouts a second, 0 to 50`);
const ENGINES: Engine[] = values.engine === 'both' ? ['embedded', 'postgres'] : [values.engine as Engine];
if (!ENGINES.every((engine) => engine === 'embedded' || engine === 'postgres')) throw new Error(`--engine ${values.engine}?`);

/** Where the gateway keeps its data: DATA_DIR always (outbox, lock), DATABASE_URL for the server. */
type Store = Record<'DATA_DIR' | 'DATABASE_URL', string>;

/** A fresh database on the server for one run, dropped by the answer's drop(). */
async function createServerDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_orders_${process.pid}_${Date.now()}`;
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

async function seed(store: Store): Promise<number> {
  const config = loadConfig({ ...process.env, ...store, LOG_LEVEL: 'warn' });
  const data = await openGatewayData(config);
  try {
    const started = performance.now();
    await seedDemoData(data.db, { size: config.seedSize, pastOrders: ORDERS });
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

interface Result {
  label: string;
  concurrency: number;
  count: number;
  errors: number;
  seconds: number;
  latencies: number[];
}

/** Kept-alive connections, one a client: node:http costs the load generator, which shares the
 * machine's cores with the gateway, several times less CPU per request than fetch. */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** One call, its body read to the end; answers the status. */
function call(url: string, method: 'GET' | 'POST', headers: Record<string, string>, body?: string): Promise<number> {
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
async function load(label: string, concurrency: number, seconds: number, send: (n: number) => Promise<number>): Promise<Result> {
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

function percentile(result: Result, share: number): number {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

const rate = (result: Result) => result.count / result.seconds;

function report(result: Result): void {
  const at = (share: number) => percentile(result, share).toFixed(1);
  console.log(
    `${result.label.padEnd(34)} c=${String(result.concurrency).padStart(2)}  n=${String(result.count).padStart(6)}  ` +
      `p50 ${at(0.5).padStart(6)} ms  p95 ${at(0.95).padStart(6)} ms  p99 ${at(0.99).padStart(6)} ms  ` +
      `${(result.count / result.seconds).toFixed(0).padStart(5)} req/s  errors ${result.errors}`,
  );
}

/** One engine's run: seeds, serves, loads; answers its results at `CONCURRENCY` clients. */
async function run(engine: Engine): Promise<{ history: Result; health: Result }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
  const server = engine === 'postgres' ? await createServerDatabase(values.postgres) : null;
  const store: Store = { DATA_DIR: dataDir, DATABASE_URL: server?.url ?? '' };
  let gateway: ChildProcess | null = null;
  const measured: Partial<Record<'history' | 'health', Result>> = {};
  try {
    console.log(`\n== ${engine}: seeding ${ORDERS.toLocaleString('en')} past orders into ${server ? server.url : dataDir} ...`);
    const seedMs = await seed(store);
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
    const storeIds = stores.warehouses.map((store) => store._id);
    const now = Date.now();

    // A few realistic filters of the past-orders screen, a page of 50 each, the default sort.
    const filters = [
      { createdAtStart: new Date(now - 7 * DAY).toISOString(), createdAtEnd: new Date(now).toISOString() },
      { createdAtStart: new Date(now - 7 * DAY).toISOString(), createdAtEnd: new Date(now).toISOString(), warehouseIds: [storeIds[0]] },
      { createdAtStart: new Date(now - 28 * DAY).toISOString(), createdAtEnd: new Date(now).toISOString(), statuses: [900, 1000], domainTypes: [1, 3] },
      { createdAtStart: new Date(now - 1 * DAY).toISOString(), createdAtEnd: new Date(now).toISOString(), warehouseIds: storeIds.slice(0, 2), statuses: [1100, 1200, 1300, 1400, 1500] },
    ];
    const historyBody = (n: number) =>
      JSON.stringify({ ...filters[n % filters.length], sort: { field: 'createdAt', order: -1 }, limit: 50, offset: 50 * (n % 5) });
    const history = (n: number) => call(`${url}/api/orders/history`, 'POST', headers, historyBody(n));
    // The same filters, each call's range starting a second earlier than the last: no two calls
    // share a key of the gateway's reply cache, so this measures the query itself.
    let uncachedCalls = 0;
    const uncachedBody = (n: number) => {
      const filter = filters[n % filters.length];
      const createdAtStart = new Date(Date.parse(filter.createdAtStart) - 1000 * ++uncachedCalls).toISOString();
      return JSON.stringify({ ...filter, createdAtStart, sort: { field: 'createdAt', order: -1 }, limit: 50, offset: 50 * (n % 5) });
    };
    const uncachedHistory = (n: number) => call(`${url}/api/orders/history`, 'POST', headers, uncachedBody(n));
    const probe = await fetch(`${url}/api/orders/history`, { method: 'POST', headers, body: historyBody(0) });
    const { totalCount } = (await probe.json()) as { totalCount: number };
    console.log(`Gateway ${url}, franchise ${user.franchise._id}: a 7-day page of 50 out of ${totalCount.toLocaleString('en')} orders\n`);

    // The writer: steady checkouts in this franchise and a simulator step a second, through the
    // gateway's test hooks, for as long as the measuring runs.
    const written = { checkouts: 0, refused: 0, steps: 0, moves: 0 };
    let writing = WRITES_PER_SECOND > 0;
    const writer = (async () => {
      let last = performance.now();
      for (let n = 0; writing; n++) {
        await new Promise((resolve) => setTimeout(resolve, 1000 / WRITES_PER_SECOND));
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
    const writesFrom = performance.now();
    const health = () => call(`${url}/api/health`, 'GET', {});
    const session = () => call(`${url}/api/auth/session`, 'GET', headers);
    // warm-up, not measured
    await load('warm-up', CONCURRENCY, 1, history);
    for (const concurrency of [1, CONCURRENCY]) {
      const historyResult = await load('POST /api/orders/history', concurrency, SECONDS, history);
      const healthResult = await load('GET /api/health', concurrency, SECONDS, health);
      report(historyResult);
      report(healthResult);
      report(await load('GET /api/auth/session', concurrency, SECONDS, session));
      if (concurrency === CONCURRENCY) {
        const uncached = await load('POST /api/orders/history, each call a new range (no cache hit)', concurrency, SECONDS, uncachedHistory);
        report(uncached);
        Object.assign(measured, { history: historyResult, health: healthResult, uncached });
      }
    }
    writing = false;
    await writer;
    const seconds = (performance.now() - writesFrom) / 1000;
    console.log(
      WRITES_PER_SECOND > 0
        ? `Writes while measuring (${seconds.toFixed(0)} s): ${written.checkouts} checkouts in this franchise (${(written.checkouts / seconds).toFixed(2)} a second; ` +
            `${written.refused} refused, no free courier), ${written.steps} simulator steps moving active orders ${written.moves} times in all franchises`
        : 'Writes while measuring: none (--writes 0)',
    );
    return measured as Measured;
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

async function main(): Promise<void> {
  const results: [Engine, Measured][] = [];
  try {
    for (const engine of ENGINES) results.push([engine, await run(engine)]);
  } finally {
    agent.destroy();
  }
  console.log(`\n/orders/history against /health at ${CONCURRENCY} clients, ${ORDERS.toLocaleString('en')} orders, ${WRITES_PER_SECOND > 0 ? `${WRITES_PER_SECOND} checkout(s) a second and a simulator step a second being written` : 'no writes'}`);
  console.log(`${'engine'.padEnd(10)}${'history p95'.padStart(14)}${'history rps'.padStart(14)}${'health rps'.padStart(13)}${'share'.padStart(8)}   targets: p95 <= ${P95_TARGET_MS} ms, share >= ${HEALTH_SHARE_TARGET * 100}%`);
  const row = (label: string, history: Result, health: Result) => {
    const p95 = percentile(history, 0.95);
    const share = rate(history) / rate(health);
    const verdict = p95 <= P95_TARGET_MS && share >= HEALTH_SHARE_TARGET ? 'met' : 'NOT met';
    console.log(
      `${label.padEnd(10)}${`${p95.toFixed(1)} ms`.padStart(14)}${rate(history).toFixed(0).padStart(14)}${rate(health).toFixed(0).padStart(13)}` +
        `${`${(share * 100).toFixed(0)}%`.padStart(8)}   ${verdict}`,
    );
  };
  for (const [engine, { history, health, uncached }] of results) {
    row(engine, history, health);
    // the query alone, every reply computed: what a franchise whose orders keep changing gets
    row(`  no cache`, uncached, health);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
