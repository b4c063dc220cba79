import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../gateway/app';
import { loadConfig, type GatewayConfig } from '../../gateway/config';
import { loadMigrations, migrate } from '../../gateway/db/migrate';
import { LockError } from '../../gateway/lock';
import { seedIfEmpty } from '../../gateway/seed';
import { DataDirError, openGatewayData, type GatewayData } from '../../gateway/startup';
import type { RefreshResponse } from '../../src/domain/types';
import { bearer, json, login, post } from './helpers';
import { TEST_SEED } from './testSeed';

let dir: string;
let config: GatewayConfig;

// What these tests keep across a restart are users, sessions and settings: the demo data without
// its past orders (most of a seed's writes, each synced to disk here) and its password at the
// tests' cheap cost.
const DISK_SEED = { ...TEST_SEED, pastOrders: 0 };

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-restart-'));
  // no JWT_SECRET: the first start generates one into DATA_DIR and the second must reuse it
  config = loadConfig({ DATA_DIR: dir, PANEL_DIR: '', LOG_LEVEL: 'silent' });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('an on-disk gateway restarted on the same DATA_DIR', () => {
  let refreshToken: string;

  it('first start: migrates, seeds, and records what users do', async () => {
    const data = await openGatewayData(config);
    try {
      expect(await seedIfEmpty(data.db, DISK_SEED)).toBe(true);
      // a second gateway on the same directory is refused while this one runs
      await expect(openGatewayData(loadConfig({ DATA_DIR: dir }))).rejects.toThrow(LockError);

      const app = await buildApp({ db: data.db, config });
      const signedIn = await login(app, 'owner');
      refreshToken = signedIn.refreshToken;
      const device = await app.inject({
        method: 'PUT',
        url: '/api/auth/webDeviceInfo',
        headers: bearer(signedIn.accessToken),
        payload: { language: 'tr' },
      });
      expect(device.statusCode).toBe(200);
      await app.close();
    } finally {
      await data.close();
    }
    expect(readdirSync(dir)).not.toContain('gateway.lock');
    // a whole seed written to disk with a sync per commit: far past the suite's 30 s on a busy 2-core machine
  }, 120_000);

  it('second start: keeps the data, does not seed again, and applies no migration twice', async () => {
    const data: GatewayData = await openGatewayData(config);
    try {
      expect(await seedIfEmpty(data.db, DISK_SEED)).toBe(false);
      const users = await data.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM users`);
      expect(users.rows[0].count).toBe(6);
      const owner = await data.db.query<{ language: string }>(`SELECT language FROM users WHERE username = 'owner'`);
      expect(owner.rows[0].language).toBe('tr');

      const applied = await data.db.query<{ version: number }>(`SELECT version FROM schema_migrations ORDER BY version`);
      expect(applied.rows.map((row) => row.version)).toEqual(loadMigrations().map((migration) => migration.version));
      expect(await migrate(data.db)).toEqual([]);

      // the session and the JWT secret survived: the refresh token from before the restart works
      const app = await buildApp({ db: data.db, config });
      const refreshed = await post(app, '/api/auth/token/refresh', { refreshToken });
      expect(refreshed.statusCode).toBe(200);
      const pair = json<Required<RefreshResponse>>(refreshed);
      expect((await app.inject({ url: '/api/auth/me', headers: bearer(pair.accessToken) })).statusCode).toBe(200);
      await app.close();
    } finally {
      await data.close();
    }
  });
});

describe('a DATA_DIR whose database is incomplete', () => {
  it('is never wiped: the gateway refuses to start, names what is missing and what to do, and leaves every file', async () => {
    const damaged = mkdtempSync(join(tmpdir(), 'gateway-damaged-'));
    try {
      const damagedConfig = loadConfig({ DATA_DIR: damaged, PANEL_DIR: '', LOG_LEVEL: 'silent' });
      const first = await openGatewayData(damagedConfig);
      await seedIfEmpty(first.db, DISK_SEED);
      await first.close();
      // a bad copy: PG_VERSION lost
      const pgdata = join(damaged, 'pgdata');
      rmSync(join(pgdata, 'PG_VERSION'));
      const before = readdirSync(pgdata).sort();
      await expect(openGatewayData(damagedConfig)).rejects.toThrow(DataDirError);
      await expect(openGatewayData(damagedConfig)).rejects.toThrow(/missing: PG_VERSION\).*never deletes data.*restore this directory from a backup/);
      expect(readdirSync(pgdata).sort()).toEqual(before);
      expect(readdirSync(damaged)).not.toContain('gateway.lock');
    } finally {
      rmSync(damaged, { recursive: true, force: true });
    }
  });
});
