// The staff list (resources/staff/people.ts) through the generic REST layer: franchise-scoped,
// role person only, the declared filters, and the IBAN whole only for a caller whose person role
// may update people (gateway/rest/mask.ts); everyone else gets its last 4 digits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listStatements } from '../../gateway/db/records';
import { parseListQuery } from '../../gateway/rest/query';
import { defineRestResource } from '../../gateway/rest/resource';
import { REST_RESOURCES } from '../../gateway/resources';
import people from '../../resources/staff/people';
import type { LoginResponse } from '../../src/domain/types';
import { isValidIban } from '../../src/domain/validators/iban';
import { isValidNationalId } from '../../src/domain/validators/nationalId';
import { call, json, listQuery, login, startGateway, type TestGateway } from './helpers';

type Person = Record<string, unknown> & { id: string };

let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;
let gbowner: LoginResponse;
let noroles: LoginResponse;
let tr1: string;

async function list(token: string, parts: Parameters<typeof listQuery>[0]) {
  const response = await call(gateway.app, token, 'GET', `/api/people${listQuery(parts)}`);
  return { response, rows: response.statusCode === 200 ? json<Person[]>(response) : [], range: response.headers['content-range'] };
}
const one = async <T>(sql: string, params: unknown[]) => (await gateway.db.query<T & Record<string, unknown>>(sql, params)).rows[0];

beforeAll(async () => {
  gateway = await startGateway();
  [owner, manager, gbowner, noroles] = await Promise.all(['owner', 'manager', 'gbowner', 'noroles'].map((name) => login(gateway.app, name)));
  tr1 = owner.user.franchise._id;
});
afterAll(async () => {
  await gateway?.close();
});

describe('the seeded people', () => {
  it('are a few hundred across the demo franchises, with valid TR national ids and IBANs of their country', async () => {
    const { n } = await one<{ n: number }>('SELECT count(*)::int AS n FROM people', []);
    expect(n).toBeGreaterThanOrEqual(200);
    const rows = (await gateway.db.query<{ national_id: string; iban: string; country: string }>(
      `SELECT p.national_id, p.iban, CASE WHEN p.franchise_id = $1 THEN 'GB' ELSE 'TR' END AS country FROM people p`,
      [gbowner.user.franchise._id],
    )).rows;
    for (const row of rows) {
      expect(isValidIban(row.iban), row.iban).toBe(true);
      expect(row.iban.slice(0, 2)).toBe(row.country);
      if (row.country === 'TR') expect(isValidNationalId(row.national_id), row.national_id).toBe(true);
    }
    // couriers and pickers are people under the same id; store assistants are the rest
    const { missing } = await one<{ missing: number }>(
      'SELECT count(*)::int AS missing FROM couriers c WHERE NOT EXISTS (SELECT 1 FROM people p WHERE p.id = c.id)',
      [],
    );
    expect(missing).toBe(0);
  });
});

describe('the staff list', () => {
  it('answers only the franchise’s people, and another franchise’s person is 404', async () => {
    const { rows, range } = await list(owner.accessToken, { range: [0, 99] });
    const { n } = await one<{ n: number }>('SELECT count(*)::int AS n FROM people WHERE franchise_id = $1', [tr1]);
    expect(range).toBe(`people 0-${Math.min(n, 100) - 1}/${n}`);
    const foreign = await one<{ id: string }>('SELECT id FROM people WHERE franchise_id <> $1 LIMIT 1', [tr1]);
    expect(rows.map((row) => row.id)).not.toContain(foreign.id);
    expect((await call(gateway.app, owner.accessToken, 'GET', `/api/people/${foreign.id}`)).statusCode).toBe(404);
    const mine = await one<{ id: string }>('SELECT id FROM people WHERE franchise_id = $1 LIMIT 1', [tr1]);
    expect((await call(gateway.app, gbowner.accessToken, 'GET', `/api/people/${mine.id}`)).statusCode).toBe(404);
    // the id filter (getMany) does not cross franchises either
    const many = await list(owner.accessToken, { filter: { id: [foreign.id, mine.id] } });
    expect(many.rows.map((row) => row.id)).toEqual([mine.id]);
  });

  it('refuses a caller without the person role, list and detail alike', async () => {
    const mine = await one<{ id: string }>('SELECT id FROM people WHERE franchise_id = $1 LIMIT 1', [tr1]);
    expect((await list(noroles.accessToken, {})).response.statusCode).toBe(403);
    expect((await call(gateway.app, noroles.accessToken, 'GET', `/api/people/${mine.id}`)).statusCode).toBe(403);
    expect((await call(gateway.app, null, 'GET', '/api/people')).statusCode).toBe(401);
  });

  it('filters by staff type, work type, store, active and national id, and searches by name or phone', async () => {
    const expectCount = async (filter: Record<string, unknown>, where: string, params: unknown[]) => {
      const { range, rows } = await list(owner.accessToken, { filter, range: [0, 99] });
      const { n } = await one<{ n: number }>(`SELECT count(*)::int AS n FROM people WHERE franchise_id = $1 AND ${where}`, [tr1, ...params]);
      expect(n).toBeGreaterThan(0);
      expect(range).toMatch(new RegExp(`/${n}$`));
      return rows;
    };
    for (const row of await expectCount({ staffType: 2 }, 'staff_type = 2', [])) expect(row.staffType).toBe(2);
    for (const row of await expectCount({ workType: 2 }, 'work_type = 2', [])) expect(row.workType).toBe(2);
    for (const row of await expectCount({ isActive: false }, 'NOT is_active', [])) expect(row.isActive).toBe(false);
    const store = await one<{ id: string }>('SELECT warehouse_id AS id FROM people WHERE franchise_id = $1 LIMIT 1', [tr1]);
    for (const row of await expectCount({ warehouseId: store.id, staffType: [1, 3] }, 'warehouse_id = $2 AND staff_type IN (1, 3)', [store.id])) {
      expect(row.warehouseId).toBe(store.id);
    }
    const person = await one<{ national_id: string; name: string }>('SELECT national_id, name FROM people WHERE franchise_id = $1 ORDER BY id LIMIT 1', [tr1]);
    const byId = await expectCount({ nationalId: person.national_id }, 'national_id = $2', [person.national_id]);
    expect(byId[0].name).toBe(person.name);
    const surname = person.name.split(' ').at(-1)!;
    for (const row of await expectCount({ q: surname }, "(name ILIKE '%' || $2 || '%' OR work_phone ILIKE '%' || $2 || '%')", [surname])) {
      expect(String(row.name).toLocaleLowerCase('tr')).toContain(surname.toLocaleLowerCase('tr'));
    }
  });

  it('filters by name: the names containing what was typed, whatever its case, served from the franchise-led name index', async () => {
    const person = await one<{ name: string }>('SELECT name FROM people WHERE franchise_id = $1 ORDER BY id LIMIT 1', [tr1]);
    // a part of the surname, typed in lower case with stray spaces
    const part = person.name.split(' ').at(-1)!.slice(0, 4);
    const typed = `  ${part.toLowerCase()} `;
    const { response, rows, range } = await list(owner.accessToken, { filter: { name: typed }, range: [0, 99] });
    expect(response.statusCode, response.body).toBe(200);
    const { n } = await one<{ n: number }>(`SELECT count(*)::int AS n FROM people WHERE franchise_id = $1 AND name ILIKE '%' || $2 || '%'`, [tr1, part]);
    expect(n).toBeGreaterThan(0);
    expect(range).toMatch(new RegExp(`/${n}$`));
    expect(rows.map((row) => row.name)).toContain(person.name);
    for (const row of rows) expect(String(row.name).toLowerCase()).toContain(part.toLowerCase());
    // LIKE's wildcards are taken as typed, and another franchise's names never come back
    expect((await list(owner.accessToken, { filter: { name: '%' } })).rows).toEqual([]);
    const gbName = await one<{ name: string }>('SELECT name FROM people WHERE franchise_id = $1 ORDER BY id LIMIT 1', [gbowner.user.franchise._id]);
    expect((await list(owner.accessToken, { filter: { name: gbName.name } })).rows.map((row) => row.name)).not.toContain(gbName.name);

    const resource = REST_RESOURCES.find((item) => item.name === 'people')!;
    const statements = listStatements(resource, parseListQuery(resource, { filter: JSON.stringify({ name: part }) }), tr1);
    await gateway.db.exec('ANALYZE people; SET enable_seqscan = off');
    try {
      const plan = await gateway.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statements.count.sql}`, statements.count.params);
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toMatch(/people_franchise_\w+_idx/);
      expect(text).toMatch(/Index Cond: \(franchise_id = /);
    } finally {
      await gateway.db.exec('SET enable_seqscan = on');
    }
  });

  it('shows each courier’s and picker’s live status from its couriers or pickers row, in the same statement', async () => {
    const { rows } = await list(owner.accessToken, { range: [0, 99], filter: { isActive: true } });
    const couriers = new Map((await gateway.db.query<{ id: string; status: number }>('SELECT id, status FROM couriers WHERE franchise_id = $1', [tr1])).rows.map((row) => [row.id, row.status]));
    const pickers = new Map((await gateway.db.query<{ id: string; status: number }>('SELECT id, status FROM pickers WHERE franchise_id = $1', [tr1])).rows.map((row) => [row.id, row.status]));
    for (const row of rows) {
      expect(row.courierStatus, row.id).toBe(couriers.get(row.id) ?? null);
      expect(row.pickerStatus, row.id).toBe(pickers.get(row.id) ?? null);
    }
    expect(rows.some((row) => row.courierStatus !== null)).toBe(true);
    expect(rows.some((row) => row.pickerStatus !== null)).toBe(true);
    // a status the courier moves to is what the detail reads next
    const courier = rows.find((row) => row.courierStatus !== null)!;
    await gateway.db.query('UPDATE couriers SET status = 1000 WHERE id = $1', [courier.id]);
    expect(json<Person>(await call(gateway.app, owner.accessToken, 'GET', `/api/people/${courier.id}`)).courierStatus).toBe(1000);
    // read-only: a looked-up field cannot be declared a filter or sortable
    const filtered = { ...people, list: { ...people.list!, filters: ['courierStatus' as const] } };
    expect(() => defineRestResource(filtered, { table: 'people', lookups: { courierStatus: { table: 'couriers', column: 'status' } } })).toThrow(/looked-up field/);
  });

  it('sorts server-side and refuses a filter or sort the declaration does not name', async () => {
    const { rows } = await list(owner.accessToken, { sort: ['employmentStartDate', 'DESC'], range: [0, 9] });
    const dates = rows.map((row) => String(row.employmentStartDate));
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await list(owner.accessToken, { filter: { iban: 'TR' } })).response.statusCode).toBe(400);
    expect((await list(owner.accessToken, { sort: ['iban', 'ASC'] })).response.statusCode).toBe(400);
  });
});

describe('the IBAN', () => {
  it('is whole for the owner (person with update) and only its last 4 digits for the manager (person without update)', async () => {
    expect(manager.user.roles.find((held) => held.role.key === 'person')?.permissions).not.toContain('update');
    const stored = await one<{ id: string; iban: string }>('SELECT id, iban FROM people WHERE franchise_id = $1 ORDER BY id LIMIT 1', [tr1]);

    const full = json<Person>(await call(gateway.app, owner.accessToken, 'GET', `/api/people/${stored.id}`));
    expect(full.iban).toBe(stored.iban);

    const masked = json<Person>(await call(gateway.app, manager.accessToken, 'GET', `/api/people/${stored.id}`));
    expect(masked.iban).toBe('*'.repeat(stored.iban.length - 4) + stored.iban.slice(-4));
    expect(masked.name).toBe(full.name);

    // the list, getMany and the export answer the same, and no reply carries the whole IBAN
    for (const parts of [{ range: [0, 99] as [number, number] }, { filter: { id: [stored.id] } }, { export: true, range: [0, 999] as [number, number] }]) {
      const response = await call(gateway.app, manager.accessToken, 'GET', `/api/people${listQuery(parts)}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(stored.iban);
      for (const row of json<Person[]>(response)) expect(String(row.iban)).toMatch(/^\*+[A-Z0-9]{4}$/);
    }
    const ownerList = await list(owner.accessToken, { filter: { id: [stored.id] } });
    expect(ownerList.rows[0].iban).toBe(stored.iban);
  });

  it('a masked field cannot be declared filterable, sortable or searchable', () => {
    const withMaskedFilter = { ...people, list: { ...people.list!, filters: ['iban' as const] } };
    expect(() => defineRestResource(withMaskedFilter, { table: 'people' })).toThrow(/masked field "iban"/);
    const withMaskedSort = { ...people, fields: { ...people.fields, iban: { ...people.fields.iban, sortable: true } } };
    expect(() => defineRestResource(withMaskedSort, { table: 'people' })).toThrow(/masked field "iban"/);
  });
});
