// DDS and DDS100 penalty logs as head office writes them (migration 025, docs/dys.md): its
// catalogue of penalties by criterion, a new log against a store, and its answer to an objection
// (300 accepted: the penalty stops counting, or 400 denied, with a reason). The franchise's own
// move, the objection, is the declared workflow action of src/domain/dys/ddsLogResource.ts. The
// demo seed and the test hooks act as head office through these.
import { ddsCriterion, ddsLogKind, ddsLogStatus, type EnumValue } from '../../src/domain/enums';
import { objectionDeadline } from '../../src/domain/dys/answers';
import type { Queryable } from './db';
import { insertHistory } from './actions';
import { HQ_NAME, oldestWaitingOnHeadOffice } from './head-office';
import type { PenaltyRecords } from './penalty-summary';

export type DdsKind = EnumValue<typeof ddsLogKind>;
type Language = 'en' | 'tr';

/** Each kind's view (migration 025) and resource. */
export const DDS_VIEWS: Readonly<Record<DdsKind, { table: string; resource: string }>> = {
  1: { table: 'dds_logs', resource: 'dds-logs' },
  2: { table: 'dds100_logs', resource: 'dds100-logs' },
};

const OBJECTION_ACCEPTED = ddsLogStatus.value('objection_accepted');

/** A DDS summary's records: a log's penalty counts unless head office accepted its objection. */
export const ddsPenalties = (kind: DdsKind): PenaltyRecords => ({
  table: DDS_VIEWS[kind].table,
  timeColumn: 'logged_at',
  categoryColumn: 'criterion',
  categories: ddsCriterion,
  penaltyColumn: 'penalty',
  notCounting: { column: 'status', values: [OBJECTION_ACCEPTED] },
});

export interface DdsPenaltyRule {
  criterion: EnumValue<typeof ddsCriterion>;
  penalty: number;
  /** What it concerns: an order, or a transfer's waybill. */
  concerns: 'order' | 'transfer';
  happened: Record<Language, string>;
}

/** Head office's penalties by criterion (our model; a late waybill: received after shipping + 2 days, **known**). */
export const DDS_PENALTY_RULES: readonly DdsPenaltyRule[] = [
  { criterion: 1, penalty: 1, concerns: 'transfer', happened: { en: 'Waybill received after shipping date + 2 days.', tr: 'İrsaliye sevk tarihi + 2 günden sonra kabul edildi.' } },
  { criterion: 2, penalty: 2, concerns: 'order', happened: { en: 'A product of the order was missing at delivery.', tr: 'Siparişin bir ürünü teslimatta eksikti.' } },
  { criterion: 3, penalty: 1.5, concerns: 'order', happened: { en: 'Order cancelled by the store for want of stock.', tr: 'Sipariş stok yetersizliğinden mağaza tarafından iptal edildi.' } },
  { criterion: 4, penalty: 1, concerns: 'order', happened: { en: 'A wrong product was delivered.', tr: 'Yanlış ürün teslim edildi.' } },
  { criterion: 5, penalty: 0.5, concerns: 'transfer', happened: { en: 'Transfer to another store sent a day late.', tr: 'Başka mağazaya transfer bir gün geç gönderildi.' } },
];

export const DDS_ANSWERS: Readonly<Record<'accepted' | 'denied', Record<Language, string>>> = {
  accepted: { en: 'Objection accepted: the record shows the delay was the supplier\'s.', tr: 'İtiraz kabul edildi: kayıtlar gecikmenin tedarikçiden olduğunu gösteriyor.' },
  denied: { en: 'Objection denied: the store\'s own records confirm the penalty.', tr: 'İtiraz reddedildi: mağaza kayıtları cezayı doğruluyor.' },
};


/** Head office logs a penalty at a store of the franchise now (the first by name, or the given one), objectable for 7 days; answers its id, or null for another franchise's store. */
export async function logDdsPenalty(
  db: Queryable,
  franchiseId: string,
  options: { id: string; kind: DdsKind; warehouseId?: string; rule?: DdsPenaltyRule; language: Language; now: Date },
): Promise<string | null> {
  const rule = options.rule ?? DDS_PENALTY_RULES[0]!;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO dds_penalty_logs (id, franchise_id, warehouse_id, kind, criterion, penalty, status, logged_at, objectable_until, transfer_ref, order_id, description)
     SELECT $1, w.franchise_id, w.id, $3, $4, $5, $6, $7, $8, $9, $10, $11
       FROM warehouses w
      WHERE w.franchise_id = $2 AND ($12::text IS NULL OR w.id = $12)
      ORDER BY w.name
      LIMIT 1
     RETURNING id`,
    [
      options.id, franchiseId, options.kind, rule.criterion, rule.penalty, ddsLogStatus.value('not_objected'), options.now,
      objectionDeadline(options.now.toISOString()), rule.concerns === 'transfer' ? `TR-${options.id.slice(-6).toUpperCase()}` : null, null,
      rule.happened[options.language], options.warehouseId ?? null,
    ],
  );
  return rows[0]?.id ?? null;
}

/** Head office answers the objection of a log waiting for it (200): accepted (300) or denied (400). False when there is none to answer. */
export async function answerDdsObjection(db: Queryable, franchiseId: string, id: string, accepted: boolean, language: Language): Promise<boolean> {
  const status = ddsLogStatus.value(accepted ? 'objection_accepted' : 'objection_denied');
  const reason = DDS_ANSWERS[accepted ? 'accepted' : 'denied'][language];
  const { rows } = await db.query<{ kind: DdsKind }>(
    `UPDATE dds_penalty_logs SET status = $3, decision_reason = $4, decided_at = now(), updated_at = now()
      WHERE id = $1 AND franchise_id = $2 AND status = $5
     RETURNING kind`,
    [id, franchiseId, status, reason, ddsLogStatus.value('objection_waiting')],
  );
  const kind = rows[0]?.kind;
  if (kind === undefined) return false;
  await insertHistory(db, {
    franchiseId,
    resource: DDS_VIEWS[kind].resource,
    recordId: id,
    action: 'hq',
    userId: null,
    userName: HQ_NAME[language],
    at: new Date(),
    from: { status: ddsLogStatus.value('objection_waiting') },
    to: { status },
    asked: { decisionReason: reason },
  });
  return true;
}

/**
 * Head office answers the DDS objection that has waited longest (200), of any franchise, in the
 * franchise's language; answers its id, or null when none waits. The demo simulator's HQ.
 */
export async function hqAnswerOldestDdsObjection(db: Queryable, accepted: boolean): Promise<string | null> {
  const log = await oldestWaitingOnHeadOffice(db, 'dds_penalty_logs', ddsLogStatus.value('objection_waiting'), 'objected_at');
  if (!log) return null;
  return (await answerDdsObjection(db, log.franchiseId, log.id, accepted, log.language)) ? log.id : null;
}
