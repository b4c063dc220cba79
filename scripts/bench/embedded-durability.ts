// What durability costs the embedded database's writes:
//   node --import tsx scripts/bench/embedded-durability.ts [--updates 2000]
// Opens two temporary DATA_DIRs as the gateway does (openGatewayData: the engine on its own
// thread, migrated, demo data seeded), one per EMBEDDED_DURABILITY (durable, the default, and
// relaxed), then edits vehicles one at a time, each edit its own committed transaction shaped like
// the PUT /api/vehicles/:id call (lock the row, update it, read it back). The two alternate edit
// by edit, so a busy machine slows both alike. Prints commits per second and the time of one
// commit (p50, p95, p99) for each. Durable: each commit waits for its WAL's fsync, so the
// difference is the disk's flush time; relaxed never waits for the disk.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../gateway/config';
import type { EmbeddedDurability } from '../../gateway/db/pglite-durability';
import { seedDemoData } from '../../gateway/seed';
import { openGatewayData, type GatewayData } from '../../gateway/startup';

const { values } = parseArgs({ options: { updates: { type: 'string', default: '2000' } }, strict: true });
const UPDATES = Math.max(1, Number(values.updates));
const SETTINGS: EmbeddedDurability[] = ['durable', 'relaxed'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

interface Run {
  durability: EmbeddedDurability;
  dataDir: string;
  data: GatewayData;
  vehicles: { id: string; franchise_id: string }[];
  times: number[];
}

async function open(durability: EmbeddedDurability): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-durability-${durability}-`));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', EMBEDDED_DURABILITY: durability });
  const data = await openGatewayData(config);
  await seedDemoData(data.db, { size: 1, pastOrders: 0 });
  const { rows: vehicles } = await data.db.query<{ id: string; franchise_id: string }>(`SELECT id, franchise_id FROM vehicles ORDER BY id`);
  return { durability, dataDir, data, vehicles, times: [] };
}

/** One vehicle edit in its own transaction, as the REST layer's update runs it; answers its time. */
async function edit(run: Run, i: number): Promise<number> {
  const vehicle = run.vehicles[i % run.vehicles.length];
  const started = performance.now();
  await run.data.db.transaction(async (tx) => {
    await tx.query(`SELECT 1 FROM vehicles WHERE id = $1 AND franchise_id = $2 FOR UPDATE`, [vehicle.id, vehicle.franchise_id]);
    await tx.query(`UPDATE vehicles SET km = $1, updated_at = $2 WHERE id = $3 AND franchise_id = $4`, [
      i,
      new Date(),
      vehicle.id,
      vehicle.franchise_id,
    ]);
    await tx.query(`SELECT id, km, updated_at FROM vehicles WHERE id = $1 AND franchise_id = $2`, [vehicle.id, vehicle.franchise_id]);
  });
  return performance.now() - started;
}

const runs: Run[] = [];
try {
  for (const durability of SETTINGS) runs.push(await open(durability));
  for (let i = 0; i < UPDATES; i++) {
    for (const run of runs) run.times.push(await edit(run, i));
  }
} finally {
  for (const run of runs) {
    await run.data.close();
    rmSync(run.dataDir, { recursive: true, force: true });
  }
}

console.log(`Embedded database, ${UPDATES} vehicle edits per setting, one committed transaction each, one at a time, the settings alternating (DATA_DIRs under ${tmpdir()}):`);
const summary = runs.map((run) => {
  const sorted = [...run.times].sort((a, b) => a - b);
  const total = run.times.reduce((sum, time) => sum + time, 0);
  return { durability: run.durability, commitsPerSecond: (run.times.length / total) * 1000, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
});
console.table(
  summary.map((row) => ({
    EMBEDDED_DURABILITY: row.durability,
    'commits/s': Math.round(row.commitsPerSecond),
    'p50 ms': row.p50.toFixed(2),
    'p95 ms': row.p95.toFixed(2),
    'p99 ms': row.p99.toFixed(2),
  })),
);
const [durable, relaxed] = summary;
console.log(
  `durable: ${Math.round((1 - durable.commitsPerSecond / relaxed.commitsPerSecond) * 100)} % fewer commits a second than relaxed, ` +
    `${(durable.p50 - relaxed.p50).toFixed(2)} ms more per commit at p50`,
);
