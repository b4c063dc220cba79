// The generic simple-REST layer, proven on the fleet vehicles of resources/fleet/vehicles.ts: the
// filters, search, sort fields, page sizes and editable fields it accepts are the declaration's.
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_RESOURCES } from '../../gateway/resources';
import { couriers as courierDeclaration } from '../../gateway/resources/couriers';
import { listStatements } from '../../gateway/db/records';
import { MAX_PAGE_SIZE } from '../../src/domain/constants';
import { MAX_EXPORT_ROWS, parseListQuery } from '../../gateway/rest/query';
import { registerRestResources } from '../../gateway/rest/register';
import { defineRestResource } from '../../gateway/rest/resource';
import vehicles from '../../resources/fleet/vehicles';
import { vehicleStatus, vehicleType } from '../../src/domain/enums';
import type { FieldDescriptor } from '../../src/domain/declaration/fields';
import { VERSION_FIELD } from '../../src/domain/declaration/version';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, listQuery, login, startGateway, type TestGateway } from './helpers';

type Vehicle = Record<string, unknown> & { id: string };

let gateway: TestGateway;
let extra: TestGateway;
let owner: LoginResponse;
let gbowner: LoginResponse;
let manager: LoginResponse;
let tr1: string;
let gb: string;
let tr1Warehouses: string[];
let tr1Couriers: string[];
let gbWarehouse: string;
let gbCourier: string;

// A test-only declaration over the same table: vehicles that may also be created and deleted,
// and a TR-only couriers list, to prove POST, DELETE and the country part of the access rule.
const creatableVehicles = defineRestResource(
  { ...vehicles, name: 'test-vehicles', create: { fields: ['plate', 'type', 'status', 'warehouseId', 'brand'] }, delete: true },
  { table: 'vehicles', updatedAtColumn: 'updated_at' },
);
const trOnlyCouriers = defineRestResource(
  { ...courierDeclaration, name: 'tr-couriers', access: { roles: ['live_map'], countries: ['TR'] } },
  { table: 'couriers' },
);
const testRoutes: FastifyPluginAsync = async (app) => {
  registerRestResources(app, [creatableVehicles, trOnlyCouriers], REST_RESOURCES);
};

const column = async <T>(sql: string, params: unknown[]): Promise<T[]> =>
  (await gateway.db.query<{ value: T }>(sql, params)).rows.map((row) => row.value);
const count = async (where: string, params: unknown[]) =>
  (await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM vehicles WHERE ${where}`, params)).rows[0].n;

async function list(token: string, parts: Parameters<typeof listQuery>[0], resource = 'vehicles') {
  const response = await call(gateway.app, token, 'GET', `/api/${resource}${listQuery(parts)}`);
  return { response, rows: response.statusCode === 200 ? json<Vehicle[]>(response) : [], range: response.headers['content-range'] };
}

async function readVehicle(id: string): Promise<Vehicle> {
  const response = await call(gateway.app, owner.accessToken, 'GET', `/api/vehicles/${id}`);
  expect(response.statusCode).toBe(200);
  return json<Vehicle>(response);
}

beforeAll(async () => {
  gateway = await startGateway();
  extra = await startGateway({ db: gateway.db, extraRoutes: [testRoutes] });
  [owner, gbowner, manager] = await Promise.all(['owner', 'gbowner', 'manager'].map((name) => login(gateway.app, name)));
  tr1 = owner.user.franchise._id;
  gb = gbowner.user.franchise._id;
  tr1Warehouses = await column<string>(`SELECT id AS value FROM warehouses WHERE franchise_id = $1 ORDER BY id`, [tr1]);
  tr1Couriers = await column<string>(`SELECT id AS value FROM couriers WHERE franchise_id = $1 AND is_active ORDER BY id`, [tr1]);
  [gbWarehouse] = await column<string>(`SELECT id AS value FROM warehouses WHERE franchise_id = $1`, [gb]);
  [gbCourier] = await column<string>(`SELECT id AS value FROM couriers WHERE franchise_id = $1`, [gb]);
});
afterAll(async () => {
  await extra?.close();
  await gateway?.close();
});

describe('the vehicle list', () => {
  it('answers the first page with every declared field, ids as strings, and the total in Content-Range', async () => {
    const total = await count('franchise_id = $1', [tr1]);
    expect(total).toBeGreaterThanOrEqual(40);
    const { response, rows } = await list(owner.accessToken, {});
    expect(response.statusCode).toBe(200);
    expect(rows).toHaveLength(vehicles.list!.perPage!);
    expect(response.headers['content-range']).toBe(`vehicles 0-${rows.length - 1}/${total}`);
    expect(response.headers['access-control-expose-headers']).toMatch(/Content-Range/i);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['id', ...Object.keys(vehicles.fields)].sort());
      expect(typeof row.id).toBe('string');
      if (row.inspectionDate !== null) expect(row.inspectionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('filters by status, type and warehouse (one value or several), with totals from the same scope', async () => {
    const cases: [string, unknown, string, unknown[]][] = [
      ...vehicleStatus.values.map((value): [string, unknown, string, unknown[]] => ['status', value, 'status = $2', [value]]),
      ...vehicleType.values.map((value): [string, unknown, string, unknown[]] => ['type', value, 'type = $2', [value]]),
      ...tr1Warehouses.map((id): [string, unknown, string, unknown[]] => ['warehouseId', id, 'warehouse_id = $2', [id]]),
      ['status', [1000, 2200], 'status = ANY($2::int[])', [[1000, 2200]]],
      ['status', '2000', 'status = $2', [2000]],
    ];
    for (const [field, value, where, params] of cases) {
      const expected = await count(`franchise_id = $1 AND ${where}`, [tr1, ...params]);
      const { response, rows } = await list(owner.accessToken, { filter: { [field]: value }, range: [0, 99] });
      expect(response.statusCode, `${field}=${JSON.stringify(value)}`).toBe(200);
      expect(rows).toHaveLength(expected);
      expect(response.headers['content-range']).toMatch(new RegExp(`/${expected}$`));
      const allowed = (Array.isArray(value) ? value : [value]).map((item) => (typeof item === 'string' && field === 'status' ? Number(item) : item));
      for (const row of rows) expect(allowed).toContain(row[field]);
    }
  });

  it('searches plates with q, case-insensitively, treating % and _ as plain characters', async () => {
    const [plate] = await column<string>(`SELECT plate AS value FROM vehicles WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [tr1]);
    const fragment = plate.split(' ')[1].toLowerCase(); // the letters of "34 KLM 482"
    const expected = await count(`franchise_id = $1 AND plate ILIKE $2`, [tr1, `%${fragment}%`]);
    const { rows, range } = await list(owner.accessToken, { filter: { q: ` ${fragment} ` }, range: [0, 99] });
    expect(rows.length).toBe(expected);
    expect(rows.map((row) => row.plate)).toContain(plate);
    expect(range).toMatch(new RegExp(`/${expected}$`));
    for (const row of rows) expect(String(row.plate).toLowerCase()).toContain(fragment);
    for (const wildcard of ['%', '_', '34_']) {
      expect((await list(owner.accessToken, { filter: { q: wildcard } })).range).toBe('vehicles */0');
    }
    // q combines with the other filters
    const both = await list(owner.accessToken, { filter: { q: '34', status: 2000 }, range: [0, 99] });
    expect(both.rows.length).toBe(await count(`franchise_id = $1 AND status = 2000 AND plate ILIKE '%34%'`, [tr1]));
  });

  it('sorts ascending and descending on every sortable field of the declaration, nulls last, id breaking ties', async () => {
    const sortable = Object.entries(vehicles.fields).filter(([, field]) => field.sortable).map(([name]) => name);
    expect(sortable).toEqual(expect.arrayContaining(['plate', 'type', 'status', 'warehouseId', 'inspectionDate']));
    const total = await count('franchise_id = $1', [tr1]);
    for (const field of [...sortable, 'id']) {
      for (const order of ['ASC', 'DESC'] as const) {
        const { response, rows } = await list(owner.accessToken, { sort: [field, order], range: [0, 99] });
        expect(response.statusCode, `${field} ${order}`).toBe(200);
        expect(rows).toHaveLength(total);
        for (let i = 1; i < rows.length; i++) {
          const [a, b] = [rows[i - 1], rows[i]];
          const [x, y] = [a[field] as string | number | null, b[field] as string | number | null];
          if (x === null) expect(y, `${field} ${order}: nulls come last`).toBeNull();
          if (x === null || y === null) continue;
          if (x === y) expect(a.id < b.id, `${field} ${order}: ties by id`).toBe(true);
          else expect(order === 'ASC' ? x < y : x > y, `${field} ${order}: ${x} before ${y}`).toBe(true);
        }
      }
    }
  });

  it('pages through the whole list without gaps or overlaps, with Content-Range start-end/total', async () => {
    const total = await count('franchise_id = $1', [tr1]);
    const seen: string[] = [];
    for (let start = 0; start < total; start += 10) {
      const { rows, range } = await list(owner.accessToken, { sort: ['status', 'ASC'], range: [start, start + 9] });
      expect(range).toBe(`vehicles ${start}-${start + rows.length - 1}/${total}`);
      seen.push(...rows.map((row) => row.id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const past = await list(owner.accessToken, { range: [total, total + 9] });
    expect(past.rows).toEqual([]);
    expect(past.range).toBe(`vehicles */${total}`);
  });

  it(`caps a page at ${MAX_PAGE_SIZE} rows, and an export (export=true) at ${MAX_EXPORT_ROWS}`, async () => {
    expect((await list(owner.accessToken, { range: [0, MAX_PAGE_SIZE - 1] })).response.statusCode).toBe(200);
    const over = await list(owner.accessToken, { range: [0, MAX_PAGE_SIZE] });
    expect(over.response.statusCode).toBe(400);
    expect(json(over.response).code).toBe('INVALID_RANGE');
    const exported = await list(owner.accessToken, { range: [0, 999], export: true });
    expect(exported.response.statusCode).toBe(200);
    expect(exported.rows).toHaveLength(await count('franchise_id = $1', [tr1]));
    expect((await list(owner.accessToken, { range: [0, MAX_EXPORT_ROWS], export: true })).response.statusCode).toBe(400);
  });

  it('answers getMany (filter id) with exactly the franchise’s records among the ids asked for', async () => {
    const ids = await column<string>(`SELECT id AS value FROM vehicles WHERE franchise_id = $1 ORDER BY id LIMIT 3`, [tr1]);
    const [foreign] = await column<string>(`SELECT id AS value FROM vehicles WHERE franchise_id = $1 LIMIT 1`, [gb]);
    const response = await call(gateway.app, owner.accessToken, 'GET', `/api/vehicles${listQuery({ filter: { id: [...ids, foreign, 'no-such-id'] } })}`);
    expect(response.statusCode).toBe(200);
    expect(json<Vehicle[]>(response).map((row) => row.id).sort()).toEqual([...ids].sort());
  });

  it('refuses malformed and undeclared list parameters with 400, never 500', async () => {
    const raw = (query: string) => call(gateway.app, owner.accessToken, 'GET', `/api/vehicles?${query}`);
    const bad: [string, string][] = [
      ['filter=%7Bnot-json', 'INVALID_FILTER'],
      ['filter=%5B1%2C2%5D', 'INVALID_FILTER'],
      ['filter=null', 'INVALID_FILTER'],
      [`filter=${encodeURIComponent('{"brand":"Honda"}')}`, 'INVALID_FILTER'], // declared, but not a list filter
      [`filter=${encodeURIComponent('{"franchiseId":"x"}')}`, 'INVALID_FILTER'],
      [`filter=${encodeURIComponent('{"status":1234}')}`, 'INVALID_FILTER'], // not a vehicle status
      [`filter=${encodeURIComponent('{"status":[]}')}`, 'INVALID_FILTER'],
      [`filter=${encodeURIComponent('{"type":"moto"}')}`, 'INVALID_FILTER'],
      [`filter=${encodeURIComponent('{"warehouseId":{"$ne":null}}')}`, 'INVALID_FILTER'],
      [`filter=${encodeURIComponent('{"warehouseId":null}')}`, 'INVALID_FILTER'], // required: never empty
      [`filter=${encodeURIComponent('{"q":42}')}`, 'INVALID_FILTER'],
      [`filter=${encodeURIComponent('{"q":"a\\u0000"}')}`, 'INVALID_FILTER'],
      [`filter=${encodeURIComponent(JSON.stringify({ q: 'x'.repeat(101) }))}`, 'INVALID_FILTER'],
      [`filter=${encodeURIComponent('{"id":[1,2]}')}`, 'INVALID_FILTER'],
      [`filter=${encodeURIComponent('{"__proto__":{"a":1}}')}`, 'INVALID_FILTER'],
      [`sort=${encodeURIComponent('["brand","ASC"]')}`, 'INVALID_SORT'], // declared, not sortable
      [`sort=${encodeURIComponent('["nope","ASC"]')}`, 'INVALID_SORT'],
      [`sort=${encodeURIComponent('["plate","asc"]')}`, 'INVALID_SORT'],
      [`sort=${encodeURIComponent('["plate; DROP TABLE vehicles","ASC"]')}`, 'INVALID_SORT'],
      ['sort=plate', 'INVALID_SORT'],
      [`range=${encodeURIComponent('[-1,10]')}`, 'INVALID_RANGE'],
      [`range=${encodeURIComponent('[10,5]')}`, 'INVALID_RANGE'],
      [`range=${encodeURIComponent('[0.5,10]')}`, 'INVALID_RANGE'],
      [`range=${encodeURIComponent('[0]')}`, 'INVALID_RANGE'],
      ['range=abc', 'INVALID_RANGE'],
      ['page=1', 'VALIDATION'],
      ['filter=%7B%7D&filter=%7B%7D', 'VALIDATION'],
      ['export=maybe', 'VALIDATION'],
    ];
    for (const [query, code] of bad) {
      const response = await raw(query);
      expect(response.statusCode, query).toBe(400);
      expect(json(response), query).toMatchObject({ code, message: expect.any(String) });
    }
    expect(await count('true', [])).toBeGreaterThan(0);
  });

  it('reads one record; an unknown id is 404', async () => {
    const [id] = await column<string>(`SELECT id AS value FROM vehicles WHERE franchise_id = $1 LIMIT 1`, [tr1]);
    expect((await readVehicle(id)).id).toBe(id);
    const missing = await call(gateway.app, owner.accessToken, 'GET', '/api/vehicles/000000000000000000000000');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).code).toBe('NOT_FOUND');
  });

  it('scopes every list query by the (franchise_id, column) indexes: one for each filter and sort field', async () => {
    // A view (a person's orders over the orders table) has no index of its own: its table's serve it.
    const { rows: views } = await gateway.db.query<{ table_name: string }>(`SELECT table_name FROM information_schema.views`);
    const isView = new Set(views.map((row) => row.table_name));
    for (const resource of REST_RESOURCES) {
      const { rows: columns } = await gateway.db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = $1`,
        [resource.table],
      );
      const names = columns.map((row) => row.column_name);
      const ownColumns = Object.entries(resource.columns).filter(([field]) => !(field in resource.lookups)).map(([, column]) => column);
      for (const column of [...ownColumns, resource.scopeColumn, resource.idColumn]) {
        expect(names, `${resource.table}.${column}`).toContain(column);
      }
      // a looked-up field reads a column of another table (a person's courier status)
      for (const lookup of Object.values(resource.lookups)) {
        const { rows: other } = await gateway.db.query<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns WHERE table_name = $1`,
          [lookup.table],
        );
        expect(other.map((row) => row.column_name), `${lookup.table}.${lookup.column}`).toContain(lookup.column);
      }
      const { rows: indexes } = await gateway.db.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE tablename = $1`, [
        resource.table,
      ]);
      if (isView.has(resource.table)) continue;
      for (const field of new Set([...resource.filters, ...resource.sortable])) {
        // led by the scope, then the column (more columns may follow: the index still serves it)
        const wanted = `(${resource.scopeColumn}, ${resource.columns[field]}`;
        const leads = (index: { indexdef: string }) => index.indexdef.includes(`${wanted})`) || index.indexdef.includes(`${wanted}, `);
        expect(indexes.some(leads), `${resource.table} index ${wanted}, …)`).toBe(true);
      }
    }
    // And the planner can serve the scoped filter from it.
    const resource = REST_RESOURCES.find((item) => item.name === 'vehicles')!;
    const statements = listStatements(resource, parseListQuery(resource, { filter: '{"status":2000}' }), tr1);
    await gateway.db.exec('ANALYZE vehicles; SET enable_seqscan = off');
    try {
      const plan = await gateway.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statements.count.sql}`, statements.count.params);
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toMatch(/Index (Only )?Scan (using|on) vehicles_franchise_status_idx/);
      expect(text).toMatch(/Index Cond: \(\(franchise_id = .*\) AND \(status = 2000\)\)/);
    } finally {
      await gateway.db.exec('SET enable_seqscan = on');
    }
  });
});

/** A value the field kind accepts (a reference: a row of the owner's franchise). */
function validValue(name: string, field: FieldDescriptor): unknown {
  switch (field.kind) {
    case 'text':
      return 'Ab'.repeat(Math.max(2, field.minLength ?? 1)).slice(0, field.maxLength ?? 20);
    case 'number':
      return Math.min(field.max ?? 1e6, (field.min ?? 0) + 7);
    case 'money':
      return 12.5;
    case 'enum':
      return field.enumeration.values[field.enumeration.values.length - 1];
    case 'reference':
      return field.reference === 'warehouses' ? tr1Warehouses[tr1Warehouses.length - 1] : tr1Couriers[0];
    case 'date':
      return '2031-03-04';
    case 'datetime':
      return '2031-03-04T10:00:00.000Z';
    case 'boolean':
      return true;
    case 'file':
      // clearing it; a real upload is file-fields-upload-through-a-signed-link-...test.ts's
      return null;
    default:
      throw new Error(`no sample value for ${name} (${field.kind})`);
  }
}

describe('editing a vehicle', () => {
  let id: string;
  beforeAll(async () => {
    [id] = await column<string>(`SELECT id AS value FROM vehicles WHERE franchise_id = $1 ORDER BY plate LIMIT 1`, [tr1]);
  });
  // Every update names the version it was made on (a-stale-update-answers-409-and-changes-nothing
  // tests that part): here it is the current one, unless the body is not an object or names its own.
  const put = async (body: unknown, token = owner.accessToken, target = id) => {
    const plain = typeof body === 'object' && body !== null && !Array.isArray(body) && !(VERSION_FIELD in body);
    const sent = plain ? { ...body, [VERSION_FIELD]: (await readVehicle(target))[VERSION_FIELD] } : body;
    return call(gateway.app, token, 'PUT', `/api/vehicles/${target}`, sent);
  };

  it('accepts each edit field of the declaration, saves it and answers the updated record', async () => {
    const editFields = vehicles.edit!.fields;
    expect(editFields.length).toBeGreaterThan(0);
    for (const field of editFields) {
      const value = validValue(field, vehicles.fields[field]);
      const response = await put({ [field]: value });
      expect(response.statusCode, `${field} = ${JSON.stringify(value)}: ${response.body}`).toBe(200);
      expect(json(response)[field]).toEqual(value);
      expect((await readVehicle(id))[field]).toEqual(value);
    }
  });

  it('refuses every declared field that is not an edit field, and unknown fields, changing nothing', async () => {
    const before = await readVehicle(id);
    const notEditable = Object.keys(vehicles.fields).filter((field) => !vehicles.edit!.fields.includes(field as never));
    expect(notEditable).toEqual(expect.arrayContaining(['plate', 'type', 'updatedAt']));
    // updatedAt is taken, but as the version the update was made on, never as a value to write
    for (const field of notEditable.filter((name) => name !== VERSION_FIELD)) {
      const response = await put({ status: 2200, [field]: validValue(field, vehicles.fields[field]) });
      expect(response.statusCode, field).toBe(400);
      expect(json(response).code).toBe('VALIDATION');
    }
    for (const body of [{ status: 2200, franchiseId: 'x' }, { status: 2200, id: 'x' }, { color: 'red' }]) {
      expect((await put(body)).statusCode).toBe(400);
    }
    expect(await readVehicle(id)).toEqual(before);
  });

  it('checks values against the field kinds: enum values, number bounds, dates, lengths, required references', async () => {
    const before = await readVehicle(id);
    const bad: Record<string, unknown>[] = [
      { status: 1234 },
      { status: '1000' },
      { status: null },
      { km: -1 },
      { km: 2_000_001 },
      { km: 10.5 },
      { km: '100' },
      { inspectionDate: '2024-13-40' },
      { inspectionDate: 'tomorrow' },
      { notes: 'x'.repeat(501) },
      { warehouseId: null },
      { warehouseId: 42 },
      { courierId: { $ne: null } },
      { notes: 'a\u0000b' },
      { inspectionDate: '0000-01-01' },
      { km: 1e20 },
      {},
    ];
    for (const body of bad) {
      const response = await put(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(response).message).toEqual(expect.any(String));
    }
    for (const raw of ['not json', '[1]', 'null']) {
      const response = await gateway.app.inject({
        method: 'PUT',
        url: `/api/vehicles/${id}`,
        headers: { authorization: `Bearer ${owner.accessToken}`, 'content-type': 'application/json' },
        payload: raw,
      });
      expect(response.statusCode, raw).toBe(400);
    }
    expect(await readVehicle(id)).toEqual(before);
  });

  it('never answers 500, whatever value each edit field is given', async () => {
    const odd: unknown[] = [null, '', 'x'.repeat(20_000), -1, 1e20, 0.5, true, [], {}, '0000-01-01', '9999-12-31', 'a\u0000', '\ud800', "'; DROP TABLE vehicles; --"];
    for (const field of vehicles.edit!.fields) {
      for (const value of odd) {
        const response = await put({ [field]: value });
        expect(response.statusCode, `${field} = ${JSON.stringify(value)}: ${response.body}`).toBeLessThan(500);
      }
    }
    for (const key of [...vehicles.list!.filters!, 'q', 'id']) {
      for (const value of odd) {
        const response = await call(gateway.app, owner.accessToken, 'GET', `/api/vehicles${listQuery({ filter: { [key]: value } })}`);
        expect(response.statusCode, `filter ${key} = ${JSON.stringify(value)}: ${response.body}`).toBeLessThan(500);
      }
    }
  });

  it('refuses a warehouse or courier of another franchise (400 INVALID_REFERENCE) and changes nothing', async () => {
    const before = await readVehicle(id);
    for (const body of [
      { warehouseId: gbWarehouse },
      { courierId: gbCourier },
      { warehouseId: 'does-not-exist' },
      { km: 5, courierId: gbCourier },
    ]) {
      const response = await put(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(response)).toMatchObject({ code: 'INVALID_REFERENCE', field: Object.keys(body).pop() });
    }
    expect(await readVehicle(id)).toEqual(before);
  });

  it('clears an optional field with null and moves updatedAt', async () => {
    const before = await readVehicle(id);
    gateway.clock.advance(60_000);
    const response = await put({ courierId: null, notes: null });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ courierId: null, notes: null });
    expect(Date.parse(String(json(response).updatedAt))).toBeGreaterThan(Date.parse(String(before.updatedAt)));
  });

  it('needs the update permission on the vehicle role: a read-only holder may list but not save', async () => {
    await gateway.db.query(`INSERT INTO user_roles (user_id, role_key, permissions) VALUES ($1, 'vehicle', $2)`, [
      manager.user._id,
      ['read'],
    ]);
    try {
      expect((await list(manager.accessToken, {})).response.statusCode).toBe(200);
      const response = await put({ km: 1 }, manager.accessToken);
      expect(response.statusCode).toBe(403);
      expect(json(response).code).toBe('FORBIDDEN');
      // the role comes first: even a malformed body is answered 403, not 400
      expect((await put({ nonsense: true }, manager.accessToken)).statusCode).toBe(403);
    } finally {
      await gateway.db.query(`DELETE FROM user_roles WHERE user_id = $1 AND role_key = 'vehicle'`, [manager.user._id]);
    }
  });

  it('offers no POST or DELETE for vehicles: the declaration has no create and allows no delete', async () => {
    expect((await call(gateway.app, owner.accessToken, 'POST', '/api/vehicles', { plate: '34 X 1' })).statusCode).toBe(404);
    expect((await call(gateway.app, owner.accessToken, 'DELETE', `/api/vehicles/${id}`)).statusCode).toBe(404);
    expect((await readVehicle(id)).id).toBe(id);
  });
});

describe('a declaration with create and delete (test-only, same table)', () => {
  const body = () => ({ plate: '34 TST 101', type: 200, status: 1000, warehouseId: tr1Warehouses[0], brand: 'Honda' });

  it('creates in the caller’s franchise, checking required fields and references; deletes only its own', async () => {
    const created = await call(extra.app, owner.accessToken, 'POST', '/api/test-vehicles', body());
    expect(created.statusCode, created.body).toBe(201);
    const record = json<Vehicle>(created);
    expect(record).toMatchObject({ ...body(), courierId: null });
    expect(await column<string>(`SELECT franchise_id AS value FROM vehicles WHERE id = $1`, [record.id])).toEqual([tr1]);

    const { plate: _plate, ...withoutPlate } = body();
    expect((await call(extra.app, owner.accessToken, 'POST', '/api/test-vehicles', withoutPlate)).statusCode).toBe(400);
    expect((await call(extra.app, owner.accessToken, 'POST', '/api/test-vehicles', { ...body(), km: 5 })).statusCode).toBe(400);
    const foreign = await call(extra.app, owner.accessToken, 'POST', '/api/test-vehicles', { ...body(), plate: '34 TST 102', warehouseId: gbWarehouse });
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign).code).toBe('INVALID_REFERENCE');

    // gbowner holds the same roles, in another franchise: the record does not exist for them
    expect((await call(extra.app, gbowner.accessToken, 'DELETE', `/api/test-vehicles/${record.id}`)).statusCode).toBe(404);
    expect(await column(`SELECT id AS value FROM vehicles WHERE id = $1`, [record.id])).toHaveLength(1);

    const deleted = await call(extra.app, owner.accessToken, 'DELETE', `/api/test-vehicles/${record.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted).id).toBe(record.id);
    expect((await call(extra.app, owner.accessToken, 'GET', `/api/test-vehicles/${record.id}`)).statusCode).toBe(404);
  });

  it('needs write for POST and DELETE', async () => {
    await gateway.db.query(`INSERT INTO user_roles (user_id, role_key, permissions) VALUES ($1, 'vehicle', $2)`, [
      manager.user._id,
      ['read', 'update'],
    ]);
    try {
      expect((await call(extra.app, manager.accessToken, 'POST', '/api/test-vehicles', body())).statusCode).toBe(403);
      const [id] = await column<string>(`SELECT id AS value FROM vehicles WHERE franchise_id = $1 LIMIT 1`, [tr1]);
      expect((await call(extra.app, manager.accessToken, 'DELETE', `/api/test-vehicles/${id}`)).statusCode).toBe(403);
      const { updatedAt } = await readVehicle(id);
      expect((await call(extra.app, manager.accessToken, 'PUT', `/api/test-vehicles/${id}`, { km: 3, updatedAt })).statusCode).toBe(200);
    } finally {
      await gateway.db.query(`DELETE FROM user_roles WHERE user_id = $1 AND role_key = 'vehicle'`, [manager.user._id]);
    }
  });

  it('applies the country of the session’s franchise: a TR-only resource is 403 for the London owner', async () => {
    expect((await call(extra.app, owner.accessToken, 'GET', '/api/tr-couriers')).statusCode).toBe(200);
    const refused = await call(extra.app, gbowner.accessToken, 'GET', '/api/tr-couriers');
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe('FORBIDDEN');
  });
});

describe('declarations the gateway cannot serve are refused at start-up', () => {
  it('an edit field that is read-only, an unknown filter, an unsortable default sort, an unserved reference', () => {
    expect(() => defineRestResource({ ...vehicles, edit: { fields: ['updatedAt'] } }, { table: 'vehicles' })).toThrow(/read-only/);
    expect(() => defineRestResource({ ...vehicles, list: { ...vehicles.list!, filters: ['colour'] } }, { table: 'vehicles', updatedAtColumn: 'updated_at' })).toThrow(
      /unknown field/,
    );
    expect(() => defineRestResource({ ...vehicles, list: { ...vehicles.list!, sort: { field: 'brand', order: 'ASC' } } }, { table: 'vehicles', updatedAtColumn: 'updated_at' })).toThrow(
      /not sortable/,
    );
    expect(() => defineRestResource(vehicles, { table: 'vehicles; drop', updatedAtColumn: 'updated_at' })).toThrow(/identifier/);
    const alone = defineRestResource(vehicles, { table: 'vehicles', updatedAtColumn: 'updated_at' });
    expect(() => registerRestResources({} as never, [alone], [alone])).toThrow(/does not serve/);
  });
});
