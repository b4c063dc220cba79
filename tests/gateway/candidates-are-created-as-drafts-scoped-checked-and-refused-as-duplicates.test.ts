// Candidates (resources/staff/candidates.ts) through the generic REST layer: franchise-scoped,
// role person/hire (write to create), the field kinds' checks, a create that starts the history
// (record_history) at 0 draft, and a national id already held by an active person or an open
// candidate refused with 409 and a link to that record. Plus the seed: every status 0-9 in every
// demo franchise. The moves (send, cancel, editing at 0 or 5): candidates-move-*.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_CANDIDATE_STATUSES } from '../../gateway/db/candidates';
import { candidateFormStatus } from '../../src/domain/enums';
import type { LoginResponse } from '../../src/domain/types';
import { ibanCheckDigits, isValidIban } from '../../src/domain/validators/iban';
import { isValidNationalId, nationalIdCheckDigits } from '../../src/domain/validators/nationalId';
import { call, json, listQuery, login, startGateway, type TestGateway } from './helpers';

type Row = Record<string, unknown> & { id: string };

let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;
let gbowner: LoginResponse;
let employee: LoginResponse;
let tr1: string;
let warehouse: string;
let serial = 100_000_000;

const one = async <T>(sql: string, params: unknown[]) => (await gateway.db.query<T & Record<string, unknown>>(sql, params)).rows[0];
/** A valid national id no seeded record holds. */
const freshNationalId = () => {
  const firstNine = String((serial += 7_919));
  return firstNine + nationalIdCheckDigits(firstNine);
};
const trIban = () => {
  const bban = '00062000000000' + String(serial).slice(-8);
  return `TR${ibanCheckDigits('TR', bban)}${bban}`;
};
const candidate = (overrides: Record<string, unknown> = {}) => ({
  warehouseId: warehouse,
  workerType: 1,
  employmentStartDate: '2030-01-15',
  name: 'Zeynep',
  surname: 'Çelik',
  nationalId: freshNationalId(),
  birthDate: '2000-05-04',
  gender: 1,
  phone: '+90 532 123 45 67',
  email: 'zeynep@mail.example',
  address: 'Moda Cd. 5, Kadıköy',
  emergencyContactName: 'Ali Çelik',
  emergencyContactPhone: '+44 7911 123456',
  iban: trIban(),
  drivingLicence: 'B',
  bloodGroup: 'A Rh+',
  reason: 'Lives nearby.',
  ...overrides,
});
const create = (token: string, body: unknown, language = 'en') =>
  gateway.app.inject({ method: 'POST', url: '/api/candidates', headers: { authorization: `Bearer ${token}`, 'accept-language': language }, payload: body as object });

beforeAll(async () => {
  gateway = await startGateway();
  [owner, manager, gbowner, employee] = await Promise.all(['owner', 'manager', 'gbowner', 'employee'].map((name) => login(gateway.app, name)));
  tr1 = owner.user.franchise._id;
  warehouse = (await one<{ id: string }>('SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id LIMIT 1', [tr1])).id;
});
afterAll(async () => {
  await gateway?.close();
});

describe('the seeded candidates', () => {
  it('cover every status 0-9 in every demo franchise, with valid TR national ids and IBANs and a history ending at their status', async () => {
    const { rows } = await gateway.db.query<{ franchise_id: string; statuses: number[] }>(
      'SELECT franchise_id, array_agg(DISTINCT status ORDER BY status) AS statuses FROM candidates GROUP BY franchise_id',
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.statuses).toEqual([...candidateFormStatus.values]);
    const tr = (await gateway.db.query<{ national_id: string; iban: string }>('SELECT national_id, iban FROM candidates WHERE franchise_id = $1', [tr1])).rows;
    for (const row of tr) {
      expect(isValidNationalId(row.national_id), row.national_id).toBe(true);
      expect(isValidIban(row.iban), row.iban).toBe(true);
    }
    // one history, the workflow's: it starts with the creation and ends at the candidate's status
    const { wrong } = await one<{ wrong: number }>(
      `SELECT count(*)::int AS wrong FROM candidates c WHERE c.status::text IS DISTINCT FROM (
         SELECT h.to_state->>'status' FROM record_history h WHERE h.resource = 'candidates' AND h.record_id = c.id AND h.franchise_id = c.franchise_id
          ORDER BY h.at DESC, h.id DESC LIMIT 1)
         OR NOT EXISTS (SELECT 1 FROM record_history h WHERE h.resource = 'candidates' AND h.record_id = c.id AND h.action = 'create')`,
      [],
    );
    expect(wrong).toBe(0);
  });
});

describe('the candidate list and detail', () => {
  it('answer only the franchise’s candidates; another franchise’s id is 404', async () => {
    const response = await call(gateway.app, owner.accessToken, 'GET', `/api/candidates${listQuery({ range: [0, 99] })}`);
    expect(response.statusCode).toBe(200);
    const { n } = await one<{ n: number }>('SELECT count(*)::int AS n FROM candidates WHERE franchise_id = $1', [tr1]);
    expect(response.headers['content-range']).toBe(`candidates 0-${n - 1}/${n}`);
    const rows = json<Row[]>(response);
    const foreign = await one<{ id: string }>('SELECT id FROM candidates WHERE franchise_id <> $1 LIMIT 1', [tr1]);
    expect(rows.map((row) => row.id)).not.toContain(foreign.id);
    expect((await call(gateway.app, owner.accessToken, 'GET', `/api/candidates/${foreign.id}`)).statusCode).toBe(404);
    const mine = rows[0];
    const read = await call(gateway.app, owner.accessToken, 'GET', `/api/candidates/${mine.id}`);
    expect(read.statusCode).toBe(200);
    expect(json<Row>(read)).toMatchObject({ id: mine.id, status: mine.status });
    expect((await call(gateway.app, gbowner.accessToken, 'GET', `/api/candidates/${mine.id}`)).statusCode).toBe(404);
    // the history of another franchise's candidate is refused as missing
    expect((await call(gateway.app, owner.accessToken, 'GET', `/api/candidates/${foreign.id}/history`)).statusCode).toBe(404);
  });

  it('filter by status', async () => {
    const response = await call(gateway.app, owner.accessToken, 'GET', `/api/candidates${listQuery({ filter: { status: 5 } })}`);
    const rows = json<Row[]>(response);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.status).toBe(5);
  });

  it('refuse a caller without person/hire (the manager holds person only), list, detail, history and create alike', async () => {
    const mine = await one<{ id: string }>('SELECT id FROM candidates WHERE franchise_id = $1 LIMIT 1', [tr1]);
    expect((await call(gateway.app, manager.accessToken, 'GET', '/api/candidates')).statusCode).toBe(403);
    expect((await call(gateway.app, manager.accessToken, 'GET', `/api/candidates/${mine.id}`)).statusCode).toBe(403);
    expect((await call(gateway.app, manager.accessToken, 'GET', `/api/candidates/${mine.id}/history`)).statusCode).toBe(403);
    expect((await create(manager.accessToken, candidate())).statusCode).toBe(403);
    expect((await call(gateway.app, null, 'GET', '/api/candidates')).statusCode).toBe(401);
  });
});

describe('creating a candidate', () => {
  it('needs write on person/hire: read alone lists but may not create', async () => {
    await gateway.db.query(`INSERT INTO user_roles (user_id, role_key, permissions) VALUES ($1, 'person/hire', '{read}')`, [employee.user._id]);
    try {
      expect((await call(gateway.app, employee.accessToken, 'GET', '/api/candidates')).statusCode).toBe(200);
      const refused = await create(employee.accessToken, candidate());
      expect(refused.statusCode).toBe(403);
    } finally {
      await gateway.db.query(`DELETE FROM user_roles WHERE user_id = $1 AND role_key = 'person/hire'`, [employee.user._id]);
    }
  });

  it('stores a draft (status 0) in the caller’s franchise, cleaned, with its creation as the first history row', async () => {
    const response = await create(owner.accessToken, candidate({ name: '  Zeynep   Nur ', status: 6 }));
    // status is read-only: a body naming it is refused by the schema
    expect(response.statusCode).toBe(400);
    const created = await create(owner.accessToken, candidate({ name: '  Zeynep   Nur ' }));
    expect(created.statusCode).toBe(201);
    const record = json<Row>(created);
    expect(record).toMatchObject({ name: 'Zeynep Nur', status: 0, phone: '+90 5321234567', emergencyContactPhone: '+44 7911123456' });
    expect(await one('SELECT franchise_id FROM candidates WHERE id = $1', [record.id])).toEqual({ franchise_id: tr1 });
    const { history } = json<{ history: Row[] }>(await call(gateway.app, owner.accessToken, 'GET', `/api/candidates/${record.id}/history`));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'create', from: {}, to: { status: 0 }, userName: owner.user.name });
  });

  it('refuses a bad national id, IBAN or phone with 400 naming the field, and writes nothing', async () => {
    const before = await one<{ n: number }>('SELECT count(*)::int AS n FROM candidates', []);
    const badId = await create(owner.accessToken, candidate({ nationalId: '12345678901' }));
    expect(badId.statusCode).toBe(400);
    expect(json(badId)).toMatchObject({ code: 'VALIDATION', details: [expect.objectContaining({ field: 'nationalId' })] });
    const badIban = await create(owner.accessToken, candidate({ iban: 'TR000006200000000000000000' }));
    expect(badIban.statusCode).toBe(400);
    expect(json(badIban)).toMatchObject({ details: [expect.objectContaining({ field: 'iban' })] });
    expect(json<{ message: string }>(badIban).message).toContain('iban');
    const badPhone = await create(owner.accessToken, candidate({ phone: '0532 123 45 67' }));
    expect(json(badPhone)).toMatchObject({ details: [expect.objectContaining({ field: 'phone' })] });
    const otherStore = await one<{ id: string }>('SELECT id FROM warehouses WHERE franchise_id <> $1 LIMIT 1', [tr1]);
    expect((await create(owner.accessToken, candidate({ warehouseId: otherStore.id }))).statusCode).toBe(400);
    expect(await one('SELECT count(*)::int AS n FROM candidates', [])).toEqual(before);
  });

  it('refuses a national id held by an active person with 409, naming and linking to the person', async () => {
    const person = await one<{ id: string; name: string; national_id: string }>(
      'SELECT id, name, national_id FROM people WHERE franchise_id = $1 AND is_active ORDER BY id LIMIT 1',
      [tr1],
    );
    const response = await create(owner.accessToken, candidate({ nationalId: person.national_id }), 'tr');
    expect(response.statusCode).toBe(409);
    const body = json<{ code: string; message: string; link: { path: string } }>(response);
    expect(body).toMatchObject({ code: 'DUPLICATE_PERSON', link: { path: `/staff/detail/${person.id}` } });
    expect(body.message).toContain(person.name);
    expect(body.message).toContain('kimlik');
    // a former (inactive) person's national id is free
    const former = await one<{ national_id: string }>(
      `SELECT national_id FROM people p WHERE franchise_id = $1 AND NOT is_active
         AND NOT EXISTS (SELECT 1 FROM people q WHERE q.franchise_id = p.franchise_id AND q.national_id = p.national_id AND q.is_active)
       ORDER BY id LIMIT 1`,
      [tr1],
    );
    expect((await create(owner.accessToken, candidate({ nationalId: former.national_id }))).statusCode).toBe(201);
  });

  it('refuses a national id held by an open candidate with 409 and a link, but not one held by a closed candidate', async () => {
    const first = json<Row>(await create(owner.accessToken, candidate()));
    const again = await create(owner.accessToken, candidate({ nationalId: first.nationalId }));
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      code: 'DUPLICATE_CANDIDATE',
      link: { path: `/staff/candidate/detail/${first.id}` },
      message: expect.stringContaining('Zeynep Çelik'),
    });
    const closed = await one<{ national_id: string }>(
      'SELECT national_id FROM candidates WHERE franchise_id = $1 AND status = ANY($2::int[]) ORDER BY id LIMIT 1',
      [tr1, CLOSED_CANDIDATE_STATUSES],
    );
    expect((await create(owner.accessToken, candidate({ nationalId: closed.national_id }))).statusCode).toBe(201);
    // another franchise's open candidate does not count
    const owner2 = owner.user.franchises.find((franchise) => franchise._id !== tr1)!;
    const elsewhere = await one<{ national_id: string }>(
      'SELECT national_id FROM candidates WHERE franchise_id = $1 AND status = 0 ORDER BY id LIMIT 1',
      [owner2._id],
    );
    expect((await create(owner.accessToken, candidate({ nationalId: elsewhere.national_id }))).statusCode).toBe(201);
  });

  it('lets only one of two simultaneous creates with the same national id through', async () => {
    const body = candidate();
    const answers = await Promise.all([create(owner.accessToken, body), create(owner.accessToken, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});
