// DTS records on the gateway (resources/performance/dts-records.ts, gateway/db/dts-records.ts,
// docs/dys.md): the seeded 90 days list in the caller's franchise only, filtered by store, status
// and days, sorted by the points they cost; the franchise's apology moves a record from 100 to 200
// once (text 1-1000 characters), and anything else is refused with 409 or 400 and changes nothing;
// head office's decision closes it with the penalty of docs/dys.md; the DTS badge counts the
// records waiting for an apology and drops at once; roles without dts_list are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dtsPenalty } from '../../src/domain/dys/points';
import type { LoginResponse } from '../../src/domain/types';
import { decideDtsRecord, recordDtsViolation } from '../../gateway/db/dts-records';
import { call, json, listQuery, login, startGateway, type TestGateway } from './helpers';

type DtsRecord = Record<string, unknown> & { id: string; status: number; penalty: number; warehouseId: string; occurredAt: string; rulePriority: 1 | 2 | 3; decision: number | null };

let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;
let gbowner: LoginResponse;
let serial = 0;

const list = async (token: string, parts: Parameters<typeof listQuery>[0]) => {
  const response = await call(gateway.app, token, 'GET', `/api/dts-records${listQuery(parts)}`);
  expect(response.statusCode, response.body).toBe(200);
  return { rows: json<DtsRecord[]>(response), total: Number(response.headers['content-range']?.toString().split('/')[1]) };
};
const apologize = (token: string, id: string, apology: unknown) => call(gateway.app, token, 'POST', `/api/dts-records/${id}/actions/apologize`, { apology });
const stored = async (id: string) =>
  (await gateway.db.query<{ status: number; apology: string | null; apologized_at: Date | null; updated_at: Date }>('SELECT status, apology, apologized_at, updated_at FROM dts_records WHERE id = $1', [id])).rows[0];
const badge = async (token = owner.accessToken) => json<{ dtsCount: number }>(await call(gateway.app, token, 'POST', '/api/sidebar-badges/count')).dtsCount;
/** A new violation of the owner's franchise, waiting for an apology. */
const newRecord = async (franchiseId = owner.user.franchise._id) => (await recordDtsViolation(gateway.db, franchiseId, { id: `dts-test-${++serial}`, language: 'tr' }))!;

beforeAll(async () => {
  gateway = await startGateway();
  [owner, manager, gbowner] = await Promise.all(['owner', 'manager', 'gbowner'].map((name) => login(gateway.app, name)));
});
afterAll(async () => {
  await gateway?.close();
});

describe('the DTS list', () => {
  it('holds 90 days of the caller\'s franchise only, newest first, every status among them', async () => {
    const { rows, total } = await list(owner.accessToken, { sort: ['occurredAt', 'DESC'], range: [0, 999], export: true });
    const mine = (await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dts_records WHERE franchise_id = $1', [owner.user.franchise._id])).rows[0].n;
    expect(total).toBe(mine);
    expect(total).toBeGreaterThan(20);
    const stores = new Set((await gateway.db.query<{ id: string }>('SELECT id FROM warehouses WHERE franchise_id = $1', [owner.user.franchise._id])).rows.map((row) => row.id));
    for (const row of rows) expect(stores.has(row.warehouseId)).toBe(true);
    expect(rows.map((row) => row.occurredAt)).toEqual([...rows.map((row) => row.occurredAt)].sort().reverse());
    const oldest = Date.parse(rows.at(-1)!.occurredAt);
    expect(Date.now() - oldest).toBeGreaterThan(80 * 86_400_000);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set([100, 200, 1000]));
  });

  it('gives about half the seeded records the reporter\'s photo, whose signed link downloads it in the franchise only', async () => {
    const { rows } = await list(owner.accessToken, { sort: ['occurredAt', 'DESC'], range: [0, 99] });
    const attached = rows.filter((row) => row.attachment !== null);
    expect(attached.length).toBeGreaterThan(rows.length / 4);
    expect(attached.length).toBeLessThan(rows.length);
    const file = attached[0]!.attachment as { name: string; type: string; size: number; url: string };
    expect(file).toMatchObject({ type: 'image/png', name: expect.stringMatching(/^dts-\d+-[0-9a-f]{6}\.png$/) });
    const download = await gateway.app.inject({ method: 'GET', url: file.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(download.rawPayload.length).toBe(file.size);
    // the record's file is the franchise's: another franchise's token does not reach the record
    expect((await call(gateway.app, gbowner.accessToken, 'GET', `/api/dts-records/${attached[0]!.id}`)).statusCode).toBe(404);
  });

  it('filters by store, status and days, and sorts by the points lost, each closed record costing its priority times its decision', async () => {
    const all = await list(owner.accessToken, { range: [0, 999], export: true });
    const store = all.rows[0]!.warehouseId;
    const from = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    const filtered = await list(owner.accessToken, { filter: { warehouseId: store, status: 1000, periodFrom: from }, sort: ['penalty', 'DESC'], range: [0, 999], export: true });
    expect(filtered.total).toBeGreaterThan(0);
    for (const row of filtered.rows) {
      expect(row.warehouseId).toBe(store);
      expect(row.status).toBe(1000);
      expect(Date.parse(row.occurredAt)).toBeGreaterThanOrEqual(Date.parse(`${from}T00:00:00Z`) - 86_400_000);
      expect(row.penalty).toBe(dtsPenalty({ status: row.status, priority: row.rulePriority, decision: row.decision }));
    }
    const penalties = filtered.rows.map((row) => row.penalty);
    expect(penalties).toEqual([...penalties].sort((a, b) => b - a));
    // open records cost nothing yet
    const open = await list(owner.accessToken, { filter: { status: 100 }, range: [0, 999], export: true });
    expect(open.rows.every((row) => row.penalty === 0)).toBe(true);
  });

  it('refuses a role without dts_list (the manager) and answers another franchise\'s record as not found', async () => {
    expect((await call(gateway.app, manager.accessToken, 'GET', `/api/dts-records${listQuery({})}`)).statusCode).toBe(403);
    const gbRecord = await newRecord(gbowner.user.franchise._id);
    expect((await call(gateway.app, owner.accessToken, 'GET', `/api/dts-records/${gbRecord}`)).statusCode).toBe(404);
    expect((await apologize(owner.accessToken, gbRecord, 'We apologise.')).statusCode).toBe(404);
    expect((await stored(gbRecord)).status).toBe(100);
  });
});

describe('the apology', () => {
  it('moves a record from 100 to 200 with its text and time, and the badge drops by one at once', async () => {
    const id = await newRecord();
    const before = await badge();
    const done = await apologize(owner.accessToken, id, '  The courier was reminded of the rule the same day.  ');
    expect(done.statusCode, done.body).toBe(200);
    const row = await stored(id);
    expect(row.status).toBe(200);
    expect(row.apology?.trim()).toBe('The courier was reminded of the rule the same day.');
    expect(row.apologized_at).not.toBeNull();
    expect(await badge()).toBe(before - 1);
    const shown = json<DtsRecord>(await call(gateway.app, owner.accessToken, 'GET', `/api/dts-records/${id}`));
    expect(shown.status).toBe(200);
  });

  it('is refused with 409 once written or once closed, and changes nothing', async () => {
    const id = await newRecord();
    expect((await apologize(owner.accessToken, id, 'First apology.')).statusCode).toBe(200);
    const after = await stored(id);
    const again = await apologize(owner.accessToken, id, 'Second apology.');
    expect(again.statusCode).toBe(409);
    expect(await stored(id)).toEqual(after);

    const closed = await newRecord();
    expect(await gateway.db.transaction((tx) => decideDtsRecord(tx, owner.user.franchise._id, closed, 3, 'tr'))).toBe(true);
    const before = await stored(closed);
    expect((await apologize(owner.accessToken, closed, 'Too late.')).statusCode).toBe(409);
    expect(await stored(closed)).toEqual(before);
  });

  it('needs a text of 1 to 1000 characters: empty, blank or too long is 400 and nothing changes', async () => {
    const id = await newRecord();
    const before = await stored(id);
    for (const text of ['', '   ', 'x'.repeat(1001), 42, null]) {
      const refused = await apologize(owner.accessToken, id, text);
      expect(refused.statusCode, String(text)).toBe(400);
    }
    expect(await stored(id)).toEqual(before);
    expect((await apologize(owner.accessToken, id, 'x'.repeat(1000))).statusCode).toBe(200);
  });

  it('is not the manager\'s to write (no dts_list)', async () => {
    const id = await newRecord();
    expect((await apologize(manager.accessToken, id, 'Not mine to write.')).statusCode).toBe(403);
    expect((await stored(id)).status).toBe(100);
  });
});

describe('head office\'s decision', () => {
  it('closes the record with the points its priority and decision cost, written in its history', async () => {
    const id = await newRecord();
    await apologize(owner.accessToken, id, 'We are sorry.');
    expect(await gateway.db.transaction((tx) => decideDtsRecord(tx, owner.user.franchise._id, id, 2, 'tr'))).toBe(true);
    const shown = json<DtsRecord>(await call(gateway.app, owner.accessToken, 'GET', `/api/dts-records/${id}`));
    expect(shown.status).toBe(1000);
    expect(shown.decision).toBe(2);
    expect(shown.penalty).toBe(dtsPenalty({ status: 1000, priority: shown.rulePriority, decision: 2 }));
    expect(shown.penalty).toBeGreaterThan(0);
    const { history } = json<{ history: Array<{ action: string }> }>(await call(gateway.app, owner.accessToken, 'GET', `/api/dts-records/${id}/history`));
    expect(history.map((entry) => entry.action)).toEqual(expect.arrayContaining(['apologize', 'hq']));
    // a closed record is not decided again
    expect(await gateway.db.transaction((tx) => decideDtsRecord(tx, owner.user.franchise._id, id, 3, 'tr'))).toBe(false);
  });
});
