// The `file` field kind end to end on the gateway, on the vehicle's registration document: ask
// for a signed upload link, PUT the bytes, save the record with the key, open the signed link in
// its reply. Refused types, oversized or disguised files store nothing; links expire, are bound to
// one franchise's one file, and a record cannot take another franchise's file.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pruneUnattachedFiles } from '../../gateway/db/files';
import type { MemoryStorage } from '../../gateway/files/storage';
import { DOWNLOAD_LINK_TTL_SECONDS, UPLOAD_LINK_TTL_SECONDS } from '../../gateway/files/links';
import { MAX_FILE_BYTES, type FileRef } from '../../src/domain/files';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';

let gateway: TestGateway;
let owner: LoginResponse;
let gbowner: LoginResponse;
let tr1Vehicle: string;
let gbVehicle: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

const storage = () => gateway.app.fileStorage as MemoryStorage;
const fileRows = async () => (await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM files`)).rows[0].n;

async function uploadUrl(token: string, body: { fileName: string; contentType: string; size: number }, language = 'en') {
  return gateway.app.inject({
    method: 'POST',
    url: '/api/files/upload-url',
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    payload: body,
  });
}

function put(url: string, bytes: Buffer, type: string) {
  return gateway.app.inject({ method: 'PUT', url, headers: { 'content-type': type }, payload: bytes });
}

/** Uploads `bytes` as `name` for `token`'s franchise; the key. */
async function upload(token: string, bytes: Buffer, name = 'ruhsat.pdf', type = 'application/pdf'): Promise<string> {
  const granted = await uploadUrl(token, { fileName: name, contentType: type, size: bytes.length });
  expect(granted.statusCode, granted.body).toBe(200);
  const { key, uploadUrl: url } = json<{ key: string; uploadUrl: string }>(granted);
  const stored = await put(url, bytes, type);
  expect(stored.statusCode, stored.body).toBe(201);
  return key;
}

async function saveDocument(token: string, vehicleId: string, document: unknown) {
  const current = await call(gateway.app, token, 'GET', `/api/vehicles/${vehicleId}`);
  const { updatedAt } = json<{ updatedAt: string }>(current);
  return call(gateway.app, token, 'PUT', `/api/vehicles/${vehicleId}`, { registrationDocument: document, updatedAt });
}

beforeAll(async () => {
  gateway = await startGateway();
  owner = await login(gateway.app, 'owner');
  gbowner = await login(gateway.app, 'gbowner');
  const first = async (franchise: string) =>
    (await gateway.db.query<{ id: string }>(`SELECT id FROM vehicles WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [franchise])).rows[0].id;
  tr1Vehicle = await first(owner.user.franchise._id);
  gbVehicle = await first(gbowner.user.franchise._id);
});
// Some tests move the clock past the access tokens' lifetime: each test signs in anew.
beforeEach(async () => {
  owner = await login(gateway.app, 'owner');
  gbowner = await login(gateway.app, 'gbowner');
});
afterAll(() => gateway?.close());

describe('uploading', () => {
  it('stores a PDF sent to its signed link, under the franchise, and the vehicle saves it with its key', async () => {
    const key = await upload(owner.accessToken, PDF);
    expect([...storage().files.keys()]).toContain(`${owner.user.franchise._id}/${key}`);
    const saved = await saveDocument(owner.accessToken, tr1Vehicle, { key });
    expect(saved.statusCode, saved.body).toBe(200);
    const document = json<{ registrationDocument: FileRef }>(saved).registrationDocument;
    expect(document).toMatchObject({ key, name: 'ruhsat.pdf', type: 'application/pdf', size: PDF.length });

    const download = await gateway.app.inject({ method: 'GET', url: document.url! });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('filename="ruhsat.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a type outside the spec’s list with a message in the caller’s language, and stores nothing', async () => {
    const [rows, files] = [await fileRows(), storage().files.size];
    const refused = await uploadUrl(owner.accessToken, { fileName: 'setup.exe', contentType: 'application/x-msdownload', size: 1000 });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ code: 'FILE_TYPE_REFUSED', message: expect.stringContaining('PDF, PNG, JPEG, TIFF, WEBP, AVIF, BMP') });
    const turkish = await uploadUrl(owner.accessToken, { fileName: 'setup.exe', contentType: 'application/x-msdownload', size: 1000 }, 'tr');
    expect(json(turkish).message).toContain('Kabul edilen bir tür değil');
    expect(await fileRows()).toBe(rows);
    expect(storage().files.size).toBe(files);
  });

  it('refuses an oversized file when it is asked for and when more bytes are sent than signed, and stores nothing', async () => {
    const [rows, files] = [await fileRows(), storage().files.size];
    const asked = await uploadUrl(owner.accessToken, { fileName: 'big.pdf', contentType: 'application/pdf', size: MAX_FILE_BYTES + 1 });
    expect(asked.statusCode).toBe(413);
    expect(json(asked)).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'Too large: at most 10 MB' });

    const granted = json<{ uploadUrl: string }>(await uploadUrl(owner.accessToken, { fileName: 'small.pdf', contentType: 'application/pdf', size: 100 }));
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_FILE_BYTES + 1, 0x20)]);
    const sent = await put(granted.uploadUrl, big, 'application/pdf');
    expect(sent.statusCode).toBe(413);
    expect(json(sent).code).toBe('FILE_TOO_LARGE');
    const different = await put(granted.uploadUrl, PDF, 'application/pdf');
    expect(different.statusCode).toBe(400);
    expect(json(different).code).toBe('FILE_INCOMPLETE');
    expect(await fileRows()).toBe(rows);
    expect(storage().files.size).toBe(files);
  });

  it('refuses content whose magic bytes are not the declared type (an executable named .pdf), and stores nothing', async () => {
    const [rows, files] = [await fileRows(), storage().files.size];
    const granted = json<{ uploadUrl: string }>(await uploadUrl(owner.accessToken, { fileName: 'invoice.pdf', contentType: 'application/pdf', size: EXE.length }));
    const sent = await put(granted.uploadUrl, EXE, 'application/pdf');
    expect(sent.statusCode).toBe(400);
    expect(json(sent).code).toBe('FILE_CONTENT_MISMATCH');
    // A real PNG sent where a PDF was signed is refused too: the type is part of the signature.
    const png = await put(granted.uploadUrl.replace('application%2Fpdf', 'image%2Fpng'), PNG, 'image/png');
    expect(png.statusCode).toBe(403);
    expect(await fileRows()).toBe(rows);
    expect(storage().files.size).toBe(files);
  });

  it('refuses a forged, expired or reused upload link', async () => {
    const granted = json<{ uploadUrl: string }>(await uploadUrl(owner.accessToken, { fileName: 'a.pdf', contentType: 'application/pdf', size: PDF.length }));
    const forged = await put(granted.uploadUrl.replace(/signature=[0-9a-f]+/, `signature=${'0'.repeat(64)}`), PDF, 'application/pdf');
    expect([forged.statusCode, json(forged).code]).toEqual([403, 'UPLOAD_LINK_INVALID']);
    const otherFranchise = await put(granted.uploadUrl.replace(/franchise=[^&]+/, `franchise=${gbowner.user.franchise._id}`), PDF, 'application/pdf');
    expect(otherFranchise.statusCode).toBe(403);
    expect((await put(granted.uploadUrl, PDF, 'application/pdf')).statusCode).toBe(201);
    expect(json(await put(granted.uploadUrl, PDF, 'application/pdf')).code).toBe('FILE_ALREADY_UPLOADED');

    const late = json<{ uploadUrl: string }>(await uploadUrl(owner.accessToken, { fileName: 'b.pdf', contentType: 'application/pdf', size: PDF.length }));
    gateway.clock.advance(UPLOAD_LINK_TTL_SECONDS * 1000);
    const expired = await put(late.uploadUrl, PDF, 'application/pdf');
    expect([expired.statusCode, json(expired).code]).toEqual([403, 'UPLOAD_LINK_EXPIRED']);
  });

  it('asks a signed-in caller: none gets no upload link', async () => {
    const response = await gateway.app.inject({ method: 'POST', url: '/api/files/upload-url', payload: { fileName: 'a.pdf', contentType: 'application/pdf', size: 10 } });
    expect(response.statusCode).toBe(401);
  });
});

describe('opening', () => {
  it('gives a link that expires after five minutes', async () => {
    const key = await upload(owner.accessToken, PDF, 'expiring.pdf');
    const saved = await saveDocument(owner.accessToken, tr1Vehicle, { key });
    const { url } = json<{ registrationDocument: FileRef }>(saved).registrationDocument;
    expect((await gateway.app.inject({ method: 'GET', url: url! })).statusCode).toBe(200);
    gateway.clock.advance(DOWNLOAD_LINK_TTL_SECONDS * 1000);
    const expired = await gateway.app.inject({ method: 'GET', url: url! });
    expect([expired.statusCode, json(expired).code]).toEqual([403, 'LINK_EXPIRED']);
    // A new read gives a new link.
    const again = json<{ registrationDocument: FileRef }>(await call(gateway.app, owner.accessToken, 'GET', `/api/vehicles/${tr1Vehicle}`));
    expect((await gateway.app.inject({ method: 'GET', url: again.registrationDocument.url! })).statusCode).toBe(200);
  });

  it('never opens another franchise’s file: its own link names its franchise and key, a changed one is forged', async () => {
    const gbKey = await upload(gbowner.accessToken, PNG, 'gb.png', 'image/png');
    const gbSaved = json<{ registrationDocument: FileRef }>(await saveDocument(gbowner.accessToken, gbVehicle, { key: gbKey }));
    const trKey = await upload(owner.accessToken, PDF, 'tr.pdf');
    const trUrl = json<{ registrationDocument: FileRef }>(await saveDocument(owner.accessToken, tr1Vehicle, { key: trKey })).registrationDocument.url!;

    // The TR link with the London file's key, or with the London franchise: forged.
    for (const url of [trUrl.replace(trKey, gbKey), trUrl.replace(/franchise=[^&]+/, `franchise=${gbowner.user.franchise._id}`)]) {
      const response = await gateway.app.inject({ method: 'GET', url });
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('PNG');
    }
    expect((await gateway.app.inject({ method: 'GET', url: gbSaved.registrationDocument.url! })).headers['content-type']).toBe('image/png');
  });
});

describe('saving a record', () => {
  it('refuses another franchise’s file key, an unknown key, and a file already held by another record, changing nothing', async () => {
    const gbKey = await upload(gbowner.accessToken, PDF, 'gb.pdf');
    const before = json<Record<string, unknown>>(await call(gateway.app, owner.accessToken, 'GET', `/api/vehicles/${tr1Vehicle}`));
    for (const key of [gbKey, '00000000-0000-4000-8000-000000000000']) {
      const response = await saveDocument(owner.accessToken, tr1Vehicle, { key });
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response)).toMatchObject({ code: 'INVALID_REFERENCE', field: 'registrationDocument' });
    }
    const held = await call(gateway.app, gbowner.accessToken, 'GET', `/api/vehicles/${gbVehicle}`);
    const heldKey = json<{ registrationDocument: FileRef }>(held).registrationDocument.key;
    const gbOther = (await gateway.db.query<{ id: string }>(`SELECT id FROM vehicles WHERE franchise_id = $1 AND id <> $2 ORDER BY id LIMIT 1`, [gbowner.user.franchise._id, gbVehicle])).rows[0].id;
    const twice = await saveDocument(gbowner.accessToken, gbOther, { key: heldKey });
    expect(json(twice)).toMatchObject({ code: 'INVALID_REFERENCE', field: 'registrationDocument' });
    const after = json<Record<string, unknown>>(await call(gateway.app, owner.accessToken, 'GET', `/api/vehicles/${tr1Vehicle}`));
    expect({ ...after, registrationDocument: null }).toEqual({ ...before, registrationDocument: null });
    expect((after.registrationDocument as FileRef).key).toBe((before.registrationDocument as FileRef).key);
  });

  it('keeps the uploaded name, type and size whatever the body claims, and clears the field with null', async () => {
    const key = await upload(owner.accessToken, PDF, 'gercek.pdf');
    const saved = await saveDocument(owner.accessToken, tr1Vehicle, { key, name: 'other.exe', type: 'application/x-msdownload', size: 1 });
    expect(json<{ registrationDocument: FileRef }>(saved).registrationDocument).toMatchObject({ key, name: 'gercek.pdf', type: 'application/pdf', size: PDF.length });
    const cleared = await saveDocument(owner.accessToken, tr1Vehicle, null);
    expect(cleared.statusCode).toBe(200);
    expect(json(cleared).registrationDocument).toBeNull();
  });
});

describe('pruning', () => {
  it('drops an upload no record took within the day, bytes and row, and keeps attached and recent ones', async () => {
    const kept = await upload(owner.accessToken, PDF, 'kept.pdf');
    expect((await saveDocument(owner.accessToken, tr1Vehicle, { key: kept })).statusCode).toBe(200);
    const abandoned = await upload(owner.accessToken, PDF, 'abandoned.pdf');
    const recent = await upload(gbowner.accessToken, PNG, 'recent.png', 'image/png');
    // the abandoned one and the attached one were uploaded two days ago
    await gateway.db.query(`UPDATE files SET created_at = now() - interval '2 days' WHERE key = ANY($1::text[])`, [[kept, abandoned]]);
    const franchise = owner.user.franchise._id;
    expect(storage().files.has(`${franchise}/${abandoned}`)).toBe(true);

    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
    expect(await pruneUnattachedFiles(gateway.db, storage(), dayAgo)).toBe(1);
    const left = (await gateway.db.query<{ key: string }>(`SELECT key FROM files WHERE key = ANY($1::text[]) ORDER BY key`, [[kept, abandoned, recent]])).rows;
    expect(left.map((row) => row.key).sort()).toEqual([kept, recent].sort());
    expect(storage().files.has(`${franchise}/${abandoned}`)).toBe(false);
    expect(storage().files.has(`${franchise}/${kept}`)).toBe(true);
    expect(storage().files.has(`${gbowner.user.franchise._id}/${recent}`)).toBe(true);
    // the attached one still opens from its record
    const vehicle = json<{ registrationDocument: FileRef }>(await call(gateway.app, owner.accessToken, 'GET', `/api/vehicles/${tr1Vehicle}`));
    expect((await gateway.app.inject({ method: 'GET', url: vehicle.registrationDocument.url! })).statusCode).toBe(200);
    // a key no longer known cannot be attached: the save says so and stores nothing
    const late = await saveDocument(owner.accessToken, tr1Vehicle, { key: abandoned });
    expect(late.statusCode).toBe(400);
    expect(await pruneUnattachedFiles(gateway.db, storage(), dayAgo)).toBe(0);
  });
});
