// Global setup of the gateway project: one embedded database migrated and seeded with the demo
// data per run, its files written to a temporary tar that each test's database starts from (as
// gateway-pg copies a template database), so no test pays for initdb, migrations and a seed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../../gateway/db/migrate';
import { pgliteDump } from '../../../gateway/db/pglite';
import { seedDemoData } from '../../../gateway/seed';
import { TEST_SEED } from '../testSeed';
import './provided';

export default async function setup(project: TestProject): Promise<() => void> {
  const started = Date.now();
  const dump = await pgliteDump(async (db) => {
    await migrate(db);
    await seedDemoData(db, TEST_SEED);
    // written to the data files now, so no copy replays the seed's WAL when it starts (~0.2 s each)
    await db.query('CHECKPOINT', []);
  });
  const folder = mkdtempSync(join(tmpdir(), 'franchise-gateway-seeded-'));
  const file = join(folder, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('gatewaySeededPglite', file);
  console.log(`gateway: seeded embedded database ready in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return () => rmSync(folder, { recursive: true, force: true });
}
