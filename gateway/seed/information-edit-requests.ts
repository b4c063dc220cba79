// Seed step: information-edit requests (resources/staff/staff-request-list.ts) for some active
// people of each franchise, in every status: active ones still waiting, accepted and rejected
// ones with HQ's note and date, and one the franchise withdrew (rejected, withdrawn). Also marks
// the people who are pickers and gives former staff a termination reason and date.
// After seedPeople (it reads the people rows).
import { INFORMATION_EDIT_FIELDS } from '../../src/domain/enums';
import type { FranchiseSlot } from './accounts';
import { daysAgo, daysFromToday, insertRows } from './bulk';
import type { SeedContext } from './context';
import { homeAddress, RELATIONS } from './identities';
import { GB_FIRST_NAMES, GB_LAST_NAMES, mobileNumber, TR_FIRST_NAMES, TR_LAST_NAMES } from './people';

const REQUESTS_PER_FRANCHISE = 18;
const COLUMNS = ['id', 'franchise_id', 'person_id', 'field', 'old_value', 'new_value', 'status', 'withdrawn', 'decision_note', 'decided_at', 'request_date', 'created_at'] as const;
const DECISION_NOTES = {
  2: { TR: 'Belgeler uygun, güncellendi.', GB: 'Documents checked, updated.' },
  3: { TR: 'Eksik belge: adres belgesi gerekli.', GB: 'Missing document: proof of address needed.' },
} as const;

export async function seedInformationEditRequests(ctx: SeedContext): Promise<void> {
  const { tx, random, ids } = ctx;
  for (const slot of ['tr1', 'tr2', 'gb'] as const satisfies readonly FranchiseSlot[]) {
    const country = slot === 'gb' ? 'GB' : 'TR';
    const [first, last] = country === 'TR' ? [TR_FIRST_NAMES, TR_LAST_NAMES] : [GB_FIRST_NAMES, GB_LAST_NAMES];
    const franchiseId = ids.franchises[slot];
    await tx.query(`UPDATE people SET is_picker = true WHERE franchise_id = $1 AND id IN (SELECT id FROM pickers WHERE franchise_id = $1)`, [franchiseId]);
    await tx.query(
      `UPDATE people SET termination_reason = (ARRAY[1,1,1,2,3,4,5,9])[1 + (abs(hashtext(id)) % 8)],
         termination_date = current_date - (abs(hashtext(id)) % 300 + 1),
         termination_note = CASE WHEN abs(hashtext(id)) % 8 = 7 THEN $2 ELSE NULL END
       WHERE franchise_id = $1 AND NOT is_active`,
      [franchiseId, country === 'TR' ? 'Şehir dışına taşındı' : 'Moved to another city'],
    );
    const people = (
      await tx.query<Record<string, string | null> & { id: string }>(
        `SELECT id, personal_phone, home_address, emergency_contact_name, emergency_contact_relation, emergency_contact_phone
         FROM people WHERE franchise_id = $1 AND is_active ORDER BY id LIMIT $2`,
        [franchiseId, REQUESTS_PER_FRANCHISE],
      )
    ).rows;
    const rows = people.map((person, n) => {
      const [field, code] = Object.entries(INFORMATION_EDIT_FIELDS)[n % 5];
      const column = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
      const next =
        field === 'homeAddress' ? homeAddress(random, country)
        : field === 'emergencyContactRelation' ? random.pick(RELATIONS[country].filter((relation) => relation !== person.emergency_contact_relation))
        : field === 'emergencyContactName' ? `${random.pick(first)} ${random.pick(last)}`
        : mobileNumber(random, country);
      // a third active, a third accepted, the rest rejected (the last one withdrawn by the franchise)
      const status = n % 3 === 0 ? 1 : n % 3 === 1 ? 2 : 3;
      const withdrawn = status === 3 && n === people.length - 1;
      const age = random.int(1, 40);
      const decided = status === 1 ? null : Math.max(0, age - random.int(1, 5));
      const note = status === 1 || withdrawn ? null : DECISION_NOTES[status as 2 | 3][country];
      return [random.id(), franchiseId, person.id, code, person[column], next, status, withdrawn, note, decided, -age, age];
    });
    await insertRows(tx, 'information_edit_requests', COLUMNS, rows, { decided_at: daysAgo, request_date: daysFromToday, created_at: daysAgo });
  }
}
