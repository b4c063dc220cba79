// Benchmark of the current stock list at scale, on both engines (issue #25):
//   node --import tsx scripts/bench/stock-current.ts [--products 20000] [--movements 2000000]
//     [--seconds 10] [--concurrency 20] [--engine both|embedded|postgres] [--writes 1] [--postgres URL]
// For each engine (scripts/bench/gatewayHarness.ts): seeds the demo data, then gives one store of
// the owner's franchise --products products with --movements movements over 90 days, each stock
// row the sum of its movements (checked before measuring), starts the gateway, and while movements
// are being written (--writes x 10 a second through the test hook, each in its transaction with
// its stock row) and orders too (--writes checkouts a second), fires filtered pages of POST
// /api/stock/current/filter (by keyword, category, low or zero stock, sorted by name or by
// available, a page of 25) from N concurrent clients, beside GET /api/health. Ends with both
// engines against the target: p95 at most 50 ms at N clients.
import { parseArgs } from 'node:util';
import { STOCK_PATHS } from '../../src/domain/paths';
import type { Db } from '../../gateway/db/db';
import { agent, call, harnessSettings, HARNESS_OPTIONS, load, onFreshGateway, report, seed, verdictRow, writeOrders, type Engine, type Result, type Served } from './gatewayHarness';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '20000' },
    movements: { type: 'string', default: '2000000' },
    orders: { type: 'string', default: '2000' },
    ...HARNESS_OPTIONS,
  },
  strict: true,
});
const PRODUCTS = Number(values.products);
const MOVEMENTS = Number(values.movements);
if (!(PRODUCTS >= 100 && PRODUCTS <= 200_000)) throw new Error(`--products ${values.products}? 100 to 200000`);
if (!(MOVEMENTS >= PRODUCTS && MOVEMENTS <= 20_000_000)) throw new Error(`--movements ${values.movements}? at least one a product`);
const { seconds: SECONDS, concurrency: CONCURRENCY, writesPerSecond: WRITES_PER_SECOND, engines: ENGINES } = harnessSettings(values);
const P95_TARGET_MS = 50;
const STORE = 'bench-stock-store';
const DAYS = 90;

/**
 * One store of the owner's franchise with PRODUCTS products and MOVEMENTS movements: a product's
 * k-th movement is its first receipt of 500 (k = 0), a transfer in of 20 every tenth, else a
 * sale of 1, so its balance after is 500 + 21 * floor(k / 10) - k; the stock row is the last one.
 */
async function growStore(db: Db): Promise<string> {
  const started = performance.now();
  const { rows: owners } = await db.query<{ franchise_id: string; country_id: string }>(
    `SELECT u.franchise_id, f.country_id FROM users u JOIN franchises f ON f.id = u.franchise_id WHERE u.username = 'owner'`,
  );
  const { franchise_id: franchiseId, country_id: countryId } = owners[0]!;
  await db.query(
    `INSERT INTO warehouses (id, franchise_id, city_id, name, latitude, longitude, domain_types)
     SELECT $2, franchise_id, city_id, 'Bench stock store', latitude, longitude, domain_types FROM warehouses WHERE franchise_id = $1 ORDER BY id LIMIT 1`,
    [franchiseId, STORE],
  );
  await db.query(
    `INSERT INTO products (id, country_id, name_en, name_tr, image_en, image_tr, category, barcode, sku)
     SELECT 'bench-product-' || n, $1, 'Bench product ' || lpad(n::text, 6, '0'), 'Deneme ürünü ' || lpad(n::text, 6, '0'),
            '/products/snacks.svg', NULL, 1 + n % 8, '869' || lpad(n::text, 10, '0'), 'BENCH-' || lpad(n::text, 6, '0')
       FROM generate_series(1, $2::int) n`,
    [countryId, PRODUCTS],
  );
  const perProduct = Math.floor(MOVEMENTS / PRODUCTS);
  const balance = (k: string) => `(500 + 21 * (${k} / 10) - ${k})`;
  await db.query(
    `INSERT INTO stock_movements (id, franchise_id, warehouse_id, product_id, moved_at, type, quantity, balance_after, reference, user_name)
     SELECT 'bench-move-' || m, $1, $2, 'bench-product-' || (1 + m % $3::int),
            now() - make_interval(secs => (($4::int - 1 - k) * ${DAYS} * 86400.0 / $4::int) + (m % $3::int) % 3600),
            CASE WHEN k = 0 THEN 7 WHEN k % 10 = 0 THEN 3 ELSE 1 END,
            CASE WHEN k = 0 THEN 500 WHEN k % 10 = 0 THEN 20 ELSE -1 END,
            ${balance('k')}, 'BENCH', 'Bench'
       FROM generate_series(0, $3::int * $4::int - 1) m, LATERAL (SELECT m / $3::int AS k) at`,
    [franchiseId, STORE, PRODUCTS, perProduct],
  );
  const last = perProduct - 1;
  await db.query(
    `INSERT INTO stock_levels (id, franchise_id, warehouse_id, product_id, available, reserved, in_transit, last_counted_at, nearest_expiry, minimum, low_alerted)
     SELECT 'bench-stock-' || n, $1, $2, 'bench-product-' || n, ${balance(String(last))} - CASE WHEN n % 50 = 0 THEN ${balance(String(last))} ELSE 0 END,
            n % 4, CASE WHEN n % 10 = 0 THEN 12 ELSE 0 END, now() - make_interval(days => n % 30), current_date + n % 60,
            CASE WHEN n % 7 = 0 THEN ${balance(String(last))} END, n % 7 = 0
       FROM generate_series(1, $3::int) n`,
    [franchiseId, STORE, PRODUCTS],
  );
  // every fiftieth product sold out: its movements get one more sale of what was left
  await db.query(
    `INSERT INTO stock_movements (id, franchise_id, warehouse_id, product_id, moved_at, type, quantity, balance_after, reference, user_name)
     SELECT 'bench-sold-out-' || n, $1, $2, 'bench-product-' || n, now() - interval '1 minute', 1, -${balance(String(last))}, 0, 'BENCH', 'Bench'
       FROM generate_series(50, $3::int, 50) n`,
    [franchiseId, STORE, PRODUCTS],
  );
  for (const table of ['warehouses', 'products', 'stock_levels', 'stock_movements']) await db.exec(`ANALYZE ${table}`);
  // the invariant, checked on what was written
  const { rows } = await db.query<{ bad: number; movements: number }>(
    `SELECT (SELECT count(*)::int FROM stock_levels s WHERE s.warehouse_id = $1 AND s.available <>
              (SELECT sum(quantity) FROM stock_movements m WHERE m.franchise_id = s.franchise_id AND m.warehouse_id = s.warehouse_id AND m.product_id = s.product_id)) AS bad,
            (SELECT count(*)::int FROM stock_movements WHERE warehouse_id = $1) AS movements`,
    [STORE],
  );
  if (rows[0]!.bad !== 0) throw new Error(`${rows[0]!.bad} stock rows are not the sum of their movements`);
  return `${PRODUCTS.toLocaleString('en')} products, ${rows[0]!.movements.toLocaleString('en')} movements (built and checked in ${((performance.now() - started) / 1000).toFixed(1)} s)`;
}

/** Sales and receipts of random bench products through the test hook, `perSecond` a second, until stop(). */
function writeMovements({ url, headers }: Served, perSecond: number): { stop(): Promise<string> } {
  let writing = perSecond > 0;
  let written = 0;
  let failed = 0;
  const loop = (async () => {
    let n = 0;
    while (writing) {
      const started = performance.now();
      await Promise.all(
        Array.from({ length: perSecond }, async () => {
          const product = `bench-product-${1 + ((n += 7919) % PRODUCTS)}`;
          const body = JSON.stringify({ warehouseId: STORE, productId: product, quantity: n % 3 === 0 ? 5 : -1, type: n % 3 === 0 ? 3 : 1, reference: 'BENCH-LIVE' });
          const status = await call(`${url}/api/test/stock-movements`, 'POST', headers, body);
          if (status === 201) written += 1;
          else failed += 1;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - started))));
    }
  })();
  return {
    async stop() {
      writing = false;
      await loop;
      return `movements written while measuring: ${written} (${failed} failed)`;
    },
  };
}

type Measured = { current: Result; health: Result };

async function run(engine: Engine): Promise<Measured> {
  let grown = '';
  const seeding = async (store: Parameters<typeof seed>[0], where: string) => {
    console.log(`\n== ${engine}: seeding the demo data and a store of ${PRODUCTS} products and ${MOVEMENTS} movements into ${where} ...`);
    return seed(store, Number(values.orders), async (db) => {
      grown = await growStore(db);
    });
  };
  return onFreshGateway(engine, values.postgres, 'bench-stock', seeding, async (served) => {
    const { url, headers } = served;
    console.log(`Gateway ${url}: the bench store has ${grown}\n`);
    const page = { warehouseId: STORE, limit: 25, offset: 0, sort: { field: 'productName', order: 1 } };
    const bodies = [
      { ...page, search: 'product 0123' },
      { ...page, search: '01' },
      { ...page, category: 3 },
      { ...page, lowStock: true },
      { ...page, zeroStock: true },
      { ...page, offset: 250 },
      { ...page, category: 5, sort: { field: 'available', order: -1 } },
      { ...page, search: 'BENCH-0099' },
    ].map((body) => JSON.stringify(body));
    const current = (n: number) => call(`${url}/api${STOCK_PATHS.current}`, 'POST', headers, bodies[n % bodies.length]);
    const health = () => call(`${url}/api/health`, 'GET', {});
    const orders = writeOrders(served, WRITES_PER_SECOND);
    const movements = writeMovements(served, WRITES_PER_SECOND * 10);
    await load('warm-up', CONCURRENCY, 1, current);
    let measured: Measured | undefined;
    for (const concurrency of [1, CONCURRENCY]) {
      const currentResult = await load(`POST /api${STOCK_PATHS.current}`, concurrency, SECONDS, current);
      const healthResult = await load('GET /api/health', concurrency, SECONDS, health);
      report(currentResult);
      report(healthResult);
      if (concurrency === CONCURRENCY) measured = { current: currentResult, health: healthResult };
    }
    console.log(await movements.stop());
    console.log(await orders.stop());
    return measured!;
  });
}

async function main(): Promise<void> {
  const results: [Engine, Measured][] = [];
  try {
    for (const engine of ENGINES) results.push([engine, await run(engine)]);
  } finally {
    agent.destroy();
  }
  console.log(
    `\n${STOCK_PATHS.current} against /health at ${CONCURRENCY} clients, one store of ${PRODUCTS.toLocaleString('en')} products and ${MOVEMENTS.toLocaleString('en')} movements, ${WRITES_PER_SECOND * 10} movement(s) and ${WRITES_PER_SECOND} checkout(s) a second being written`,
  );
  console.log(`${'engine'.padEnd(10)}${'page p95'.padStart(14)}${'page rps'.padStart(14)}${'health rps'.padStart(13)}${'share'.padStart(8)}   target: p95 <= ${P95_TARGET_MS} ms`);
  for (const [engine, { current, health }] of results) console.log(verdictRow(engine, current, health, P95_TARGET_MS, 0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
