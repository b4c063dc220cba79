// KDS quality audits (migration 027; resources/performance/kds-audits.ts and kds-summary.ts;
// docs/dys.md): writing an audit with its answers, where each answer's earned and possible points
// are src/domain/dys/points.ts's (kdsQuestionPoints), so SQL sums them the way the panel explains
// them; and the summary per store over a period: its audits (rounds), the average score (the KDS
// point, kdsPoint), the last audit's score and the period before's average.
import { kdsPoint, kdsQuestionPoints, roundPoint } from '../../src/domain/dys/points';
import type { FileRef } from '../../src/domain/files';
import type { Queryable } from './db';
import { KDS_FORMS } from './kds-forms';
import type { HqLanguage } from './head-office';
import { pageOfStoreRows, type StoreRowsAsk } from './store-rows';

/** One answered question of an audit being written, by its place on the audit's form. */
export interface KdsAnswerInput {
  group: number;
  question: number;
  answer?: number | null;
  value?: number | null;
  note?: string | null;
  highlighted?: boolean;
  photos?: readonly FileRef[];
}

export interface KdsAuditInput {
  id: string;
  franchiseId: string;
  warehouseId: string;
  formType: number;
  auditor: string;
  auditedAt: Date;
  round: number;
  completedAt: Date;
  /** Null: not sent to the franchise yet. */
  sentAt: Date | null;
  language: HqLanguage;
  answers: readonly KdsAnswerInput[];
}

/** The columns of a kds_answers row, in kdsAnswerRow's order. */
export const KDS_ANSWER_COLUMNS = [
  'audit_id', 'franchise_id', 'group_no', 'group_title', 'question_no', 'question', 'kind', 'answer', 'value', 'target', 'unit', 'better',
  'points', 'earned', 'possible', 'note', 'highlighted', 'photos',
] as const;

/** A kds_answers row of an answer on its audit's form, its points by the one rule. */
export function kdsAnswerRow(audit: Pick<KdsAuditInput, 'id' | 'franchiseId' | 'formType' | 'language'>, input: KdsAnswerInput): unknown[] {
  const group = KDS_FORMS[audit.formType]?.[input.group - 1];
  const question = group?.questions[input.question - 1];
  if (!group || !question) throw new Error(`form ${audit.formType} has no question ${input.group}.${input.question}`);
  const answer = question.kind === 'choice' ? (input.answer ?? null) : null;
  const value = question.kind === 'number' ? (input.value ?? null) : null;
  const counted = kdsQuestionPoints({ kind: question.kind, points: question.points, answer, value, target: question.target, better: question.better });
  return [
    audit.id,
    audit.franchiseId,
    input.group,
    group.title[audit.language],
    input.question,
    question.text[audit.language],
    question.kind,
    answer,
    value,
    question.target ?? null,
    question.unit ?? null,
    question.better ?? null,
    question.points,
    counted?.earned ?? null,
    counted?.possible ?? null,
    input.note ?? null,
    input.highlighted ?? false,
    JSON.stringify(input.photos ?? []),
  ];
}

/** Writes an audit and its answers. */
export async function writeKdsAudit(db: Queryable, audit: KdsAuditInput): Promise<void> {
  await db.query(
    `INSERT INTO kds_audits (id, franchise_id, warehouse_id, form_type, auditor, audited_at, round, completed_at, sent_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8, coalesce($9, $8))`,
    [audit.id, audit.franchiseId, audit.warehouseId, audit.formType, audit.auditor, audit.auditedAt, audit.round, audit.completedAt, audit.sentAt],
  );
  for (const answer of audit.answers) {
    const row = kdsAnswerRow(audit, answer);
    await db.query(`INSERT INTO kds_answers (${KDS_ANSWER_COLUMNS.join(', ')}) VALUES (${row.map((_, index) => `$${index + 1}`).join(', ')})`, row);
  }
}

/** Each store's sent audits with a score in [from, to): their scores, oldest first, and the last one's date. */
async function auditScores(db: Queryable, franchiseId: string, from: Date, to: Date): Promise<Array<{ warehouse_id: string; audited_at: Date; score: number }>> {
  const { rows } = await db.query<{ warehouse_id: string; audited_at: Date; score: number }>(
    `SELECT a.warehouse_id, a.audited_at,
            round((100 * sum(q.earned) / sum(q.possible))::numeric, 1)::float8 AS score
       FROM kds_audits a
       JOIN kds_answers q ON q.franchise_id = a.franchise_id AND q.audit_id = a.id
      WHERE a.franchise_id = $1 AND a.sent_at IS NOT NULL AND a.audited_at >= $2 AND a.audited_at < $3
      GROUP BY a.id
     HAVING sum(q.possible) > 0
      ORDER BY a.audited_at, a.id`,
    [franchiseId, from, to],
  );
  return rows;
}

/** A period as the intervals between two of some edges: [edges[from], edges[to]). */
export type IntervalSpan = readonly [from: number, to: number];

/**
 * Each store's KDS point over each period `spans` names between `edges` (instants, ascending): the
 * average of its audits' scores in it; a store without an audit there has none (undefined). One
 * statement whatever the number of periods, the audits read once.
 */
export async function kdsPointsOver(db: Queryable, franchiseId: string, edges: readonly Date[], spans: readonly IntervalSpan[]): Promise<Map<string, Array<number | undefined>>> {
  const audits = await auditScores(db, franchiseId, edges[0]!, edges[edges.length - 1]!);
  const byStore = new Map<string, typeof audits>();
  for (const audit of audits) byStore.set(audit.warehouse_id, [...(byStore.get(audit.warehouse_id) ?? []), audit]);
  return new Map(
    [...byStore].map(([id, own]) => [
      id,
      spans.map(([from, to]) => kdsPoint(own.filter((audit) => audit.audited_at >= edges[from]! && audit.audited_at < edges[to]!).map((audit) => audit.score))),
    ]),
  );
}

export interface KdsSummaryAsk extends StoreRowsAsk {
  start: Date;
  end: Date;
  warehouseIds: readonly string[] | null;
}

export type KdsSummaryRow = Record<string, unknown> & { _id: string; warehouseName: string; point: number | null };

export async function kdsSummary(db: Queryable, franchiseId: string, ask: KdsSummaryAsk): Promise<{ rows: KdsSummaryRow[]; total: number }> {
  const previousStart = new Date(ask.start.getTime() - (ask.end.getTime() - ask.start.getTime()));
  const [stores, audits] = await Promise.all([
    db.query<{ id: string; name: string }>(`SELECT id, name FROM warehouses WHERE franchise_id = $1`, [franchiseId]),
    auditScores(db, franchiseId, previousStart, ask.end),
  ]);
  const picked = ask.warehouseIds ? new Set(ask.warehouseIds) : null;
  const rows: KdsSummaryRow[] = stores.rows
    .filter((store) => !picked || picked.has(store.id))
    .map((store) => {
      const own = audits.filter((audit) => audit.warehouse_id === store.id);
      const now = own.filter((audit) => audit.audited_at >= ask.start);
      const before = own.filter((audit) => audit.audited_at < ask.start);
      const point = kdsPoint(now.map((audit) => audit.score)) ?? null;
      const previousPoint = kdsPoint(before.map((audit) => audit.score)) ?? null;
      const last = now.at(-1);
      return {
        _id: store.id,
        warehouseName: store.name,
        point,
        rounds: now.length,
        lastScore: last?.score ?? null,
        lastAuditedAt: last ? last.audited_at.toISOString() : null,
        previousPoint,
        trend: point !== null && previousPoint !== null ? roundPoint(point - previousPoint) : null,
      };
    });
  return pageOfStoreRows(rows, ask);
}

/** The newest audit sent to the franchise, which a demo notification names; none before the first. */
export async function newestSentAudit(db: Queryable, franchiseId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM kds_audits WHERE franchise_id = $1 AND sent_at IS NOT NULL ORDER BY sent_at DESC, id LIMIT 1`,
    [franchiseId],
  );
  return rows[0]?.id ?? null;
}
