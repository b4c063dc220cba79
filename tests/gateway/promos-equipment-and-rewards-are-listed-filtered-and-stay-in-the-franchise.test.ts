// The Commercial screens' read-only resources on the gateway (resources/commercial/promo-list.ts,
// equipments.ts and reward.ts; migrations 030-032; docs/commercial.md): each list filters and
// sorts as its declaration says, checked against independent SQL over the stored rows; a right's
// change log adds up to what is left; another franchise's ids are not found, a user without the
// role gets 403, and nothing writes to them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentFinancialMonth } from '../../src/domain/financialMonth';
import { promoStatus, rewardKind, rewardStatus } from '../../src/domain/enums';
import { promoStatusOf } from '../../src/domain/promos';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, listQuery, login, startGateway, type TestGateway } from './helpers';

type Row = { id: string } & Record<string, unknown>;

let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;
let gbowner: LoginResponse;

const TR_ZONE = 'Europe/Istanbul';
const list = async (path: string, parts: Parameters<typeof listQuery>[0], token = owner.accessToken) => {
  const response = await call(gateway.app, token, 'GET', `/api${path}${listQuery({ range: [0, 99], ...parts })}`);
  expect(response.statusCode, response.body).toBe(200);
  return { rows: json<Row[]>(response), total: Number(response.headers['content-range']?.toString().split('/')[1]) };
};
const ids = async (sql: string, params: unknown[]) => (await gateway.db.query<{ id: string }>(sql, params)).rows.map((row) => row.id);
/** A list's first page (100 rows at most) against the ids SQL finds, and its total against their count. */
const sameAs = (listed: { rows: Row[]; total: number }, expected: string[]) => {
  expect(listed.rows.map((row) => row.id)).toEqual(expected.slice(0, 100));
  expect(listed.total).toBe(expected.length);
};
const franchise = () => owner.user.franchise._id;

beforeAll(async () => {
  gateway = await startGateway();
  [owner, manager, gbowner] = await Promise.all(['owner', 'manager', 'gbowner'].map((name) => login(gateway.app, name)));
});
afterAll(async () => {
  await gateway?.close();
});

describe('promos', () => {
  it('lists by status and domain in priority order, as SQL over the franchise\'s promos does', async () => {
    const active = promoStatus.value('active');
    const listed = await list('/promos', { filter: { status: active }, sort: ['priority', 'ASC'] });
    const expected = await ids(`SELECT id FROM promos WHERE franchise_id = $1 AND status = $2 ORDER BY priority, id`, [franchise(), active]);
    expect(expected.length).toBeGreaterThan(0);
    sameAs(listed, expected);

    const byDomain = await list('/promos', { filter: { domainType: [2, 3] }, sort: ['validUntil', 'DESC'] });
    const domainIds = await ids(`SELECT id FROM promos WHERE franchise_id = $1 AND domain_type IN (2, 3) ORDER BY valid_until DESC, id`, [franchise()]);
    sameAs(byDomain, domainIds);
  });

  it('keeps the promos valid at some time during the chosen days, and finds one by its code', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const [from, to] = [day(-10), day(-3)];
    const listed = await list('/promos', { filter: { periodFrom: from, periodTo: to }, sort: ['validFrom', 'ASC'] });
    const expected = await ids(
      `SELECT id FROM promos WHERE franchise_id = $1
         AND valid_until > ($2::date::timestamp AT TIME ZONE '${TR_ZONE}')
         AND valid_from < (($3::date + 1)::timestamp AT TIME ZONE '${TR_ZONE}')
       ORDER BY valid_from, id`,
      [franchise(), from, to],
    );
    expect(expected.length).toBeGreaterThan(0);
    sameAs(listed, expected);

    const some = listed.rows[0]!;
    const found = await list('/promos', { filter: { q: String(some.code).toLowerCase() } });
    expect(found.rows.map((row) => row.id)).toContain(some.id);
    for (const row of found.rows) expect(`${String(row.code)} ${String(row.title)}`.toLowerCase()).toContain(String(some.code).toLowerCase());
  });

  it('seeds statuses that agree with each promo\'s days and counts', async () => {
    const { rows } = await list('/promos', {});
    expect(new Set(rows.map((row) => row.status)).size).toBeGreaterThanOrEqual(5);
    const now = new Date();
    for (const row of rows) {
      if (row.status === promoStatus.value('inactive')) continue; // switched off by head office: nothing else tells it
      const facts = {
        switchedOff: false,
        validFrom: new Date(String(row.validFrom)),
        validUntil: new Date(String(row.validUntil)),
        usedCount: Number(row.usedCount),
        usageLimit: Number(row.usageLimit),
        customerCount: Number(row.customerCount),
        customerLimit: Number(row.customerLimit),
      };
      expect(promoStatusOf(facts, now), JSON.stringify(row)).toBe(row.status);
    }
  });
});

describe('equipment rights', () => {
  it('lists the rights by what is left, and each right\'s log adds up to it, newest first', async () => {
    const listed = await list('/equipments', { filter: { item: 1 }, sort: ['remaining', 'ASC'] });
    const expected = await ids(`SELECT id FROM equipments WHERE franchise_id = $1 AND item = 1 ORDER BY remaining, id`, [franchise()]);
    expect(expected.length).toBeGreaterThan(0);
    sameAs(listed, expected);

    const right = listed.rows[listed.rows.length - 1]!;
    const one = await call(gateway.app, owner.accessToken, 'GET', `/api/equipments/${right.id}`);
    expect(one.statusCode, one.body).toBe(200);
    const log = await list('/equipment-changes', { filter: { equipmentId: right.id }, sort: ['changedAt', 'DESC'] });
    expect(log.rows.length).toBeGreaterThan(1);
    expect(log.rows.reduce((sum, row) => sum + Number(row.change), 0)).toBe(right.remaining);
    expect(log.rows[0]!.remainingAfter).toBe(right.remaining);
    const times = log.rows.map((row) => Date.parse(String(row.changedAt)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('rewards', () => {
  it('lists a financial month\'s rewards by amount, filtered by kind and status, as SQL does', async () => {
    const month = currentFinancialMonth(new Date(), TR_ZONE);
    const listed = await list('/rewards', { filter: { month }, sort: ['amount', 'DESC'] });
    const expected = await ids(`SELECT id FROM rewards WHERE franchise_id = $1 AND month = $2 ORDER BY amount DESC, id`, [franchise(), month]);
    expect(expected.length).toBeGreaterThan(0);
    sameAs(listed, expected);
    expect(listed.rows.every((row) => row.status === rewardStatus.value('pending'))).toBe(true);

    const paid = rewardStatus.value('paid');
    const courier = rewardKind.value('courier_program');
    const filtered = await list('/rewards', { filter: { kind: courier, status: paid }, sort: ['month', 'DESC'] });
    const filteredIds = await ids(`SELECT id FROM rewards WHERE franchise_id = $1 AND kind = $2 AND status = $3 ORDER BY month DESC, id`, [franchise(), courier, paid]);
    expect(filteredIds.length).toBeGreaterThan(0);
    sameAs(filtered, filteredIds);
    expect(typeof filtered.rows[0]!.amount).toBe('number');
  });
});

describe('scope, roles and writes', () => {
  const TABLES = [
    ['/promos', 'promos'],
    ['/equipments', 'equipments'],
    ['/rewards', 'rewards'],
    ['/equipment-changes', 'equipment_changes'],
  ] as const;

  it('answers 404 for another franchise\'s ids, and the GB owner sees only GB rows', async () => {
    for (const [path, table] of TABLES) {
      const { rows } = await gateway.db.query<{ id: string }>(`SELECT id FROM ${table} WHERE franchise_id <> $1 ORDER BY id LIMIT 1`, [franchise()]);
      expect((await call(gateway.app, owner.accessToken, 'GET', `/api${path}/${rows[0]!.id}`)).statusCode, path).toBe(404);
      const gb = await list(path, {}, gbowner.accessToken);
      expect(gb.rows.length, path).toBeGreaterThan(0);
      const own = await ids(`SELECT id FROM ${table} WHERE franchise_id = $1`, [gbowner.user.franchise._id]);
      expect(gb.rows.every((row) => own.includes(row.id)), path).toBe(true);
    }
  });

  it('refuses a user without the role with 403, and has no way to write', async () => {
    for (const [path, table] of TABLES) {
      const denied = await call(gateway.app, manager.accessToken, 'GET', `/api${path}${listQuery({ range: [0, 9] })}`);
      expect(denied.statusCode, path).toBe(403);
      const { rows } = await gateway.db.query<{ id: string }>(`SELECT id FROM ${table} WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [franchise()]);
      const id = rows[0]!.id;
      expect([404, 405], path).toContain((await call(gateway.app, owner.accessToken, 'PUT', `/api${path}/${id}`, { status: 1 })).statusCode);
      expect([404, 405], path).toContain((await call(gateway.app, owner.accessToken, 'DELETE', `/api${path}/${id}`)).statusCode);
      expect([404, 405], path).toContain((await call(gateway.app, owner.accessToken, 'POST', `/api${path}`, { status: 1 })).statusCode);
    }
  });
});
