import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../gateway/db/db';
import { seedDemoData } from '../../gateway/seed';
import { PEOPLE_ROLE } from '../../src/domain/brand';
import { PERMISSIONS, ROLE_KEYS, SHIFT_PLAN_PERMISSIONS } from '../../src/domain/roles';
import type { LoginResponse, User } from '../../src/domain/types';
import { login, startGateway, type TestGateway } from './helpers';

let gateway: TestGateway;
const accounts: Record<string, LoginResponse> = {};

beforeAll(async () => {
  gateway = await startGateway();
  for (const username of ['owner', 'manager', 'gbowner', 'firstlogin', 'noroles', 'employee']) {
    accounts[username] = await login(gateway.app, username, 'demo1234');
  }
});
afterAll(() => gateway.close());

const roleKeys = (user: User) => user.roles.map((role) => role.role.key).sort();
const permissionsOf = (user: User, key: string) => user.roles.find((role) => role.role.key === key)?.permissions;

describe('the demo accounts (password demo1234)', () => {
  it('owner: a TR franchise owner with every role and every permission, who may switch between two franchises', () => {
    const { user, country } = accounts.owner;
    expect(user.isOwner).toBe(true);
    expect(country.code.alpha2).toBe('TR');
    expect(roleKeys(user)).toEqual([...ROLE_KEYS].sort());
    expect(roleKeys(user)).toContain(PEOPLE_ROLE);
    for (const key of ROLE_KEYS) {
      expect(permissionsOf(user, key)).toEqual(expect.arrayContaining([...PERMISSIONS]));
    }
    expect(permissionsOf(user, 'shift_plan')).toEqual(expect.arrayContaining([...SHIFT_PLAN_PERMISSIONS]));
    expect(user.franchises).toHaveLength(2);
    expect(user.franchises.every((franchise) => franchise.countryCode === 'TR')).toBe(true);
    expect(user.warehouseCount).toBeGreaterThanOrEqual(2);
  });

  it('manager: staff of the first TR franchise with six roles, read and write', () => {
    const { user, country } = accounts.manager;
    expect(user.isOwner).toBe(false);
    expect(country.code.alpha2).toBe('TR');
    expect(roleKeys(user)).toEqual(['announcement', 'live_map', 'notification', 'order', 'person', 'workforce']);
    for (const role of user.roles) expect([...role.permissions].sort()).toEqual(['read', 'write']);
    expect(user.franchises).toEqual([accounts.owner.user.franchise]);
  });

  it('gbowner: owner of the London franchise with every role', () => {
    const { user, country } = accounts.gbowner;
    expect(user.isOwner).toBe(true);
    expect(country).toMatchObject({ code: { alpha2: 'GB' }, currency: { code: { alpha: 'GBP' } }, countryCode: '44' });
    expect(country.timezones[0].timezone).toBe('Europe/London');
    expect(roleKeys(user)).toEqual([...ROLE_KEYS].sort());
    expect(user.franchise.countryCode).toBe('GB');
    expect(user.franchises).toHaveLength(1);
  });

  it('firstlogin: not a company employee, must change the password, a few roles', () => {
    const { user, country } = accounts.firstlogin;
    expect(user.isQuickEmployee).toBe(false);
    expect(user.forcePasswordChange).toBe(true);
    expect(user.roles.length).toBeGreaterThan(0);
    expect(country.code.alpha2).toBe('TR');
  });

  it('noroles: no roles at all', () => {
    expect(accounts.noroles.user.roles).toEqual([]);
    expect(accounts.noroles.country.code.alpha2).toBe('TR');
  });

  it('employee: a company employee with some roles', () => {
    const { user } = accounts.employee;
    expect(user.isQuickEmployee).toBe(true);
    expect(user.forcePasswordChange).toBe(false);
    expect(user.roles.length).toBeGreaterThan(0);
    expect(roleKeys(user)).not.toEqual([...ROLE_KEYS].sort());
  });

  it('every account has a real name and an e-mail on the example domain', () => {
    for (const { user } of Object.values(accounts)) {
      expect(user.name).toMatch(/^\S+ \S+/);
      expect(user.email).toBe(`${user.username}@franchise.example`);
    }
  });

  it('the TR franchises have Istanbul warehouses around the default map centre, London ones near London', async () => {
    const { rows } = await gateway.db.query<{ alpha2: string; name: string; latitude: number; longitude: number }>(
      `SELECT c.alpha2, w.name, w.latitude, w.longitude FROM warehouses w
       JOIN franchises f ON f.id = w.franchise_id JOIN countries c ON c.id = f.country_id`,
    );
    const tr = rows.filter((row) => row.alpha2 === 'TR');
    const gb = rows.filter((row) => row.alpha2 === 'GB');
    expect(tr.length).toBeGreaterThanOrEqual(4);
    expect(gb.length).toBeGreaterThanOrEqual(2);
    for (const row of tr) {
      expect(Math.abs(row.latitude - 41.02111)).toBeLessThan(0.2);
      expect(Math.abs(row.longitude - 29.004115)).toBeLessThan(0.2);
    }
    for (const row of gb) expect(Math.abs(row.latitude - 51.5)).toBeLessThan(0.2);
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
  });
});

/** A stand-in database recording every statement and parameter the seed sends. */
function recordingDb(): { db: Db; statements: unknown[][] } {
  const statements: unknown[][] = [];
  const tx: Queryable = {
    async query<T>(sql: string, params: unknown[] = []) {
      // password hashes carry random salts by design; everything else must repeat exactly
      statements.push([sql, ...params.map((p) => (typeof p === 'string' && p.startsWith('scrypt$') ? 'hash' : p))]);
      return { rows: [] as T[] };
    },
    async exec() {},
  };
  const db: Db = { kind: 'pglite', ...tx, transaction: (fn) => fn(tx), close: async () => undefined };
  return { db, statements };
}

describe('the generator', () => {
  it('is deterministic: the same seed and size produce the same data', async () => {
    const first = recordingDb();
    const second = recordingDb();
    await seedDemoData(first.db, { size: 1 });
    await seedDemoData(second.db, { size: 1 });
    expect(first.statements.length).toBeGreaterThan(20);
    expect(second.statements).toEqual(first.statements);
    const other = recordingDb();
    await seedDemoData(other.db, { size: 1, seed: 7 });
    expect(other.statements).not.toEqual(first.statements);
  });

  it('scales with the size parameter', async () => {
    const count = async (size: number) => {
      const run = recordingDb();
      await seedDemoData(run.db, { size });
      return run.statements.filter(([sql]) => String(sql).includes('INSERT INTO warehouses')).length;
    };
    expect(await count(1)).toBe(8);
    expect(await count(3)).toBe(24);
  });
});
