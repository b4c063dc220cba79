// Electricity bills on the gateway (resources/commercial/bills.ts, migration 033,
// docs/commercial.md): the seeded months list in the caller's franchise only, newest read first,
// each with its file behind a signed link; a bill is recorded with the key of a file uploaded
// through a signed link, and refused (nothing stored) with another franchise's key, an unknown
// key, a type the field does not take, a number below 0 or a last read date not after the first;
// another franchise's bill is not found; the GB franchise (outside the TR group) is refused
// every bill call. The signed link itself (altered, expired, reused, another franchise's) is
// the file test's (file-fields-upload-through-a-signed-link-and-open-only-in-their-franchise).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileRef } from '../../src/domain/files';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, listQuery, login, startGateway, type TestGateway } from './helpers';

type Bill = Record<string, unknown> & { id: string; warehouseId: string; firstReadDate: string; lastReadDate: string; days: number; billFile: FileRef };

let gateway: TestGateway;
let owner: LoginResponse;
let gbowner: LoginResponse;
let store: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const TIFF = Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00]), Buffer.alloc(32, 1)]);

const billRows = async () => (await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bills')).rows[0].n;

/** Uploads `bytes` through a signed link for `token`'s franchise; the key. */
async function upload(token: string, bytes: Buffer, fileName = 'fatura.pdf', contentType = 'application/pdf'): Promise<string> {
  const granted = await call(gateway.app, token, 'POST', '/api/files/upload-url', { fileName, contentType, size: bytes.length });
  expect(granted.statusCode, granted.body).toBe(200);
  const { key, uploadUrl } = json<{ key: string; uploadUrl: string }>(granted);
  const stored = await gateway.app.inject({ method: 'PUT', url: uploadUrl, headers: { 'content-type': contentType }, payload: bytes });
  expect(stored.statusCode, stored.body).toBe(201);
  return key;
}

const bill = (key: string, changes: Record<string, unknown> = {}) => ({
  warehouseId: store,
  provider: 'CK Boğaziçi Elektrik',
  tariff: 'Ticarethane, tek zamanlı',
  firstReadDate: '2026-01-01',
  lastReadDate: '2026-01-31',
  consumptionTotal: 6400.5,
  consumptionDay: 3500,
  consumptionPeak: 1200,
  consumptionNight: 1700.5,
  contractedPower: 90,
  demand: 55,
  reactive: 180,
  energyCost: 21761.7,
  taxFund: 4787.57,
  penalty: 0,
  amountPaid: 26549.27,
  billFile: { key },
  ...changes,
});
const record = (token: string, body: unknown, language = 'en') =>
  gateway.app.inject({ method: 'POST', url: '/api/bills', headers: { authorization: `Bearer ${token}`, 'accept-language': language }, payload: body as object });

beforeAll(async () => {
  gateway = await startGateway();
  [owner, gbowner] = await Promise.all(['owner', 'gbowner'].map((name) => login(gateway.app, name)));
  store = (await gateway.db.query<{ id: string }>('SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id LIMIT 1', [owner.user.franchise._id])).rows[0].id;
});
afterAll(async () => {
  await gateway?.close();
});

describe('the bills list', () => {
  it('holds the seeded months of the caller’s franchise only, newest read first, each file opening through its signed link', async () => {
    const response = await call(gateway.app, owner.accessToken, 'GET', `/api/bills${listQuery({ range: [0, 999], export: true })}`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = json<Bill[]>(response);
    const mine = (await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bills WHERE franchise_id = $1', [owner.user.franchise._id])).rows[0].n;
    expect(rows.length).toBe(mine);
    expect(mine).toBeGreaterThanOrEqual(6);
    const stores = new Set((await gateway.db.query<{ id: string }>('SELECT id FROM warehouses WHERE franchise_id = $1', [owner.user.franchise._id])).rows.map((row) => row.id));
    for (const row of rows) {
      expect(stores.has(row.warehouseId)).toBe(true);
      expect(row.days).toBe((Date.parse(row.lastReadDate) - Date.parse(row.firstReadDate)) / 86_400_000);
    }
    expect(rows.map((row) => row.lastReadDate)).toEqual(rows.map((row) => row.lastReadDate).sort().reverse());

    const download = await gateway.app.inject({ method: 'GET', url: rows[0]!.billFile.url! });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.rawPayload.length).toBe(rows[0]!.billFile.size);
  });

  it('filters by the read dates: the bills whose period overlaps the days picked', async () => {
    const { rows } = await gateway.db.query<{ first: string; last: string }>(
      `SELECT to_char(first_read_date, 'YYYY-MM-DD') AS first, to_char(last_read_date, 'YYYY-MM-DD') AS last FROM bills WHERE franchise_id = $1 ORDER BY last_read_date DESC LIMIT 1`,
      [owner.user.franchise._id],
    );
    const day = rows[0]!.last;
    const response = await call(gateway.app, owner.accessToken, 'GET', `/api/bills${listQuery({ filter: { periodFrom: day, periodTo: day }, range: [0, 99] })}`);
    const found = json<Bill[]>(response);
    expect(found.length).toBeGreaterThan(0);
    for (const row of found) expect(row.firstReadDate <= day && row.lastReadDate >= day).toBe(true);
  });
});

describe('recording a bill', () => {
  it('saves it with its uploaded file, who recorded it and its days, and opens it as the same bytes', async () => {
    const key = await upload(owner.accessToken, PDF);
    const response = await record(owner.accessToken, bill(key));
    expect(response.statusCode, response.body).toBe(201);
    const saved = json<Bill>(response);
    expect(saved).toMatchObject({ days: 30, createdBy: expect.any(String), billFile: { key, name: 'fatura.pdf', type: 'application/pdf', size: PDF.length } });
    expect(saved.createdBy).not.toBe('');
    const read = json<Bill>(await call(gateway.app, owner.accessToken, 'GET', `/api/bills/${saved.id}`));
    const download = await gateway.app.inject({ method: 'GET', url: read.billFile.url! });
    expect(download.rawPayload.equals(PDF)).toBe(true);
    // once recorded, it is neither edited nor deleted: there is no such call
    expect((await call(gateway.app, owner.accessToken, 'PUT', `/api/bills/${saved.id}`, { provider: 'Other' })).statusCode).toBe(404);
    expect((await call(gateway.app, owner.accessToken, 'DELETE', `/api/bills/${saved.id}`)).statusCode).toBe(404);
    expect(json<Bill>(await call(gateway.app, owner.accessToken, 'GET', `/api/bills/${saved.id}`)).provider).toBe('CK Boğaziçi Elektrik');
  });

  it('refuses another franchise’s file, an unknown key, no file and a type a bill does not take, storing nothing', async () => {
    const [gbKey, tiffKey] = [await upload(gbowner.accessToken, PDF), await upload(owner.accessToken, TIFF, 'scan.tiff', 'image/tiff')];
    const before = await billRows();
    for (const key of [gbKey, '00000000-0000-4000-8000-000000000000']) {
      const response = await record(owner.accessToken, bill(key));
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response)).toMatchObject({ code: 'INVALID_REFERENCE', field: 'billFile' });
    }
    const withoutFile = await record(owner.accessToken, { ...bill(gbKey), billFile: undefined });
    expect([withoutFile.statusCode, json(withoutFile).code]).toEqual([400, 'VALIDATION']);
    const tiff = await record(owner.accessToken, bill(tiffKey));
    expect([tiff.statusCode, json(tiff)]).toEqual([400, expect.objectContaining({ code: 'FILE_TYPE_REFUSED', field: 'billFile' })]);
    expect(await billRows()).toBe(before);
    // the refused file was not kept attached: it can still go on a record that takes it
    const attached = await gateway.db.query('SELECT attached_to FROM files WHERE key = $1', [tiffKey]);
    expect(attached.rows[0]).toEqual({ attached_to: null });
  });

  it('refuses a number below 0 and a last read date not after the first, naming the field in the caller’s language', async () => {
    const before = await billRows();
    for (const field of ['consumptionTotal', 'reactive', 'penalty', 'amountPaid']) {
      const response = await record(owner.accessToken, bill(await upload(owner.accessToken, PDF), { [field]: -1 }));
      expect(response.statusCode, response.body).toBe(400);
      expect(json<{ code: string; details: { field: string }[] }>(response)).toMatchObject({ code: 'VALIDATION', details: [{ field }] });
    }
    for (const lastReadDate of ['2026-01-01', '2025-12-31']) {
      const response = await record(owner.accessToken, bill(await upload(owner.accessToken, PDF), { lastReadDate }), 'tr');
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response)).toMatchObject({
        code: 'VALIDATION',
        details: [{ field: 'lastReadDate', rule: 'date_after', message: 'lastReadDate: 01/01/2026 tarihinden sonraki bir gün olmalı' }],
      });
    }
    expect(await billRows()).toBe(before);
  });
});

describe('another franchise', () => {
  it('does not find the TR franchise’s bill, and GB (outside the TR group) is refused every bill call', async () => {
    const id = (await gateway.db.query<{ id: string }>('SELECT id FROM bills WHERE franchise_id = $1 LIMIT 1', [owner.user.franchise._id])).rows[0].id;
    // a bill of the group's other TR franchise, asked for from the owner's: not found
    const other = (await gateway.db.query<{ id: string }>('SELECT id FROM bills WHERE franchise_id <> $1 LIMIT 1', [owner.user.franchise._id])).rows[0]!.id;
    const notFound = await call(gateway.app, owner.accessToken, 'GET', `/api/bills/${other}`);
    expect([notFound.statusCode, json(notFound).code]).toEqual([404, 'NOT_FOUND']);
    const key = await upload(gbowner.accessToken, PDF);
    const calls: [Parameters<typeof call>[2], string, unknown?][] = [
      ['GET', '/api/bills'],
      ['GET', `/api/bills/${id}`],
      ['POST', '/api/bills', bill(key, { warehouseId: store })],
    ];
    for (const [method, url, body] of calls) {
      const response = await call(gateway.app, gbowner.accessToken, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
