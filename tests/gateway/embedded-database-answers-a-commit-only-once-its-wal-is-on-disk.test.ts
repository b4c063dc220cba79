// The embedded database on disk answers a commit only once its WAL is on the disk, so a power
// failure cannot lose a write the gateway acknowledged. Every sync the engine makes goes through
// node's fs (gateway/db/pglite-durability.ts): the test records each one with the file it synced
// (Linux names a descriptor's file under /proc/self/fd) and checks that one reached the WAL between
// the call and its answer. PGlite's defaults (fsync off, a file system without fsync) make none.
import fs, { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../gateway/config';
import type { Db } from '../../gateway/db/db';
import { migrate } from '../../gateway/db/migrate';
import { openPgliteDb } from '../../gateway/db/pglite';
import { seedDemoData } from '../../gateway/seed';
import { openGatewayData } from '../../gateway/startup';
import { bearer, login, startGateway, testConfig, type TestGateway } from './helpers';

/** What happened, in order: `sync <file>` for each sync, and the test's own marks. */
const events: string[] = [];
const fileOf = (fd: number) => readlinkSync(`/proc/self/fd/${fd}`);

function recordSyncs(): void {
  for (const name of ['fsyncSync', 'fdatasyncSync'] as const) {
    const real = fs[name];
    vi.spyOn(fs, name).mockImplementation((fd) => {
      events.push(`sync ${fileOf(fd)}`);
      real(fd);
    });
  }
  for (const name of ['fsync', 'fdatasync'] as const) {
    const real = fs[name];
    vi.spyOn(fs, name).mockImplementation((fd, callback) => {
      events.push(`sync ${fileOf(fd)}`);
      real(fd, callback);
    });
  }
}

/** The files synced after `mark` and before `answered`. */
function syncedBetween(mark: string, answered: string): string[] {
  const from = events.indexOf(mark);
  const to = events.indexOf(answered);
  expect(from).toBeGreaterThanOrEqual(0);
  expect(to).toBeGreaterThan(from);
  return events.slice(from + 1, to).filter((event) => event.startsWith('sync ')).map((event) => event.slice(5));
}

const WAL_SEGMENT = /\/pg_wal\/[0-9A-F]{24}$/;

let dir: string;
let pgdata: string;
let db: Db;

describe.runIf(process.platform === 'linux')('the embedded database on disk', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gateway-durable-'));
    pgdata = join(dir, 'pgdata');
    recordSyncs();
    events.push('opening');
    db = await openPgliteDb(pgdata);
    events.push('opened');
    await migrate(db);
    await seedDemoData(db, { size: 1 });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('syncs a new database directory, its files, folders and its own entry, before handing it out', () => {
    const synced = syncedBetween('opening', 'opened');
    expect(synced).toEqual(
      expect.arrayContaining([
        join(pgdata, 'PG_VERSION'),
        join(pgdata, 'global', 'pg_control'),
        join(pgdata, 'global'),
        pgdata,
        dir,
      ]),
    );
  });

  it('answers a statement outside a transaction after the WAL it wrote is synced', async () => {
    events.push('update sent');
    await db.query(`UPDATE vehicles SET km = km + 1 WHERE id = (SELECT min(id) FROM vehicles)`);
    events.push('update answered');
    const walSyncs = syncedBetween('update sent', 'update answered').filter((file) => WAL_SEGMENT.test(file));
    expect(walSyncs).toHaveLength(1);
    expect(walSyncs[0].startsWith(join(pgdata, 'pg_wal'))).toBe(true);
  });

  it('answers a transaction once its commit is synced', async () => {
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE vehicles SET km = km + 1 WHERE id = (SELECT min(id) FROM vehicles)`);
      await tx.query(`UPDATE vehicles SET km = km + 1 WHERE id = (SELECT max(id) FROM vehicles)`);
      events.push('transaction committing');
    });
    events.push('transaction answered');
    expect(syncedBetween('transaction committing', 'transaction answered').filter((file) => WAL_SEGMENT.test(file))).toHaveLength(1);
  });

  describe('through the API', () => {
    let gateway: TestGateway;
    beforeAll(async () => {
      gateway = await startGateway({ db, config: testConfig() });
    });
    afterAll(() => gateway?.close());

    it('answers a vehicle edit with 200 only after the edit reached the WAL on disk', async () => {
      const owner = await login(gateway.app, 'owner');
      const list = await gateway.app.inject({ url: '/api/vehicles?range=[0,0]', headers: bearer(owner.accessToken) });
      const [vehicle] = JSON.parse(list.body) as { id: string; km: number | null; updatedAt: string }[];
      events.push('edit sent');
      const edited = await gateway.app.inject({
        method: 'PUT',
        url: `/api/vehicles/${vehicle.id}`,
        headers: bearer(owner.accessToken),
        payload: { km: (vehicle.km ?? 0) + 5, updatedAt: vehicle.updatedAt },
      });
      events.push('edit answered');
      expect(edited.statusCode, edited.body).toBe(200);
      expect(syncedBetween('edit sent', 'edit answered').some((file) => WAL_SEGMENT.test(file))).toBe(true);
    });
  });
});

describe('the gateway on a DATA_DIR', () => {
  const settingsOf = async (env: Record<string, string>) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gateway-durability-'));
    const data = await openGatewayData(loadConfig({ DATA_DIR: dataDir, PANEL_DIR: '', LOG_LEVEL: 'silent', ...env }));
    try {
      const { rows } = await data.db.query<{ name: string; setting: string }>(
        `SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'wal_sync_method') ORDER BY name`,
      );
      return Object.fromEntries(rows.map((row) => [row.name, row.setting]));
    } finally {
      await data.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };

  // two databases made on disk, the durable one syncing each file: over 30 s once on a machine whose cores were all taken
  it('runs its embedded database durable by default, and relaxed only when EMBEDDED_DURABILITY=relaxed says so', { timeout: 90_000 }, async () => {
    expect(await settingsOf({})).toEqual({ fsync: 'on', synchronous_commit: 'on', wal_sync_method: 'fsync' });
    expect((await settingsOf({ EMBEDDED_DURABILITY: 'relaxed' })).fsync).toBe('off');
  });
});
