// DDS and DDS100 logs on the gateway (src/domain/dys/ddsLogResource.ts, gateway/db/dds-logs.ts,
// migration 025, docs/dys.md): each list holds its own kind of the caller's franchise; the
// franchise objects to a log not objected yet, within 7 days of it, with 10 to 1000 characters
// (100 -> 200), and anything else is refused with 409 or 400 and changes nothing; head office's
// answer accepts (the penalty stops counting) or denies; the DDS and DDS100 summaries give each
// store the point an independent SQL query recomputes from the logs; roles are checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DYS_PATHS } from '../../src/domain/paths';
import type { LoginResponse } from '../../src/domain/types';
import { answerDdsObjection, logDdsPenalty, type DdsKind } from '../../gateway/db/dds-logs';
import { call, json, listQuery, login, startGateway, type TestGateway } from './helpers';

type Log = Record<string, unknown> & { id: string; status: number; penalty: number; warehouseId: string; loggedAt: string };
type Row = { _id: string; point: number; lost: number; warehouseName: string };

let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;
let gbowner: LoginResponse;
let serial = 0;
const DAY = 86_400_000;
const RESOURCE = { 1: 'dds-logs', 2: 'dds100-logs' } as const;

const list = async (kind: DdsKind, parts: Parameters<typeof listQuery>[0], token = owner.accessToken) => {
  const response = await call(gateway.app, token, 'GET', `/api/${RESOURCE[kind]}${listQuery(parts)}`);
  expect(response.statusCode, response.body).toBe(200);
  return { rows: json<Log[]>(response), total: Number(response.headers['content-range']?.toString().split('/')[1]) };
};
const object = (id: string, objection: unknown, kind: DdsKind = 1, token = owner.accessToken) =>
  call(gateway.app, token, 'POST', `/api/${RESOURCE[kind]}/${id}/actions/object`, { objection });
const stored = async (id: string) =>
  (await gateway.db.query<{ status: number; objection: string | null; updated_at: Date }>('SELECT status, objection, updated_at FROM dds_penalty_logs WHERE id = $1', [id])).rows[0];
/** A new log of the owner's franchise, logged `daysAgo` days ago. */
const newLog = async (options: { kind?: DdsKind; daysAgo?: number; franchiseId?: string } = {}) =>
  (await logDdsPenalty(gateway.db, options.franchiseId ?? owner.user.franchise._id, {
    id: `dds-test-${++serial}`,
    kind: options.kind ?? 1,
    language: 'tr',
    now: new Date(Date.now() - (options.daysAgo ?? 0) * DAY),
  }))!;

beforeAll(async () => {
  gateway = await startGateway();
  [owner, manager, gbowner] = await Promise.all(['owner', 'manager', 'gbowner'].map((name) => login(gateway.app, name)));
});
afterAll(async () => {
  await gateway?.close();
});

describe('the DDS and DDS100 lists', () => {
  it('hold 90 days of their own kind of the caller\'s franchise, newest first', async () => {
    for (const kind of [1, 2] as const) {
      const { rows, total } = await list(kind, { sort: ['loggedAt', 'DESC'], range: [0, 999], export: true });
      const expected = (await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dds_penalty_logs WHERE franchise_id = $1 AND kind = $2', [owner.user.franchise._id, kind])).rows[0].n;
      expect(total, RESOURCE[kind]).toBe(expected);
      expect(total).toBeGreaterThan(10);
      expect(rows.map((row) => row.loggedAt)).toEqual([...rows.map((row) => row.loggedAt)].sort().reverse());
      expect(Date.now() - Date.parse(rows.at(-1)!.loggedAt)).toBeGreaterThan(80 * DAY);
    }
    // a DDS log is not a DDS100 log
    const dds = await newLog({ kind: 1 });
    expect((await call(gateway.app, owner.accessToken, 'GET', `/api/dds100-logs/${dds}`)).statusCode).toBe(404);
    expect((await call(gateway.app, owner.accessToken, 'GET', `/api/dds-logs/${dds}`)).statusCode).toBe(200);
  });

  it('are refused to a role without dds_list / dds_old (the manager); another franchise\'s log is not found', async () => {
    expect((await call(gateway.app, manager.accessToken, 'GET', `/api/dds-logs${listQuery({})}`)).statusCode).toBe(403);
    expect((await call(gateway.app, manager.accessToken, 'GET', `/api/dds100-logs${listQuery({})}`)).statusCode).toBe(403);
    const gbLog = await newLog({ franchiseId: gbowner.user.franchise._id });
    expect((await call(gateway.app, owner.accessToken, 'GET', `/api/dds-logs/${gbLog}`)).statusCode).toBe(404);
    expect((await object(gbLog, 'This is not our store at all.')).statusCode).toBe(404);
    expect((await stored(gbLog)).status).toBe(100);
  });
});

describe('an objection', () => {
  it('moves a log from 100 to 200 with its text, once', async () => {
    const id = await newLog();
    const done = await object(id, 'The waybill was signed on time by the store.');
    expect(done.statusCode, done.body).toBe(200);
    const after = await stored(id);
    expect(after.status).toBe(200);
    expect(after.objection).toBe('The waybill was signed on time by the store.');
    expect((await object(id, 'A second objection to the same log.')).statusCode).toBe(409);
    expect(await stored(id)).toEqual(after);
  });

  it('is refused with 409 once its 7 days have passed, and changes nothing', async () => {
    const late = await newLog({ daysAgo: 8 });
    const before = await stored(late);
    expect((await object(late, 'Too late to object to this one.')).statusCode).toBe(409);
    expect(await stored(late)).toEqual(before);
    // six days on, still within it
    expect((await object(await newLog({ daysAgo: 6 }), 'Still within the seven days.')).statusCode).toBe(200);
  });

  it('needs 10 to 1000 characters: shorter, longer or not text is 400 and nothing changes', async () => {
    const id = await newLog();
    const before = await stored(id);
    for (const text of ['', 'too short', `   ${'x'.repeat(5)}   `, 'x'.repeat(1001), 7]) {
      expect((await object(id, text)).statusCode, String(text)).toBe(400);
    }
    expect(await stored(id)).toEqual(before);
    expect((await object(id, 'x'.repeat(10))).statusCode).toBe(200);
  });

  it('is the DDS100 role\'s on a DDS100 log, and not the manager\'s', async () => {
    const old = await newLog({ kind: 2 });
    expect((await object(old, 'Not mine to object to.', 2, manager.accessToken)).statusCode).toBe(403);
    expect((await object(old, 'The owner objects to this one.', 2)).statusCode).toBe(200);
  });

  it('answered by head office: accepted, the penalty stops counting in the summary; denied, it still counts', async () => {
    const body = { startDate: new Date(Date.now() - 2 * DAY).toISOString(), endDate: new Date(Date.now() + 60_000).toISOString(), sort: { field: 'rank', order: 1 }, limit: 100, offset: 0 };
    const pointOf = async (warehouseId: string) => {
      const reply = json<{ stores: Row[] }>(await call(gateway.app, owner.accessToken, 'POST', `/api${DYS_PATHS.ddsSummary}`, body));
      return reply.stores.find((row) => row._id === warehouseId)!.lost;
    };
    const accepted = await newLog();
    const denied = await newLog();
    const { warehouseId } = json<Log>(await call(gateway.app, owner.accessToken, 'GET', `/api/dds-logs/${accepted}`));
    await object(accepted, 'The delay was the supplier\'s, see the scan.');
    await object(denied, 'The product was in the bag, the customer said so.');
    const before = await pointOf(warehouseId);
    expect(await gateway.db.transaction((tx) => answerDdsObjection(tx, owner.user.franchise._id, accepted, true, 'tr'))).toBe(true);
    expect(await gateway.db.transaction((tx) => answerDdsObjection(tx, owner.user.franchise._id, denied, false, 'tr'))).toBe(true);
    const penalty = json<Log>(await call(gateway.app, owner.accessToken, 'GET', `/api/dds-logs/${accepted}`)).penalty;
    expect(await pointOf(warehouseId)).toBeCloseTo(before - penalty, 5);
    expect((await stored(accepted)).status).toBe(300);
    expect((await stored(denied)).status).toBe(400);
    // answered once only
    expect(await gateway.db.transaction((tx) => answerDdsObjection(tx, owner.user.franchise._id, accepted, false, 'tr'))).toBe(false);
    const { history } = json<{ history: Array<{ action: string }> }>(await call(gateway.app, owner.accessToken, 'GET', `/api/dds-logs/${accepted}/history`));
    expect(history.map((entry) => entry.action)).toEqual(expect.arrayContaining(['object', 'hq']));
  });
});

describe('the DDS and DDS100 summaries', () => {
  it('give every store the point an independent sum of its logs gives, each over its own kind', async () => {
    const end = new Date();
    const start = new Date(end.getTime() - 30 * DAY);
    for (const [kind, path] of [[1, DYS_PATHS.ddsSummary], [2, DYS_PATHS.dds100Summary]] as const) {
      const response = await call(gateway.app, owner.accessToken, 'POST', `/api${path}`, { startDate: start.toISOString(), endDate: end.toISOString(), sort: { field: 'rank', order: 1 }, limit: 100, offset: 0 });
      expect(response.statusCode, response.body).toBe(200);
      const { stores } = json<{ stores: Row[] }>(response);
      const { rows } = await gateway.db.query<{ id: string; point: number }>(
        `SELECT w.id, round(greatest(0, 100 - COALESCE(sum(l.penalty) FILTER (WHERE l.status <> 300), 0))::numeric, 1)::float8 AS point
           FROM warehouses w LEFT JOIN dds_penalty_logs l ON l.warehouse_id = w.id AND l.kind = $2 AND l.logged_at >= $3 AND l.logged_at < $4
          WHERE w.franchise_id = $1 GROUP BY w.id`,
        [owner.user.franchise._id, kind, start, end],
      );
      const expected = new Map(rows.map((row) => [row.id, row.point]));
      expect(stores.length).toBe(expected.size);
      for (const row of stores) expect(row.point, `${path} ${row.warehouseName}`).toBe(expected.get(row._id));
      expect(stores.some((row) => row.point < 100)).toBe(true);
    }
    expect((await call(gateway.app, manager.accessToken, 'POST', `/api${DYS_PATHS.ddsSummary}`, { startDate: start.toISOString(), endDate: end.toISOString() })).statusCode).toBe(403);
  });
});
