// Seed step: DDS and DDS100 penalty logs of every franchise's stores over the last 90 days
// (migration 025, docs/dys.md), so the DDS screens and summaries have a shape: penalties from head
// office's catalogue (gateway/db/dds-logs.ts), an order's ones naming one of the store's orders;
// each objectable for 7 days after it was logged; some objected to, older objections answered
// (accepted: the penalty no longer counts, or denied). DDS100 logs are fewer (the older score).
// Its own generator, so the steps after it keep their data whatever this step draws.
import { ddsLogStatus } from '../../src/domain/enums';
import { DDS_OBJECTION_DAYS } from '../../src/domain/dys/answers';
import { DDS_ANSWERS, DDS_PENALTY_RULES, type DdsKind } from '../db/dds-logs';
import type { FranchiseSlot } from './accounts';
import { insertRows, minutesAgo } from './bulk';
import type { SeedContext } from './context';
import { SeededRandom } from './random';

const DDS_SEED = 25_025;
const DDS_SEEDED_DAYS = 90;
/** A store's chance of a log on a given day, per kind. */
const DAILY_CHANCE: Readonly<Record<DdsKind, number>> = { 1: 0.3, 2: 0.12 };
const DAY_MIN = 24 * 60;

const OBJECTIONS = {
  en: ['The waybill was signed on time; the delay is the carrier\'s scan.', 'The customer confirmed the product was in the bag.', 'The order was cancelled by the customer, not by the store.'],
  tr: ['İrsaliye zamanında imzalandı; gecikme taşıyıcının okutmasından.', 'Müşteri ürünün poşette olduğunu onayladı.', 'Sipariş mağaza değil müşteri tarafından iptal edildi.'],
};

export async function seedDdsLogs(ctx: SeedContext): Promise<void> {
  const { tx, ids } = ctx;
  const random = new SeededRandom(DDS_SEED);
  const rows: unknown[][] = [];
  for (const slot of ['tr1', 'tr2', 'gb'] as const satisfies readonly FranchiseSlot[]) {
    const language = slot === 'gb' ? 'en' : 'tr';
    const franchiseId = ids.franchises[slot];
    for (const warehouseId of ids.warehouses[slot]) {
      const { rows: orders } = await tx.query<{ id: string }>(`SELECT id FROM orders WHERE franchise_id = $1 AND warehouse_id = $2 ORDER BY id LIMIT 200`, [franchiseId, warehouseId]);
      for (const kind of [1, 2] as const) {
        for (let day = DDS_SEEDED_DAYS; day >= 0; day--) {
          if (random.next() >= DAILY_CHANCE[kind]) continue;
          const rule = random.pick(DDS_PENALTY_RULES);
          const logged = day * DAY_MIN + random.int(0, 20 * 60);
          const id = random.id();
          const age = logged / DAY_MIN;
          // a fifth of the logs are objected to within their window; those older than a week are answered
          const objected = random.next() < (age > DDS_OBJECTION_DAYS ? 0.2 : 0.1);
          const objectedAt = objected ? Math.max(0, logged - random.int(1, DDS_OBJECTION_DAYS * 24 - 1) * 60) : null;
          const answered = objected && age > DDS_OBJECTION_DAYS;
          const accepted = answered && random.next() < 0.5;
          const status = !objected
            ? ddsLogStatus.value('not_objected')
            : !answered
              ? ddsLogStatus.value('objection_waiting')
              : ddsLogStatus.value(accepted ? 'objection_accepted' : 'objection_denied');
          const decidedAt = answered ? Math.max(0, objectedAt! - random.int(12, 72) * 60) : null;
          const orderId = rule.concerns === 'order' && orders.length ? random.pick(orders).id : null;
          rows.push([
            id,
            franchiseId,
            warehouseId,
            kind,
            rule.criterion,
            rule.penalty,
            status,
            logged,
            logged - DDS_OBJECTION_DAYS * DAY_MIN,
            orderId,
            rule.concerns === 'transfer' ? `TR-${id.slice(-6).toUpperCase()}` : null,
            rule.happened[language],
            objected ? random.pick(OBJECTIONS[language]) : null,
            objectedAt,
            answered ? DDS_ANSWERS[accepted ? 'accepted' : 'denied'][language] : null,
            decidedAt,
            logged,
            decidedAt ?? objectedAt ?? logged,
          ]);
        }
      }
    }
  }
  await insertRows(
    tx,
    'dds_penalty_logs',
    [
      'id', 'franchise_id', 'warehouse_id', 'kind', 'criterion', 'penalty', 'status', 'logged_at', 'objectable_until', 'order_id', 'transfer_ref',
      'description', 'objection', 'objected_at', 'decision_reason', 'decided_at', 'created_at', 'updated_at',
    ],
    rows,
    { logged_at: minutesAgo, objectable_until: minutesAgo, objected_at: minutesAgo, decided_at: minutesAgo, created_at: minutesAgo, updated_at: minutesAgo },
  );
}
