// Seed step: DTS records of every franchise's stores over the last 90 days (migration 024,
// docs/dys.md), so the DTS list, its detail and the DYS summaries have a shape: rule violations
// from a small catalogue of head office's rules (titles in the country's language), mostly
// closed with HQ's decision and the points it cost once they are two weeks old, the last weeks
// still waiting for the franchise's apology or for HQ's decision. About half carry the reporter's
// photo as their attached file (drawn by the gateway, gateway/files/demo-photos.ts).
// Its own generator, so the steps after it keep their data whatever this step draws.
import { apologyStatus, dtsFeedbackSource } from '../../src/domain/enums';
import { dtsPenalty } from '../../src/domain/dys/points';
import { DTS_APOLOGIES, DTS_DECISION_NOTES, DTS_REPORTERS, DTS_RULES, type DtsDecision } from '../db/dts-records';
import type { FranchiseSlot } from './accounts';
import { SEEDED_PHOTO_UPLOADER, seededPhoto } from '../files/demo-photos';
import { insertRows, minutesAgo } from './bulk';
import type { SeedContext } from './context';
import { SeededRandom } from './random';

const DTS_SEED = 24_024;
/** Days of records behind the day of seeding. */
export const DTS_SEEDED_DAYS = 90;
/** A store's chance of a violation on a given day. */
const DAILY_CHANCE = 0.16;

const DAY_MIN = 24 * 60;
const WAITING_FOR_APOLOGY = apologyStatus.value('waiting_for_apology');
const WAITING_FOR_DECISION = apologyStatus.value('waiting_for_decision');
const CLOSED = apologyStatus.value('closed');

export async function seedDtsRecords(ctx: SeedContext): Promise<void> {
  const { tx, ids } = ctx;
  const random = new SeededRandom(DTS_SEED);
  // the attachments' own generator: the records stay what they were without them
  const attaching = new SeededRandom(DTS_SEED + 1);
  const rows: unknown[][] = [];
  const files: unknown[][] = [];
  for (const slot of ['tr1', 'tr2', 'gb'] as const satisfies readonly FranchiseSlot[]) {
    const language = slot === 'gb' ? 'en' : 'tr';
    const franchiseId = ids.franchises[slot];
    const couriers = ids.couriers[slot];
    for (const warehouseId of ids.warehouses[slot]) {
      for (let day = DTS_SEEDED_DAYS; day >= 0; day--) {
        if (random.next() >= DAILY_CHANCE) continue;
        const rule = random.pick(DTS_RULES);
        // minutes before now
        const occurred = day * DAY_MIN + random.int(0, 12 * 60);
        // HQ records it within a day; the newest may not be recorded yet
        const created = occurred - random.int(1, 20) * 60;
        if (created < 0) continue;
        const age = created / DAY_MIN;
        // two weeks on, HQ has closed it; before that it waits on the franchise, then on HQ
        const status =
          age > 14 ? CLOSED : age > 3 ? random.pick([WAITING_FOR_APOLOGY, WAITING_FOR_APOLOGY, WAITING_FOR_DECISION, CLOSED]) : random.next() < 0.85 ? WAITING_FOR_APOLOGY : WAITING_FOR_DECISION;
        const apologized = status === WAITING_FOR_DECISION || (status === CLOSED && random.next() < 0.8);
        const apologizedAt = apologized ? Math.max(0, created - random.int(2, 48) * 60) : null;
        const decision: DtsDecision | null = status === CLOSED ? (apologized ? random.pick([1, 1, 2, 2, 3] as const) : 3) : null;
        const decidedAt = decision === null ? null : Math.max(0, (apologizedAt ?? created) - random.int(24, 96) * 60);
        const courierId = rule.number === 302 ? null : random.pick(couriers);
        const id = random.id();
        let attachment: string | null = null;
        if (attaching.next() < 0.5) {
          const key = attaching.uuid();
          const file = { key, name: `dts-${rule.number}-${id.slice(-6)}.png`, type: 'image/png', size: seededPhoto(key).length };
          files.push([key, franchiseId, file.name, file.type, file.size, SEEDED_PHOTO_UPLOADER, `dts-records/${id}/attachment`, created]);
          attachment = JSON.stringify(file);
        }
        rows.push([
          id,
          franchiseId,
          warehouseId,
          courierId,
          rule.number,
          rule.title[language],
          rule.category,
          rule.priority,
          random.pick(dtsFeedbackSource.values),
          rule.happened[language],
          occurred,
          random.pick(DTS_REPORTERS[language]),
          apologized ? random.pick(DTS_APOLOGIES[language]) : null,
          apologizedAt,
          decision,
          decision === null ? null : DTS_DECISION_NOTES[language][decision],
          decidedAt,
          dtsPenalty({ status, priority: rule.priority, decision }),
          status,
          created,
          decidedAt ?? apologizedAt ?? created,
          attachment,
        ]);
      }
    }
  }
  await insertRows(
    tx,
    'dts_records',
    [
      'id', 'franchise_id', 'warehouse_id', 'courier_id', 'rule_number', 'rule_title', 'rule_category', 'rule_priority', 'feedback_source',
      'description', 'occurred_at', 'reporter', 'apology', 'apologized_at', 'decision', 'decision_note', 'decided_at', 'penalty', 'status',
      'created_at', 'updated_at', 'attachment',
    ],
    rows,
    { occurred_at: minutesAgo, apologized_at: minutesAgo, decided_at: minutesAgo, created_at: minutesAgo, updated_at: minutesAgo },
  );
  await insertRows(tx, 'files', ['key', 'franchise_id', 'name', 'type', 'size', 'uploaded_by', 'attached_to', 'created_at'], files, { created_at: minutesAgo });
}
