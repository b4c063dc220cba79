// `node --import tsx tests/e2e/seedAhead.ts DIR`: seeds the browser tests' demo data into DIR
// (run by scripts/test-all.mjs beside the other tests), for tests/e2e/globalSetup.ts to copy.
import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { seedDataDir } from '../../scripts/appProcess';
import { E2E_APP_ENV, seededMarker } from './appEnv';

const target = process.argv[2];
if (!target) throw new Error('usage: seedAhead.ts DIR');
const dir = resolve(target);
rmSync(seededMarker(dir), { force: true });
await seedDataDir(E2E_APP_ENV, dir);
writeFileSync(seededMarker(dir), new Date().toISOString());
