// The franchise's candidate moves (resources/staff/candidates.ts) on the gateway: send from 0 or 5,
// cancel at 0, 1, 2 or 5 with its reason, editing only at 0 or 5 (`edit.when`, 409 NOT_EDITABLE
// inside the UPDATE), each checked in one transaction in the caller's franchise, every move a row
// of the candidate's one history (record_history) after its creation; documents are file
// references of the caller's franchise only; HQ's moves (the demo simulator's) write the same history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hireCandidate, hqMoveOldestCandidate } from '../../gateway/db/candidates';
import type { LoginResponse } from '../../src/domain/types';
import { ibanCheckDigits } from '../../src/domain/validators/iban';
import { nationalIdCheckDigits } from '../../src/domain/validators/nationalId';
import { call, json, login, startGateway, type TestGateway } from './helpers';

type Row = Record<string, unknown> & { id: string; status: number; updatedAt: string };
type History = { action: string; userName: string | null; from: Record<string, unknown>; to: Record<string, unknown>; asked: Record<string, unknown> };

let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;
let gbowner: LoginResponse;
let warehouse: string;
let serial = 300_000_000;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

const freshNationalId = () => {
  const firstNine = String((serial += 7_919));
  return firstNine + nationalIdCheckDigits(firstNine);
};
const trIban = () => {
  const bban = '00062000000000' + String(serial).slice(-8);
  return `TR${ibanCheckDigits('TR', bban)}${bban}`;
};
const body = (overrides: Record<string, unknown> = {}) => ({
  warehouseId: warehouse,
  workerType: 1,
  name: 'Elif',
  surname: 'Kaya',
  nationalId: freshNationalId(),
  phone: '+90 532 765 43 21',
  iban: trIban(),
  ...overrides,
});

async function createCandidate(token = owner.accessToken, overrides: Record<string, unknown> = {}): Promise<Row> {
  const response = await call(gateway.app, token, 'POST', '/api/candidates', body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return json<Row>(response);
}
const act = (token: string, id: string, action: string, payload?: unknown, language = 'en') =>
  gateway.app.inject({
    method: 'POST',
    url: `/api/candidates/${id}/actions/${action}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const history = async (id: string) => json<{ history: History[] }>(await call(gateway.app, owner.accessToken, 'GET', `/api/candidates/${id}/history`)).history;
const stored = async (id: string) =>
  (await gateway.db.query<{ status: number; updated_at: Date; name: string; status_reason: string | null }>(
    'SELECT status, updated_at, name, status_reason FROM candidates WHERE id = $1',
    [id],
  )).rows[0];
const setStatus = (id: string, status: number) => gateway.db.query('UPDATE candidates SET status = $2 WHERE id = $1', [id, status]);

async function upload(token: string): Promise<string> {
  const granted = await call(gateway.app, token, 'POST', '/api/files/upload-url', { fileName: 'kimlik.pdf', contentType: 'application/pdf', size: PDF.length });
  expect(granted.statusCode, granted.body).toBe(200);
  const { key, uploadUrl } = json<{ key: string; uploadUrl: string }>(granted);
  const put = await gateway.app.inject({ method: 'PUT', url: uploadUrl, headers: { 'content-type': 'application/pdf' }, payload: PDF });
  expect(put.statusCode, put.body).toBe(201);
  return key;
}

beforeAll(async () => {
  gateway = await startGateway();
  [owner, manager, gbowner] = await Promise.all(['owner', 'manager', 'gbowner'].map((name) => login(gateway.app, name)));
  warehouse = (await gateway.db.query<{ id: string }>('SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id LIMIT 1', [owner.user.franchise._id])).rows[0].id;
});
afterAll(async () => {
  await gateway?.close();
});

describe('sending a candidate', () => {
  it('moves a draft to 1 and shows one history: created, then sent, by the caller', async () => {
    const candidate = await createCandidate();
    const sent = await act(owner.accessToken, candidate.id, 'send');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json<Row>(sent).status).toBe(1);
    const rows = await history(candidate.id);
    expect(rows.map((row) => [row.action, row.from.status ?? null, row.to.status])).toEqual([
      ['send', 0, 1],
      ['create', null, 0],
    ]);
    expect(rows.every((row) => row.userName === owner.user.name)).toBe(true);
  });

  it('from a wrong status is 409 in the caller’s language, with nothing changed', async () => {
    const candidate = await createCandidate();
    await setStatus(candidate.id, 3);
    const before = await stored(candidate.id);
    const refused = await act(owner.accessToken, candidate.id, 'send', undefined, 'tr');
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: 'ACTION_MOVED_ON', message: expect.stringContaining('değişti') });
    expect(await stored(candidate.id)).toEqual(before);
    expect(await history(candidate.id)).toHaveLength(1);
  });

  it('works again at 5 missing information (fixed and resent)', async () => {
    const candidate = await createCandidate();
    await setStatus(candidate.id, 5);
    expect((await act(owner.accessToken, candidate.id, 'send')).statusCode).toBe(200);
    expect((await stored(candidate.id)).status).toBe(1);
  });

  it('lets one of two simultaneous sends of one candidate through', async () => {
    const candidate = await createCandidate();
    const answers = await Promise.all([act(owner.accessToken, candidate.id, 'send'), act(owner.accessToken, candidate.id, 'send')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await history(candidate.id)).filter((row) => row.action === 'send')).toHaveLength(1);
  });

  it('is 404 for another franchise’s candidate and 403 for a manager without person/hire, changing nothing', async () => {
    const candidate = await createCandidate();
    const before = await stored(candidate.id);
    expect((await act(gbowner.accessToken, candidate.id, 'send')).statusCode).toBe(404);
    const forbidden = await act(manager.accessToken, candidate.id, 'send');
    expect(forbidden.statusCode).toBe(403);
    expect((await act(manager.accessToken, candidate.id, 'cancel', { statusReason: 'x' })).statusCode).toBe(403);
    expect(await stored(candidate.id)).toEqual(before);
  });
});

describe('cancelling a candidate', () => {
  it('needs its reason: none or blank is 400 naming the field, and nothing changes', async () => {
    const candidate = await createCandidate();
    const missing = await act(owner.accessToken, candidate.id, 'cancel', {});
    expect(missing.statusCode).toBe(400);
    const blank = await act(owner.accessToken, candidate.id, 'cancel', { statusReason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(json(blank)).toMatchObject({ code: 'VALIDATION', details: [expect.objectContaining({ field: 'statusReason' })] });
    expect((await stored(candidate.id)).status).toBe(0);
  });

  it('moves it to 7 from 0, 1, 2 or 5 with the reason on the record and in its history, and not from 3', async () => {
    for (const status of [0, 1, 2, 5]) {
      const candidate = await createCandidate();
      await setStatus(candidate.id, status);
      const cancelled = await act(owner.accessToken, candidate.id, 'cancel', { statusReason: 'Took another job' });
      expect(cancelled.statusCode, `from ${status}`).toBe(200);
      expect(json<Row>(cancelled)).toMatchObject({ status: 7, statusReason: 'Took another job' });
      expect((await history(candidate.id))[0]).toMatchObject({ action: 'cancel', to: { status: 7 }, asked: { statusReason: 'Took another job' } });
    }
    const late = await createCandidate();
    await setStatus(late.id, 3);
    expect((await act(owner.accessToken, late.id, 'cancel', { statusReason: 'Too late' })).statusCode).toBe(409);
  });
});

describe('editing a candidate', () => {
  const put = (token: string, id: string, payload: Record<string, unknown>, language = 'en') =>
    gateway.app.inject({ method: 'PUT', url: `/api/candidates/${id}`, headers: { authorization: `Bearer ${token}`, 'accept-language': language }, payload });

  it('is allowed at 0 and 5 with the version read, and a stale version is 409 STALE_RECORD', async () => {
    const candidate = await createCandidate();
    const saved = await put(owner.accessToken, candidate.id, { name: 'Elif Su', updatedAt: candidate.updatedAt });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<Row>(saved).name).toBe('Elif Su');
    expect(json(await put(owner.accessToken, candidate.id, { name: 'Elif Nur', updatedAt: candidate.updatedAt }))).toMatchObject({ code: 'STALE_RECORD' });
    await setStatus(candidate.id, 5);
    const fixed = await put(owner.accessToken, candidate.id, { name: 'Elif Nur', updatedAt: json<Row>(saved).updatedAt });
    expect(fixed.statusCode, fixed.body).toBe(200);
  });

  it('is refused with 409 NOT_EDITABLE and a translated message while it is at 1, with nothing changed', async () => {
    const candidate = await createCandidate();
    const sent = json<Row>(await act(owner.accessToken, candidate.id, 'send'));
    const before = await stored(candidate.id);
    const refused = await put(owner.accessToken, candidate.id, { name: 'Elif Su', updatedAt: sent.updatedAt }, 'tr');
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: 'NOT_EDITABLE', message: expect.stringContaining('düzenlenemez') });
    expect(json(await put(owner.accessToken, candidate.id, { name: 'Elif Su', updatedAt: sent.updatedAt }))).toMatchObject({
      message: expect.stringContaining('can no longer be edited'),
    });
    expect(await stored(candidate.id)).toEqual(before);
  });

  it('is 404 for another franchise’s candidate', async () => {
    const candidate = await createCandidate();
    expect((await put(gbowner.accessToken, candidate.id, { name: 'X', updatedAt: candidate.updatedAt })).statusCode).toBe(404);
  });
});

describe('a candidate’s documents', () => {
  it('are a list of the franchise’s uploaded files, read back with download links', async () => {
    const key = await upload(owner.accessToken);
    const candidate = await createCandidate(owner.accessToken, { documents: [{ key }] });
    expect(candidate.documents).toEqual([expect.objectContaining({ key, name: 'kimlik.pdf', type: 'application/pdf', size: PDF.length, url: expect.any(String) })]);
    const url = (candidate.documents as { url: string }[])[0].url;
    expect((await gateway.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('refuse another franchise’s file key with 400, storing nothing', async () => {
    const foreign = await upload(gbowner.accessToken);
    const before = (await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM candidates')).rows[0].n;
    const refused = await call(gateway.app, owner.accessToken, 'POST', '/api/candidates', body({ documents: [{ key: foreign }] }));
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ code: 'INVALID_REFERENCE' });
    expect((await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM candidates')).rows[0].n).toBe(before);
  });
});

describe('HQ’s moves (the demo simulator)', () => {
  it('move the longest-waiting candidate on, or back to 5 with a reason, with a history row by HQ', async () => {
    const candidate = await createCandidate();
    await act(owner.accessToken, candidate.id, 'send');
    // the oldest waiting candidate: this one, once its update time is the earliest
    await gateway.db.query(`UPDATE candidates SET updated_at = '2000-01-01' WHERE id = $1`, [candidate.id]);
    const now = new Date();
    const moved = await gateway.db.transaction((tx) => hqMoveOldestCandidate(tx, { missing: false, reason: '', hqName: 'HQ', now }));
    expect(moved).toMatchObject({ id: candidate.id, from: 1, to: 2 });
    await gateway.db.query(`UPDATE candidates SET updated_at = '2000-01-01' WHERE id = $1`, [candidate.id]);
    const back = await gateway.db.transaction((tx) => hqMoveOldestCandidate(tx, { missing: true, reason: 'ID unreadable', hqName: 'HQ', now }));
    expect(back).toMatchObject({ id: candidate.id, from: 2, to: 5 });
    expect(await stored(candidate.id)).toMatchObject({ status: 5, status_reason: 'ID unreadable' });
    expect((await history(candidate.id)).slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'hq', userName: 'HQ', from: { status: 2, statusReason: null }, to: { status: 5, statusReason: 'ID unreadable' } }),
      expect.objectContaining({ action: 'hq', userName: 'HQ', from: { status: 1 }, to: { status: 2 } }),
    ]);
  });

  it('in the demo data, each approved candidate names the active person it became, and no other candidate names one', async () => {
    const { rows } = await gateway.db.query<{ status: number; named: boolean; same: boolean }>(
      `SELECT c.status, c.person_id IS NOT NULL AS named,
              COALESCE(p.is_active AND p.franchise_id = c.franchise_id AND p.warehouse_id = c.warehouse_id AND p.national_id = c.national_id
                       AND p.name = c.name || ' ' || c.surname, false) AS same
         FROM candidates c LEFT JOIN people p ON p.id = c.person_id
        WHERE c.created_at < now() - interval '1 day'`,
    );
    const approved = rows.filter((row) => row.status === 6);
    expect(approved.length).toBeGreaterThanOrEqual(6);
    expect(approved.every((row) => row.named && row.same)).toBe(true);
    expect(rows.filter((row) => row.status !== 6 && row.named)).toEqual([]);
  });

  it('approved by HQ, a candidate becomes an active person of its store, and names that person', async () => {
    const candidate = await createCandidate();
    await act(owner.accessToken, candidate.id, 'send');
    const now = new Date();
    const moveOurs = async () => {
      await gateway.db.query(`UPDATE candidates SET updated_at = '2000-01-01' WHERE id = $1`, [candidate.id]);
      return gateway.db.transaction((tx) => hqMoveOldestCandidate(tx, { missing: false, reason: '', hqName: 'HQ', now }));
    };
    expect(await moveOurs()).toMatchObject({ from: 1, to: 2 });
    expect(await moveOurs()).toMatchObject({ from: 2, to: 3 });
    // not hired before the approval
    expect(json<Row>(await call(gateway.app, owner.accessToken, 'GET', `/api/candidates/${candidate.id}`)).personId).toBeNull();
    expect(await moveOurs()).toMatchObject({ id: candidate.id, from: 3, to: 6 });

    const approved = json<Row>(await call(gateway.app, owner.accessToken, 'GET', `/api/candidates/${candidate.id}`));
    expect(approved).toMatchObject({ status: 6, personId: expect.any(String) });
    const response = await call(gateway.app, owner.accessToken, 'GET', `/api/people/${approved.personId as string}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({
      name: `${candidate.name as string} ${candidate.surname as string}`,
      nationalId: candidate.nationalId,
      staffType: candidate.workerType,
      warehouseId: warehouse,
      personalPhone: '5327654321',
      isActive: true,
    });
    // another franchise sees neither
    expect((await call(gateway.app, gbowner.accessToken, 'GET', `/api/people/${approved.personId as string}`)).statusCode).toBe(404);
    // hired once: the person is not made twice
    const { franchise_id: franchiseId } = (await gateway.db.query<{ franchise_id: string }>('SELECT franchise_id FROM candidates WHERE id = $1', [candidate.id])).rows[0]!;
    expect(await gateway.db.transaction((tx) => hireCandidate(tx, franchiseId, candidate.id, now))).toBeNull();
    const people = await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM people WHERE national_id = $1', [candidate.nationalId]);
    expect(people.rows[0]!.n).toBe(1);
  });
});
