// DTS records as head office writes them (migration 024, docs/dys.md): its catalogue of rules,
// a new violation recorded against a store, and a decision that closes a record with the points
// it costs (src/domain/dys/points.ts). The franchise's own move, the apology, is the declared
// workflow action of resources/performance/dts-records.ts. The demo seed, the test hooks and the
// demo simulator act as head office through these.
import { apologyDecision, apologyStatus, dtsFeedbackSource, dtsRuleCategory, type EnumValue } from '../../src/domain/enums';
import { dtsPenalty, type DtsPriority } from '../../src/domain/dys/points';
import type { Queryable } from './db';
import { insertHistory } from './actions';
import { HQ_NAME, oldestWaitingOnHeadOffice } from './head-office';
import type { PenaltyRecords } from './penalty-summary';

export const DTS_RESOURCE = 'dts-records';

/** The DTS summary's records: a record's penalty is 0 until head office closes it. */
export const DTS_PENALTIES: PenaltyRecords = {
  table: 'dts_records',
  timeColumn: 'occurred_at',
  categoryColumn: 'rule_category',
  categories: dtsRuleCategory,
  penaltyColumn: 'penalty',
};

export interface DtsRule {
  number: number;
  category: number;
  priority: DtsPriority;
  title: { en: string; tr: string };
  happened: { en: string; tr: string };
}

/** Head office's rules (our model): number, category (dtsRuleCategory), priority and title. */
export const DTS_RULES: readonly DtsRule[] = [
  { number: 101, category: 1, priority: 3, title: { en: 'Late for shift start', tr: 'Vardiya başlangıcına geç kalma' }, happened: { en: 'Shift started 25 minutes after the planned time.', tr: 'Vardiya planlanan saatten 25 dakika sonra başladı.' } },
  { number: 102, category: 1, priority: 2, title: { en: 'Shift missed without notice', tr: 'Habersiz vardiyaya gelmeme' }, happened: { en: 'Planned shift not worked and not reported in advance.', tr: 'Planlanan vardiyaya gelinmedi, önceden bildirilmedi.' } },
  { number: 201, category: 2, priority: 2, title: { en: 'Order handed over late', tr: 'Siparişin geç teslim edilmesi' }, happened: { en: 'Order reached the customer 20 minutes after the promised time.', tr: 'Sipariş müşteriye söz verilen saatten 20 dakika sonra ulaştı.' } },
  { number: 202, category: 2, priority: 1, title: { en: 'Rude behaviour to a customer', tr: 'Müşteriye kaba davranış' }, happened: { en: 'Customer complaint about the courier\'s manner at the door.', tr: 'Müşteri kapıda kuryenin tavrından şikâyet etti.' } },
  { number: 203, category: 2, priority: 3, title: { en: 'Missing item not reported', tr: 'Eksik ürünün bildirilmemesi' }, happened: { en: 'An item was missing from the basket and the customer was not told.', tr: 'Sepette eksik ürün vardı, müşteriye bildirilmedi.' } },
  { number: 301, category: 3, priority: 3, title: { en: 'Uniform not worn', tr: 'Üniforma giyilmemesi' }, happened: { en: 'Courier seen on duty without the uniform jacket.', tr: 'Kurye görevde üniforma ceketi olmadan görüldü.' } },
  { number: 302, category: 3, priority: 3, title: { en: 'Store front untidy', tr: 'Mağaza önünün dağınık olması' }, happened: { en: 'Boxes and bikes blocking the store entrance during the audit.', tr: 'Denetim sırasında mağaza girişini koliler ve motosikletler kapatıyordu.' } },
  { number: 401, category: 4, priority: 1, title: { en: 'Cash difference at day end', tr: 'Gün sonu kasa farkı' }, happened: { en: 'The day\'s cash count did not match the cash orders.', tr: 'Günün kasa sayımı nakit siparişlerle tutmadı.' } },
  { number: 501, category: 5, priority: 2, title: { en: 'Unsafe riding reported', tr: 'Tehlikeli sürüş bildirimi' }, happened: { en: 'A passer-by reported a courier riding on the pavement.', tr: 'Bir yaya, kuryenin kaldırımda sürdüğünü bildirdi.' } },
  { number: 502, category: 5, priority: 1, title: { en: 'Phone use while riding', tr: 'Sürüş sırasında telefon kullanımı' }, happened: { en: 'Courier recorded using a phone while riding.', tr: 'Kuryenin sürüş sırasında telefon kullandığı kaydedildi.' } },
];

export const DTS_REPORTERS = { en: ['Field auditor J. Carter', 'Operations centre', 'Quality team'], tr: ['Saha denetçisi A. Yılmaz', 'Operasyon merkezi', 'Kalite ekibi'] };
export const DTS_APOLOGIES = {
  en: ['The courier has been reminded of the rule and it will not happen again.', 'Traffic on the main road held the shift up; we have moved the start earlier.', 'We spoke to the team the same day and added a check to the shift handover.'],
  tr: ['Kuryeye kural hatırlatıldı, tekrar olmayacak.', 'Ana yoldaki trafik vardiyayı geciktirdi; başlangıcı öne aldık.', 'Aynı gün ekiple konuşuldu ve vardiya devrine bir kontrol eklendi.'],
};
export const DTS_DECISION_NOTES = {
  en: { 1: 'Apology accepted: first occurrence.', 2: 'Warning: the rule has been broken before.', 3: 'Rejected: no apology or not convincing.' },
  tr: { 1: 'Savunma kabul edildi: ilk kez.', 2: 'Uyarı: kural daha önce de ihlal edildi.', 3: 'Reddedildi: savunma yok veya yetersiz.' },
} as const;

const WAITING_FOR_APOLOGY = apologyStatus.value('waiting_for_apology');
const CLOSED = apologyStatus.value('closed');


export type DtsDecision = EnumValue<typeof apologyDecision>;

/** Head office records a violation at a store of the franchise, now; answers its id, or null for another franchise's store. */
export async function recordDtsViolation(
  db: Queryable,
  franchiseId: string,
  options: { id: string; warehouseId?: string; rule?: DtsRule; language: 'en' | 'tr' },
): Promise<string | null> {
  const rule = options.rule ?? DTS_RULES[0]!;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO dts_records (id, franchise_id, warehouse_id, rule_number, rule_title, rule_category, rule_priority, feedback_source,
                              description, occurred_at, reporter, status)
     SELECT $1, w.franchise_id, w.id, $3, $4, $5, $6, $7, $8, now() - interval '1 hour', $9, $10
       FROM warehouses w
      WHERE w.franchise_id = $2 AND ($11::text IS NULL OR w.id = $11)
      ORDER BY w.name
      LIMIT 1
     RETURNING id`,
    [
      options.id, franchiseId, rule.number, rule.title[options.language], rule.category, rule.priority, dtsFeedbackSource.value('field_audit'),
      rule.happened[options.language], DTS_REPORTERS[options.language][0], WAITING_FOR_APOLOGY, options.warehouseId ?? null,
    ],
  );
  return rows[0]?.id ?? null;
}

/**
 * Head office decides a record that is not closed yet: it closes it (1000) with the decision, its
 * note and the points it costs. Answers false when the record is not the franchise's or is closed.
 */
export async function decideDtsRecord(db: Queryable, franchiseId: string, id: string, decision: DtsDecision, language: 'en' | 'tr'): Promise<boolean> {
  const { rows } = await db.query<{ status: number; rule_priority: DtsPriority }>(
    `SELECT status, rule_priority FROM dts_records WHERE id = $1 AND franchise_id = $2 AND status <> $3 FOR UPDATE`,
    [id, franchiseId, CLOSED],
  );
  const record = rows[0];
  if (!record) return false;
  const penalty = dtsPenalty({ status: CLOSED, priority: record.rule_priority, decision });
  const note = DTS_DECISION_NOTES[language][decision];
  await db.query(
    `UPDATE dts_records SET status = $3, decision = $4, decision_note = $5, decided_at = now(), penalty = $6, updated_at = now()
      WHERE id = $1 AND franchise_id = $2`,
    [id, franchiseId, CLOSED, decision, note, penalty],
  );
  await insertHistory(db, {
    franchiseId,
    resource: DTS_RESOURCE,
    recordId: id,
    action: 'hq',
    userId: null,
    userName: HQ_NAME[language],
    at: new Date(),
    from: { status: record.status },
    to: { status: CLOSED, decision },
    asked: { decisionNote: note },
  });
  return true;
}

/**
 * Head office decides the DTS record that has waited longest for its decision (200), of any
 * franchise, with `decision`, in the franchise's language; answers its id, or null when none waits.
 * The demo simulator's HQ (on its timer).
 */
export async function hqDecideOldestDtsRecord(db: Queryable, decision: DtsDecision): Promise<string | null> {
  const record = await oldestWaitingOnHeadOffice(db, 'dts_records', apologyStatus.value('waiting_for_decision'), 'apologized_at');
  if (!record) return null;
  return (await decideDtsRecord(db, record.franchiseId, record.id, decision, record.language)) ? record.id : null;
}
