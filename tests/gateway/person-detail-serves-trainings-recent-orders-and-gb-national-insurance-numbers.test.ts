// A person's detail (resources/staff/people.ts, show.related): their trainings and their recent
// orders (as a courier the orders they carried, as a picker the orders they picked), served
// read-only by the generic REST layer filtered by the person's id, franchise-scoped, for readers
// of people only. And national ids follow the caller's franchise country: a GB (London)
// candidate is created with a National Insurance number (issue 11).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../src/domain/types';
import { ibanCheckDigits } from '../../src/domain/validators/iban';
import { call, json, listQuery, login, startGateway, type TestGateway } from './helpers';

type Row = Record<string, unknown> & { id: string };

let gateway: TestGateway;
let owner: LoginResponse;
let gbowner: LoginResponse;
let noroles: LoginResponse;
let tr1: string;
let gb: string;

const one = async <T>(sql: string, params: unknown[]) => (await gateway.db.query<T & Record<string, unknown>>(sql, params)).rows[0];
const list = async (token: string, resource: string, personId: string, range: [number, number] = [0, 19]) => {
  const response = await call(gateway.app, token, 'GET', `/api/${resource}${listQuery({ filter: { personId }, sort: resource === 'person-orders' ? ['createdAt', 'DESC'] : ['completedOn', 'DESC'], range })}`);
  return { response, rows: response.statusCode === 200 ? json<Row[]>(response) : [] };
};

beforeAll(async () => {
  gateway = await startGateway();
  [owner, gbowner, noroles] = await Promise.all(['owner', 'gbowner', 'noroles'].map((name) => login(gateway.app, name)));
  tr1 = owner.user.franchise._id;
  gb = gbowner.user.franchise._id;
});
afterAll(async () => {
  await gateway?.close();
});

describe('a person’s trainings', () => {
  it('are seeded for the demo people and served for the person, newest first, with an expiry date', async () => {
    const person = await one<{ person_id: string; n: number }>(
      'SELECT person_id, count(*)::int AS n FROM person_trainings WHERE franchise_id = $1 GROUP BY person_id ORDER BY n DESC, person_id LIMIT 1',
      [tr1],
    );
    expect(person.n).toBeGreaterThanOrEqual(2);
    const { response, rows } = await list(owner.accessToken, 'person-trainings', person.person_id);
    expect(response.statusCode).toBe(200);
    expect(rows).toHaveLength(person.n);
    expect(Object.keys(rows[0]!).sort()).toEqual(['completedOn', 'id', 'name', 'personId', 'validUntil']);
    for (const row of rows) expect(row.personId).toBe(person.person_id);
    const days = rows.map((row) => String(row.completedOn));
    expect(days).toEqual([...days].sort().reverse());
    const { expired } = await one<{ expired: number }>('SELECT count(*)::int AS expired FROM person_trainings WHERE valid_until < current_date', []);
    expect(expired).toBeGreaterThan(0);
  });

  it('are the franchise’s only, and only for readers of people', async () => {
    const gbPerson = await one<{ person_id: string }>('SELECT person_id FROM person_trainings WHERE franchise_id = $1 LIMIT 1', [gb]);
    expect((await list(owner.accessToken, 'person-trainings', gbPerson.person_id)).rows).toEqual([]);
    expect((await list(gbowner.accessToken, 'person-trainings', gbPerson.person_id)).rows.length).toBeGreaterThan(0);
    expect((await list(noroles.accessToken, 'person-trainings', gbPerson.person_id)).response.statusCode).toBe(403);
    expect((await call(gateway.app, null, 'GET', '/api/person-trainings')).statusCode).toBe(401);
    // read-only: nothing writes a training through the REST layer
    expect((await call(gateway.app, owner.accessToken, 'POST', '/api/person-trainings', { name: 'x' })).statusCode).toBe(404);
  });
});

describe('a person’s recent orders', () => {
  it('for a courier: the latest 20 orders they carried, newest first, with status, store and time', async () => {
    const courier = await one<{ courier_id: string; n: number }>(
      'SELECT courier_id, count(*)::int AS n FROM orders WHERE franchise_id = $1 AND courier_id IS NOT NULL GROUP BY courier_id ORDER BY n DESC LIMIT 1',
      [tr1],
    );
    expect(courier.n).toBeGreaterThan(20);
    const { response, rows } = await list(owner.accessToken, 'person-orders', courier.courier_id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe(`person-orders 0-19/${courier.n}`);
    expect(Object.keys(rows[0]!).sort()).toEqual(['createdAt', 'id', 'personId', 'status', 'warehouseId']);
    const latest = (
      await gateway.db.query<{ id: string }>('SELECT id FROM orders WHERE franchise_id = $1 AND courier_id = $2 ORDER BY created_at DESC, id DESC LIMIT 20', [tr1, courier.courier_id])
    ).rows.map((row) => row.id);
    expect(rows.map((row) => row.id).sort()).toEqual([...latest].sort());
    const times = rows.map((row) => Date.parse(String(row.createdAt)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('for a picker: the orders they picked', async () => {
    const picker = await one<{ picker_id: string; n: number }>(
      'SELECT picker_id, count(*)::int AS n FROM orders WHERE franchise_id = $1 AND picker_id IS NOT NULL GROUP BY picker_id ORDER BY n DESC LIMIT 1',
      [tr1],
    );
    const { rows } = await list(owner.accessToken, 'person-orders', picker.picker_id, [0, 99]);
    expect(rows).toHaveLength(Math.min(picker.n, 100));
    const ids = new Set((await gateway.db.query<{ id: string }>('SELECT id FROM orders WHERE picker_id = $1', [picker.picker_id])).rows.map((row) => row.id));
    for (const row of rows) expect(ids.has(row.id)).toBe(true);
  });

  it('are the franchise’s only, and only for readers of people', async () => {
    const courier = await one<{ courier_id: string }>('SELECT courier_id FROM orders WHERE franchise_id = $1 AND courier_id IS NOT NULL LIMIT 1', [tr1]);
    expect((await list(gbowner.accessToken, 'person-orders', courier.courier_id)).rows).toEqual([]);
    expect((await list(noroles.accessToken, 'person-orders', courier.courier_id)).response.statusCode).toBe(403);
    expect((await call(gateway.app, null, 'GET', '/api/person-orders')).statusCode).toBe(401);
  });
});

describe('national ids follow the caller’s franchise country', () => {
  let serial = 10_000;
  const candidate = async (caller: LoginResponse, nationalId: string) => {
    const warehouse = await one<{ id: string }>('SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id LIMIT 1', [caller.user.franchise._id]);
    const bban = `NWBK601613${String((serial += 1)).padStart(8, '0')}`;
    return call(gateway.app, caller.accessToken, 'POST', '/api/candidates', {
      warehouseId: warehouse.id,
      workerType: 1,
      employmentStartDate: '2030-01-15',
      name: 'Olivia',
      surname: 'Smith',
      nationalId,
      birthDate: '2000-05-04',
      gender: 2,
      phone: '+44 7911 123456',
      email: 'olivia@mail.example',
      address: '1 High Street, London',
      emergencyContactName: 'Jack Smith',
      emergencyContactPhone: '+44 7911 654321',
      iban: `GB${ibanCheckDigits('GB', bban)}${bban}`,
      drivingLicence: 'B',
      bloodGroup: 'A Rh+',
      reason: 'Lives nearby.',
    });
  };
  const gbCandidate = (nationalId: string) => candidate(gbowner, nationalId);

  it('a GB candidate with a valid National Insurance number is created, stored compact and upper case', async () => {
    const response = await gbCandidate('jg 10 37 59 a');
    expect(response.statusCode, response.body).toBe(201);
    expect(json<Row>(response).nationalId).toBe('JG103759A');
  });

  it('a GB candidate with a bad National Insurance number (or a T.C. number) answers 400 naming the field', async () => {
    for (const bad of ['QQ123456C', 'JG103759E', '10000000146']) {
      const response = await gbCandidate(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.body).toContain('nationalId');
      expect(response.body).toContain('National Insurance');
    }
  });

  it('a TR candidate still needs the T.C. number', async () => {
    const response = await candidate(owner, 'JG103759A');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('nationalId');
    expect(response.body).toContain('11 digits');
  });
});
