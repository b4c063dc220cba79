// The field kinds' shared checks on the generic REST layer (issue 11): a throwaway resource with
// a national id, an IBAN, a phone with country code, a person name and a blood group, on a tiny
// table of its own. A bad value answers 400 VALIDATION naming the field and writes nothing; a
// good one is stored in its cleaned form, the same one the panel sends.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRestResources } from '../../gateway/rest/register';
import { defineRestResource } from '../../gateway/rest/resource';
import { bloodGroup, datetime, iban, nationalId, personName, phone } from '../../src/domain/declaration/fields';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';

const people = defineRestResource(
  {
    name: 'kind-checks',
    access: { roles: ['vehicle'] },
    fields: {
      fullName: personName({ required: true, maxLength: 40 }),
      nationalId: nationalId({ required: true }),
      iban: iban(),
      phone: phone({ countryCode: true }),
      bloodGroup: bloodGroup(),
      updatedAt: datetime({ readOnly: true }),
    },
    edit: { fields: ['fullName', 'nationalId', 'iban', 'phone', 'bloodGroup'] },
    create: { fields: ['fullName', 'nationalId', 'iban', 'phone', 'bloodGroup'] },
  },
  { table: 'kind_checks', updatedAtColumn: 'updated_at' },
);

let gateway: TestGateway;
let owner: LoginResponse;

beforeAll(async () => {
  gateway = await startGateway({
    extraRoutes: [async (app: FastifyInstance) => registerRestResources(app, [people])],
  });
  await gateway.db.query(
    `CREATE TABLE kind_checks (id text PRIMARY KEY, franchise_id text NOT NULL, full_name text, national_id text,
       iban text, phone text, blood_group text, created_at timestamptz, updated_at timestamptz)`,
  );
  owner = await login(gateway.app, 'owner');
});
afterAll(async () => {
  await gateway?.close();
});

const good = {
  fullName: '  Çağrı   Öztürk ',
  nationalId: '10000000146',
  iban: 'tr33 0006 1005 1978 6457 8413 26',
  phone: '+90 (532) 123 45 67',
  bloodGroup: '0 Rh+',
};

const count = async () => (await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM kind_checks`)).rows[0].n;

describe('a body with the checked kinds', () => {
  it('is stored cleaned when every value is good', async () => {
    const response = await call(gateway.app, owner.accessToken, 'POST', '/api/kind-checks', good);
    expect(response.statusCode, response.body).toBe(201);
    expect(json(response)).toMatchObject({
      fullName: 'Çağrı Öztürk',
      nationalId: '10000000146',
      iban: 'TR330006100519786457841326',
      phone: '+90 5321234567',
      bloodGroup: '0 Rh+',
    });
  });

  it.each([
    ['nationalId', '10000000147', 'national_id'],
    ['iban', 'TR34 0006 1005 1978 6457 8413 26', 'iban'],
    ['iban', 'GB29 NWBK 6016 1331 9268', 'iban_country'],
    ['phone', '532 123 45 67', 'phone_country'],
    ['fullName', 'Ayşe 2', 'person_name'],
    ['bloodGroup', 'O Rh+', 'blood_group'],
  ])('a bad %s (%s) answers 400 naming the field and writes nothing', async (field, value, rule) => {
    const before = await count();
    const response = await call(gateway.app, owner.accessToken, 'POST', '/api/kind-checks', { ...good, [field]: value });
    expect(response.statusCode, response.body).toBe(400);
    const body = json<{ code: string; message: string; details: { field: string; rule: string; message: string }[] }>(response);
    expect(body.code).toBe('VALIDATION');
    expect(body.details).toEqual([{ field, rule, message: expect.stringMatching(new RegExp(`^${field}: `)) }]);
    expect(body.message).toBe(body.details[0].message);
    expect(await count()).toBe(before);
  });

  it('names every refused field at once, in the caller’s language', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/kind-checks',
      headers: { authorization: `Bearer ${owner.accessToken}`, 'accept-language': 'tr' },
      payload: { ...good, nationalId: '12345678951', iban: 'TR34 0006 1005 1978 6457 8413 26' },
    });
    expect(response.statusCode).toBe(400);
    const body = json<{ details: { field: string; message: string }[] }>(response);
    expect(body.details.map((detail) => detail.field)).toEqual(['nationalId', 'iban']);
    expect(body.details[0].message).toBe('nationalId: Kontrol haneleri doğru, 11 haneli bir T.C. kimlik numarası olmalı');
  });

  it('checks an update the same way and leaves the record as it was', async () => {
    const created = json<{ id: string; updatedAt: string }>(await call(gateway.app, owner.accessToken, 'POST', '/api/kind-checks', good));
    const put = (body: Record<string, unknown>) =>
      call(gateway.app, owner.accessToken, 'PUT', `/api/kind-checks/${created.id}`, { ...body, updatedAt: created.updatedAt });
    const refused = await put({ iban: 'GB28 NWBK 6016 1331 9268 19' });
    expect(refused.statusCode).toBe(400);
    expect(json<{ details: { field: string }[] }>(refused).details).toEqual([expect.objectContaining({ field: 'iban', rule: 'iban' })]);
    const stored = await call(gateway.app, owner.accessToken, 'GET', `/api/kind-checks/${created.id}`);
    expect(json(stored).iban).toBe('TR330006100519786457841326');

    const saved = await put({ iban: 'GB29 NWBK 6016 1331 9268 19', phone: '+44 07911 123456' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toMatchObject({ iban: 'GB29NWBK60161331926819', phone: '+44 7911123456' });
  });
});
