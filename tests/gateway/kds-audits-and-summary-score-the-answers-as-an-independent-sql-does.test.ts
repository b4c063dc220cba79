// KDS on the gateway (resources/performance/kds-audits.ts and kds-summary.ts, gateway/db/kds.ts,
// migration 027, docs/dys.md): the franchise reads only the audits sent to it, each with its
// groups, answers and photos, whose signed links download the photo; an audit's score, each
// store's KDS point and the DYS summary's KDS part equal what an independent SQL query over the
// stored answers gives; another franchise's audits and a role without KDS are refused; the list
// is read-only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionnaireGroup } from '../../src/domain/declaration/questionnaire';
import { DYS_PATHS } from '../../src/domain/paths';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, listQuery, login, startGateway, type TestGateway } from './helpers';

type Audit = { id: string; warehouseId: string; auditedAt: string; score: number | null; answered: number; total: number; highlighted: number; groups: QuestionnaireGroup[] };
type SummaryRow = { _id: string; warehouseName: string; point: number | null; rounds: number; lastScore: number | null; previousPoint: number | null };

let gateway: TestGateway;
let owner: LoginResponse;
let manager: LoginResponse;
let gbowner: LoginResponse;

const DAY = 86_400_000;
const end = new Date();
const start = new Date(end.getTime() - 30 * DAY);
const days = { startDate: start.toISOString(), endDate: end.toISOString(), limit: 100, offset: 0 };

const audits = async (token: string, parts: Parameters<typeof listQuery>[0] = {}) => {
  const response = await call(gateway.app, token, 'GET', `/api/kds-audits${listQuery({ range: [0, 99], ...parts })}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<Audit[]>(response);
};

/** Each sent audit's score from its answers alone: the answer's share of the points, a number by its target (docs/dys.md). */
async function recomputedScores(franchiseId: string): Promise<Map<string, { score: number; warehouse: string; at: Date }>> {
  const { rows } = await gateway.db.query<{ id: string; warehouse_id: string; audited_at: Date; score: number }>(
    `WITH counted AS (
       SELECT q.audit_id, q.points,
              CASE WHEN q.kind = 'choice' THEN CASE q.answer WHEN 1 THEN 1 WHEN 2 THEN 0.5 WHEN 3 THEN 0 END
                   WHEN q.value IS NULL THEN NULL
                   WHEN q.better = 'higher' THEN CASE WHEN q.value >= q.target THEN 1 ELSE 0 END
                   ELSE CASE WHEN q.value <= q.target THEN 1 ELSE 0 END END AS share
         FROM kds_answers q WHERE q.franchise_id = $1)
     SELECT a.id, a.warehouse_id, a.audited_at,
            round((100 * sum(c.points * c.share) / sum(c.points) FILTER (WHERE c.share IS NOT NULL))::numeric, 1)::float8 AS score
       FROM kds_audits a JOIN counted c ON c.audit_id = a.id
      WHERE a.franchise_id = $1 AND a.sent_at IS NOT NULL
      GROUP BY a.id`,
    [franchiseId],
  );
  return new Map(rows.map((row) => [row.id, { score: row.score, warehouse: row.warehouse_id, at: new Date(row.audited_at) }]));
}

beforeAll(async () => {
  gateway = await startGateway();
  [owner, manager, gbowner] = await Promise.all(['owner', 'manager', 'gbowner'].map((name) => login(gateway.app, name)));
});
afterAll(async () => {
  await gateway?.close();
});

describe('KDS audits', () => {
  it('lists only the audits sent to the franchise, each scored as its answers give, newest first', async () => {
    const list = await audits(owner.accessToken, { sort: ['auditedAt', 'DESC'] });
    const expected = await recomputedScores(owner.user.franchise._id);
    expect(list.length).toBe(expected.size);
    expect(list.length).toBeGreaterThan(5);
    for (const audit of list) expect(audit.score, audit.id).toBe(expected.get(audit.id)!.score);
    expect(list.map((audit) => audit.auditedAt)).toEqual([...list.map((audit) => audit.auditedAt)].sort().reverse());
    // an audit not yet sent stays with head office
    const { rows } = await gateway.db.query<{ id: string }>(`SELECT id FROM kds_audits WHERE franchise_id = $1 AND sent_at IS NULL`, [owner.user.franchise._id]);
    for (const { id } of rows) expect((await call(gateway.app, owner.accessToken, 'GET', `/api/kds-audits/${id}`)).statusCode).toBe(404);
  });

  it('gives an audit its groups with answered and total counts, its answers and notes, and photos whose links download them', async () => {
    const [withPhotos] = await audits(owner.accessToken, { sort: ['highlighted', 'DESC'], range: [0, 0] });
    const response = await call(gateway.app, owner.accessToken, 'GET', `/api/kds-audits/${withPhotos!.id}`);
    expect(response.statusCode).toBe(200);
    const audit = json<Audit>(response);
    expect(audit.groups.length).toBeGreaterThan(1);
    expect(audit.groups.reduce((sum, group) => sum + group.total, 0)).toBe(audit.total);
    expect(audit.groups.reduce((sum, group) => sum + group.answered, 0)).toBe(audit.answered);
    const highlighted = audit.groups.flatMap((group) => group.questions).filter((question) => question.highlighted);
    expect(highlighted.length).toBe(audit.highlighted);
    expect(highlighted.length).toBeGreaterThan(0);
    for (const question of highlighted) expect(question.note).toBeTruthy();
    const photo = highlighted.flatMap((question) => question.photos)[0]!;
    expect(photo.url).toMatch(/^\/api\/files\//);
    const download = await gateway.app.inject({ method: 'GET', url: photo.url! });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(download.rawPayload.length).toBe(photo.size);
  });

  it('keeps to the franchise and the role, and takes no write', async () => {
    const [ownAudit] = await audits(owner.accessToken, { range: [0, 0] });
    const gbList = await audits(gbowner.accessToken);
    expect(gbList.length).toBeGreaterThan(0);
    expect(gbList.some((audit) => audit.id === ownAudit!.id)).toBe(false);
    expect((await call(gateway.app, gbowner.accessToken, 'GET', `/api/kds-audits/${ownAudit!.id}`)).statusCode).toBe(404);
    expect((await call(gateway.app, manager.accessToken, 'GET', `/api/kds-audits${listQuery({ range: [0, 9] })}`)).statusCode).toBe(403);
    expect((await call(gateway.app, manager.accessToken, 'POST', `/api${DYS_PATHS.kdsSummary}`, days)).statusCode).toBe(403);
    const write = await call(gateway.app, owner.accessToken, 'PUT', `/api/kds-audits/${ownAudit!.id}`, { score: 100 });
    expect([403, 404, 405]).toContain(write.statusCode);
    expect((await audits(owner.accessToken, { filter: { id: ownAudit!.id } }))[0]?.score ?? ownAudit!.score).toBe(ownAudit!.score);
  });
});

describe('the KDS summary', () => {
  it('gives each store the average of its period\'s audit scores, its rounds and last score, and the DYS summary the same KDS part', async () => {
    const response = await call(gateway.app, owner.accessToken, 'POST', `/api${DYS_PATHS.kdsSummary}`, days);
    expect(response.statusCode, response.body).toBe(200);
    const { stores } = json<{ stores: SummaryRow[] }>(response);
    const scores = [...(await recomputedScores(owner.user.franchise._id)).values()].filter((audit) => audit.at >= start && audit.at < end);
    expect(stores.length).toBeGreaterThan(0);
    for (const store of stores) {
      const own = scores.filter((audit) => audit.warehouse === store._id).sort((a, b) => a.at.getTime() - b.at.getTime());
      expect(store.rounds, store.warehouseName).toBe(own.length);
      const average = own.length ? Math.round((own.reduce((sum, audit) => sum + audit.score, 0) / own.length) * 10) / 10 : null;
      expect(store.point, store.warehouseName).toBe(average);
      expect(store.lastScore).toBe(own.at(-1)?.score ?? null);
    }
    expect(stores.some((store) => store.point !== null)).toBe(true);
    const dys = json<{ stores: Array<{ _id: string; kds: number | null }> }>(await call(gateway.app, owner.accessToken, 'POST', `/api${DYS_PATHS.dysSummary}`, days));
    for (const row of dys.stores) expect(row.kds).toBe(stores.find((store) => store._id === row._id)!.point);
  });
});
