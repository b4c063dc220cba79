// Seed step: KDS audits of every franchise's stores over the last 90 days (migration 027,
// docs/dys.md), so the KDS list, its detail, its summary and the DYS summary's KDS part have a
// shape: an audit of each store every two or three weeks, the forms in turn, mostly compliant
// answers, the others highlighted with the auditor's note and photos (drawn by the gateway,
// gateway/files/demo-photos.ts). An audit reaches the franchise a day after it is completed; the
// demo notifications that name an audit name the franchise's newest.
// Its own generator, so the steps before it keep their data whatever this step draws.
import { kdsAnswer, kdsFormType } from '../../src/domain/enums';
import { SEEDED_PHOTO_UPLOADER, seededPhoto } from '../files/demo-photos';
import { hqLanguageOf } from '../db/head-office';
import { KDS_ANSWER_COLUMNS, kdsAnswerRow, type KdsAnswerInput } from '../db/kds';
import { KDS_AUDITORS, KDS_FORMS, KDS_NOTES, type KdsFormQuestion } from '../db/kds-forms';
import type { FranchiseSlot } from './accounts';
import { insertRows, minutesAgo } from './bulk';
import type { SeedContext } from './context';
import { SeededRandom } from './random';

const KDS_SEED = 27_027;
/** Days of audits behind the day of seeding. */
export const KDS_SEEDED_DAYS = 90;
const DAY_MIN = 24 * 60;
const COMPLIANT = kdsAnswer.value('compliant');
const PARTLY = kdsAnswer.value('partly');
const NOT_COMPLIANT = kdsAnswer.value('not_compliant');
const NOT_APPLICABLE = kdsAnswer.value('not_applicable');

/** An auditor's answer to one question: mostly good, the rest highlighted with a note and photos. */
function answerOf(random: SeededRandom, question: KdsFormQuestion): Omit<KdsAnswerInput, 'group' | 'question' | 'note' | 'photos'> & { attention: boolean } {
  if (question.kind === 'choice') {
    const draw = random.next();
    const answer = draw < 0.76 ? COMPLIANT : draw < 0.88 ? PARTLY : draw < 0.95 ? NOT_COMPLIANT : NOT_APPLICABLE;
    const attention = answer === NOT_COMPLIANT || (answer === PARTLY && random.next() < 0.4);
    return { answer, highlighted: attention, attention };
  }
  const met = random.next() < 0.8;
  const target = question.target!;
  const step = question.unit === '%' ? random.int(1, 12) : random.int(1, 8) / 2;
  const value = question.better === 'higher' ? Math.min(100, met ? target + step - 1 : target - step) : met ? target - step + 0.5 : target + step;
  return { value, highlighted: !met, attention: !met };
}

export async function seedKdsAudits(ctx: SeedContext): Promise<void> {
  const { tx, ids } = ctx;
  const random = new SeededRandom(KDS_SEED);
  const now = Date.now();
  const audits: unknown[][] = [];
  const answers: unknown[][] = [];
  const files: unknown[][] = [];
  for (const slot of ['tr1', 'tr2', 'gb'] as const satisfies readonly FranchiseSlot[]) {
    const language = hqLanguageOf(slot === 'gb' ? 'GB' : 'TR');
    const franchiseId = ids.franchises[slot];
    for (const warehouseId of ids.warehouses[slot]) {
      let formIndex = random.int(0, kdsFormType.values.length - 1);
      let round = 0;
      let year = -1;
      // the first audit somewhere in the first weeks, then one every 12 to 20 days
      for (let day = KDS_SEEDED_DAYS - random.int(0, 14); day >= 0; day -= random.int(12, 20)) {
        const audited = day * DAY_MIN - random.int(9 * 60, 16 * 60);
        if (audited < 0) continue;
        const completed = Math.max(0, audited - random.int(1, 3) * 60);
        // a day later head office sends it; the newest may not be sent yet
        const sent = completed - DAY_MIN >= 0 ? completed - DAY_MIN : null;
        // the store's audit of the year: its first here follows those of the year before the seeded days
        const auditedOn = new Date(now - audited * 60_000);
        const auditedYear = auditedOn.getUTCFullYear();
        const dayOfYear = Math.floor((auditedOn.getTime() - Date.UTC(auditedYear, 0, 1)) / 86_400_000);
        round = auditedYear === year ? round + 1 : year === -1 ? Math.floor(dayOfYear / 16) + 1 : 1;
        year = auditedYear;
        const formType = kdsFormType.values[formIndex % kdsFormType.values.length]!;
        formIndex += 1;
        const audit = { id: random.id(), franchiseId, formType, language };
        audits.push([audit.id, franchiseId, warehouseId, formType, random.pick(KDS_AUDITORS[language]), audited, round, completed, sent, completed, sent ?? completed]);
        KDS_FORMS[formType]!.forEach((group, groupIndex) =>
          group.questions.forEach((question, questionIndex) => {
            const { attention, ...answer } = answerOf(random, question);
            const photos = attention
              ? Array.from({ length: random.int(1, 2) }, (_, index) => {
                  const key = random.uuid();
                  const name = `kds-${groupIndex + 1}-${questionIndex + 1}-${index + 1}.png`;
                  const size = seededPhoto(key).length;
                  files.push([key, franchiseId, name, 'image/png', size, SEEDED_PHOTO_UPLOADER, `kds-audits/${audit.id}/groups`, completed]);
                  return { key, name, type: 'image/png', size };
                })
              : [];
            answers.push(
              kdsAnswerRow(audit, { ...answer, group: groupIndex + 1, question: questionIndex + 1, note: attention ? random.pick(KDS_NOTES[language]) : null, photos }),
            );
          }),
        );
      }
    }
  }
  await insertRows(
    tx,
    'kds_audits',
    ['id', 'franchise_id', 'warehouse_id', 'form_type', 'auditor', 'audited_at', 'round', 'completed_at', 'sent_at', 'created_at', 'updated_at'],
    audits,
    { audited_at: minutesAgo, completed_at: minutesAgo, sent_at: minutesAgo, created_at: minutesAgo, updated_at: minutesAgo },
  );
  await insertRows(tx, 'kds_answers', KDS_ANSWER_COLUMNS, answers);
  await insertRows(tx, 'files', ['key', 'franchise_id', 'name', 'type', 'size', 'uploaded_by', 'attached_to', 'created_at'], files, { created_at: minutesAgo });
  // the demo's audit notifications open an audit the franchise has (spec 8's click-through)
  await tx.query(
    `UPDATE notifications n
        SET audit_id = (SELECT a.id FROM kds_audits a WHERE a.franchise_id = n.franchise_id AND a.sent_at IS NOT NULL ORDER BY a.sent_at DESC, a.id LIMIT 1)
      WHERE n.audit_id IS NOT NULL`,
  );
}
