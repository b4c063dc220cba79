// The performance summaries' kept replies (gateway/routes/kept-reports.ts, migration 028): a
// summary asked again answers the same, orders written meanwhile leave it kept, and any change of a
// record behind it, written by any process straight into the database (a DTS decision, a KDS
// answer, a store's name), gives the next call the new figures at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DYS_PATHS } from '../../src/domain/paths';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';

type Store = { _id: string; warehouseName: string; point: number | null };

let gateway: TestGateway;
let owner: LoginResponse;

const DAY = 86_400_000;
const end = new Date();
const body = { startDate: new Date(end.getTime() - 30 * DAY).toISOString(), endDate: end.toISOString(), sort: { field: 'warehouseName', order: 1 }, limit: 100, offset: 0 };
const summary = async (path: string) => {
  const response = await call(gateway.app, owner.accessToken, 'POST', `/api${path}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ stores: Store[] }>(response).stores;
};
const version = async () =>
  (await gateway.db.query<{ version: string }>(`SELECT version::text AS version FROM performance_versions WHERE franchise_id = $1`, [owner.user.franchise._id])).rows[0]!.version;

beforeAll(async () => {
  gateway = await startGateway();
  owner = await login(gateway.app, 'owner');
});
afterAll(async () => {
  await gateway?.close();
});

describe('a kept performance summary', () => {
  it('stays through written orders and answers anew once a DTS record, a KDS answer or a store name changes', async () => {
    const first = await summary(DYS_PATHS.dtsSummary);
    const before = await version();
    await call(gateway.app, owner.accessToken, 'POST', '/api/test/orders', {});
    expect(await version()).toBe(before);
    expect(await summary(DYS_PATHS.dtsSummary)).toEqual(first);

    // a gravest rule's violation at the first store two days ago, rejected and closed: its point drops by the penalty
    const store = first[0]!;
    await gateway.db.query(
      `INSERT INTO dts_records (id, franchise_id, warehouse_id, rule_title, rule_number, rule_category, rule_priority, status, decision, penalty, occurred_at)
       VALUES ('kept-test', $1, $2, 'Kept test', 999, 1, 1, 1000, 3, 10, now() - interval '2 days')`,
      [owner.user.franchise._id, store._id],
    );
    expect(await version()).not.toBe(before);
    const after = await summary(DYS_PATHS.dtsSummary);
    expect(after.find((row) => row._id === store._id)!.point).toBe(Math.max(0, Math.round((store.point! - 10) * 10) / 10));

    const kds = await summary(DYS_PATHS.kdsSummary);
    const audited = kds.find((row) => row.point !== null)!;
    await gateway.db.query(
      `UPDATE kds_answers SET earned = 0 WHERE audit_id IN (SELECT id FROM kds_audits WHERE franchise_id = $1 AND warehouse_id = $2 AND sent_at IS NOT NULL AND audited_at > now() - interval '30 days') AND possible IS NOT NULL`,
      [owner.user.franchise._id, audited._id],
    );
    expect((await summary(DYS_PATHS.kdsSummary)).find((row) => row._id === audited._id)!.point).toBe(0);

    await gateway.db.query(`UPDATE warehouses SET name = name || ' (renamed)' WHERE id = $1`, [store._id]);
    expect((await summary(DYS_PATHS.dysSummary)).find((row) => row._id === store._id)!.warehouseName).toBe(`${store.warehouseName} (renamed)`);
  });
});
