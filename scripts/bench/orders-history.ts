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
import { parseArgs } from 'node:util';
import { agent, call, harnessSettings, HARNESS_OPTIONS, load, onFreshGateway, report, seed, verdictRow, writeOrders, type Engine, type Result } from './gatewayHarness';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '200000' },
    ...HARNESS_OPTIONS,
  },
  strict: true,
});
const ORDERS = Number(values.orders);
const DAY = 24 * 60 * 60 * 1000;
const P95_TARGET_MS = 50;
const HEALTH_SHARE_TARGET = 0.3;

/** Checkouts a second in the signed-in franchise while measuring (and a simulator step a second). */
const { seconds: SECONDS, concurrency: CONCURRENCY, writesPerSecond: WRITES_PER_SECOND, engines: ENGINES } = harnessSettings(values);

type Measured = { history: Result; health: Result; uncached: Result };

/** One engine's run: seeds, serves, loads; answers its results at `CONCURRENCY` clients. */
async function run(engine: Engine): Promise<Measured> {
  const seeding = (store: Parameters<typeof seed>[0], where: string) => {
    console.log(`\n== ${engine}: seeding ${ORDERS.toLocaleString('en')} past orders into ${where} ...`);
    return seed(store, ORDERS);
  };
  return onFreshGateway(engine, values.postgres, 'bench-orders', seeding, async (served) => {
    const { url, headers, franchiseId, storeIds } = served;
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
    console.log(`Gateway ${url}, franchise ${franchiseId}: a 7-day page of 50 out of ${totalCount.toLocaleString('en')} orders\n`);

    // orders written in this franchise, and moved on in all, for as long as the measuring runs
    const writer = writeOrders(served, WRITES_PER_SECOND);
    const measured: Partial<Measured> = {};
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
    console.log(await writer.stop());
    return measured as Measured;
  });
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
  const row = (label: string, history: Result, health: Result) => console.log(verdictRow(label, history, health, P95_TARGET_MS, HEALTH_SHARE_TARGET));
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
