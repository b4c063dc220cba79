// Seed step: candidates of each franchise in every candidate-form status (0-9), each with the
// history that led there, in the workflow's record_history as the gateway writes it: the
// franchise creates (-> 0) and sends (-> 1) or cancels (-> 7, with its reason), HQ moves the rest
// (5 missing information with its reason). Valid national ids, IBANs and phones with their country code. After the people
// step, so the data of the steps before stays what it was.
import { candidateFormStatus } from '../../src/domain/enums';
import { PHONE_COUNTRY_CODES } from '../../src/domain/validators/phone';
import type { FranchiseSlot } from './accounts';
import { daysAgo, daysFromToday, insertRows } from './bulk';
import type { SeedContext } from './context';
import { bloodGroup, emailOf, homeAddress, iban, nationalId } from './identities';
import { GB_FIRST_NAMES, GB_LAST_NAMES, mobileNumber, TR_FIRST_NAMES, TR_LAST_NAMES } from './people';

/** Candidates per status and franchise. */
export const CANDIDATES_PER_STATUS = 2;

const COLUMNS = [
  'id', 'franchise_id', 'warehouse_id', 'worker_type', 'employment_start_date', 'name', 'surname', 'national_id', 'birth_date', 'gender',
  'phone', 'email', 'address', 'emergency_contact_name', 'emergency_contact_phone', 'iban', 'driving_licence', 'blood_group',
  'status', 'reason', 'status_reason', 'created_at', 'updated_at',
] as const;
const HISTORY_COLUMNS = ['franchise_id', 'resource', 'record_id', 'action', 'user_id', 'user_name', 'at', 'from_state', 'to_state', 'asked'] as const;

/** The statuses a candidate went through to reach each status (after 0 draft). */
const PATHS: Record<number, readonly number[]> = {
  0: [],
  1: [1],
  2: [1, 2],
  3: [1, 2, 3],
  4: [1, 2, 4],
  5: [1, 2, 5],
  6: [1, 2, 3, 6],
  7: [1, 7],
  8: [1, 8],
  9: [9],
};
/** The moves the franchise makes itself, by their action (resources/staff/candidates.ts); HQ makes the others. */
const FRANCHISE_MOVES: Readonly<Record<number, string>> = { 1: 'send', 7: 'cancel' };
/** The reasons of the moves that carry one. */
const STATUS_REASONS: Readonly<Record<number, { TR: string; GB: string }>> = {
  5: { TR: 'Adli sicil kaydı eksik.', GB: 'The right-to-work document is missing.' },
  7: { TR: 'Aday başka bir işe başladı.', GB: 'The candidate took another job.' },
};
const OWNERS: Record<FranchiseSlot, string> = { tr1: 'owner', tr2: 'owner', gb: 'gbowner' };
const HQ = { TR: 'Merkez ofis', GB: 'Head office' };
const REASONS = { TR: 'Mahallede yaşıyor, hafta sonu çalışabilir.', GB: 'Lives nearby and can work weekends.' };
const LICENCES = { TR: ['A2', 'B', 'A2, B'], GB: ['AM', 'A', 'B'] };
// Couriers (payroll and the variants) and store assistants.
const WORKER_TYPES = [1, 2, 3, 4, 6];

export async function seedCandidates(ctx: SeedContext): Promise<void> {
  const { tx, random, ids } = ctx;
  for (const slot of ['tr1', 'tr2', 'gb'] as const satisfies readonly FranchiseSlot[]) {
    const country = slot === 'gb' ? 'GB' : 'TR';
    const code = PHONE_COUNTRY_CODES[country];
    const franchiseId = ids.franchises[slot];
    const [first, last] = country === 'TR' ? [TR_FIRST_NAMES, TR_LAST_NAMES] : [GB_FIRST_NAMES, GB_LAST_NAMES];
    const owner = ids.users[OWNERS[slot]];
    const ownerName = (await tx.query<{ name: string }>(`SELECT name FROM users WHERE id = $1`, [owner])).rows[0]?.name ?? '';
    const rows: unknown[][] = [];
    const history: unknown[][] = [];
    let n = 0;
    for (const { value: status } of candidateFormStatus.entries) {
      for (let copy = 0; copy < CANDIDATES_PER_STATUS; copy += 1) {
        n += 1;
        const id = random.id();
        const name = random.pick(first);
        const surname = random.pick(last);
        // created 2 to 60 days ago; each later move a day or more after the one before
        const createdDaysAgo = random.int(2 + PATHS[status].length, 60);
        rows.push([
          id, franchiseId, random.pick(ids.warehouses[slot]), random.pick(WORKER_TYPES), random.int(7, 30), name, surname,
          nationalId(random, country), -random.int(18 * 365, 45 * 365), random.int(1, 3),
          `+${code} ${mobileNumber(random, country)}`, emailOf(`${name} ${surname}`, n), homeAddress(random, country),
          `${random.pick(first)} ${surname}`, `+${code} ${mobileNumber(random, country)}`, iban(random, country),
          random.pick(LICENCES[country]), bloodGroup(random), status, random.next() < 0.5 ? REASONS[country] : null,
          STATUS_REASONS[status]?.[country] ?? null, createdDaysAgo, createdDaysAgo - PATHS[status].length,
        ]);
        history.push([franchiseId, 'candidates', id, 'create', owner, ownerName, createdDaysAgo, '{}', JSON.stringify({ status: 0 }), '{}']);
        let from = 0;
        for (const [step, to] of PATHS[status].entries()) {
          const action = FRANCHISE_MOVES[to];
          const reason = STATUS_REASONS[to]?.[country];
          const asked = reason ? { statusReason: reason } : {};
          history.push([
            franchiseId, 'candidates', id, action ?? 'hq', action ? owner : null, action ? ownerName : HQ[country], createdDaysAgo - step - 1,
            JSON.stringify({ status: from, ...(reason ? { statusReason: null } : {}) }), JSON.stringify({ status: to, ...asked }), JSON.stringify(asked),
          ]);
          from = to;
        }
      }
    }
    await insertRows(tx, 'candidates', COLUMNS, rows, { employment_start_date: daysFromToday, birth_date: daysFromToday, created_at: daysAgo, updated_at: daysAgo });
    await insertRows(tx, 'record_history', HISTORY_COLUMNS, history, {
      at: daysAgo,
      from_state: (p) => `${p}::jsonb`,
      to_state: (p) => `${p}::jsonb`,
      asked: (p) => `${p}::jsonb`,
    });
  }
}
