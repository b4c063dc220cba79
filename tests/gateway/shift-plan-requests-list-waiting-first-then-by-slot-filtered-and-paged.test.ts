// POST /shift-plan/requests/filter, the requests report (resources/staff/staff-plan-shift.ts):
// waiting requests first, then by the asked sort of their slot's start; status and store filters
// and pages on the gateway; each row with its `_id` and the person's name; the body's schema from
// the declaration refuses what it does not declare; the role shift_plan only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIFT_PLAN_PATHS } from '../../src/domain/paths';
import { REQUEST_STATUS } from '../../src/domain/shiftPlan';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';

let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;

interface Row {
  _id: string;
  status: number;
  warehouseId: string;
  startsAt: string;
  person: { name: string };
}
type Reply = { requests: Row[]; totalCount: number };

const PATH = `/api${SHIFT_PLAN_PATHS.requests}/filter`;
const list = (token: string, body: Record<string, unknown>) => call(gateway.app, token, 'POST', PATH, body);
const sort = (order: 1 | -1) => ({ field: 'startsAt', order });

beforeAll(async () => {
  gateway = await startGateway();
  [owner, manager] = await Promise.all(['owner', 'manager'].map((name) => login(gateway.app, name)));
});
afterAll(async () => {
  await gateway?.close();
});

describe('the requests report', () => {
  it('lists waiting requests first, then by their slot’s start, each with its id and person', async () => {
    const reply = json<Reply>(await list(owner.accessToken, { sort: sort(1), limit: 100, offset: 0 }));
    const seeded = await gateway.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM shift_plan_requests WHERE franchise_id = $1`, [owner.user.franchise._id]);
    expect(reply.totalCount).toBe(seeded.rows[0].total);
    expect(reply.requests.length).toBe(Math.min(100, reply.totalCount));
    const waiting = reply.requests.filter((row) => row.status === REQUEST_STATUS.waiting);
    expect(waiting.length).toBeGreaterThan(0);
    // the waiting ones make the head of the page, each part by its slot's start
    expect(reply.requests.slice(0, waiting.length)).toEqual(waiting);
    const starts = (rows: Row[]) => rows.map((row) => Date.parse(row.startsAt));
    expect(starts(waiting)).toEqual([...starts(waiting)].sort((a, b) => a - b));
    const rest = reply.requests.slice(waiting.length);
    expect(starts(rest)).toEqual([...starts(rest)].sort((a, b) => a - b));
    for (const row of reply.requests) {
      expect(row._id).toMatch(/\S/);
      expect(row.person.name).toMatch(/\S/);
    }
    // the other way round, still waiting first
    const reversed = json<Reply>(await list(owner.accessToken, { sort: sort(-1), limit: 100, offset: 0 }));
    const reversedWaiting = reversed.requests.filter((row) => row.status === REQUEST_STATUS.waiting);
    expect(starts(reversedWaiting)).toEqual([...starts(reversedWaiting)].sort((a, b) => b - a));
    expect(reversed.requests.slice(0, reversedWaiting.length)).toEqual(reversedWaiting);
  });

  it('filters by status and store and pages', async () => {
    const all = json<Reply>(await list(owner.accessToken, { sort: sort(1), limit: 100, offset: 0 })).requests;
    const store = all[0]!.warehouseId;
    const declined = json<Reply>(await list(owner.accessToken, { status: REQUEST_STATUS.declined, warehouseId: store, sort: sort(1), limit: 100, offset: 0 }));
    expect(declined.requests.map((row) => row._id)).toEqual(
      all.filter((row) => row.status === REQUEST_STATUS.declined && row.warehouseId === store).map((row) => row._id),
    );
    expect(all.length).toBeGreaterThan(10);
    const second = json<Reply>(await list(owner.accessToken, { sort: sort(1), limit: 10, offset: 10 }));
    expect(second.requests.map((row) => row._id)).toEqual(all.slice(10, 20).map((row) => row._id));
    expect(second.totalCount).toBe(all.length);
  });

  it('refuses what the declaration does not declare, and a caller without shift_plan', async () => {
    expect((await list(owner.accessToken, { status: 999, sort: sort(1), limit: 10, offset: 0 })).statusCode).toBe(400);
    expect((await list(owner.accessToken, { sort: { field: 'personName', order: 1 }, limit: 10, offset: 0 })).statusCode).toBe(400);
    expect((await list(owner.accessToken, { kind: 'drop', sort: sort(1), limit: 10, offset: 0 })).statusCode).toBe(400);
    expect((await list(manager.accessToken, { sort: sort(1), limit: 10, offset: 0 })).statusCode).toBe(403);
  });
});
