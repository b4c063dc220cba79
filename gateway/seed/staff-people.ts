// Seed step: the people of each franchise (resources/staff/people.ts). Every courier and picker
// seeded before is a person with the same id (so later screens can join them), plus store
// assistants and former staff (who left: inactive, in no live table); each with a valid national id and IBAN, contact details and next of kin.
// Last in SEED_STEPS, so the data of the steps before it stays what it was.
import type { FranchiseSlot } from './accounts';
import { daysFromToday, insertRows } from './bulk';
import type { SeedContext } from './context';
import { bloodGroup, emailOf, homeAddress, iban, nationalId, RELATIONS } from './identities';
import { GB_FIRST_NAMES, GB_LAST_NAMES, mobileNumber, TR_FIRST_NAMES, TR_LAST_NAMES } from './people';

export const STORE_ASSISTANTS_PER_WAREHOUSE = 2;
/** People who worked at a store and left (a courier's turnover is high): inactive. */
export const FORMER_STAFF_PER_WAREHOUSE = 14;

const COLUMNS = [
  'id', 'franchise_id', 'name', 'national_id', 'staff_type', 'work_type', 'warehouse_id', 'work_phone', 'personal_phone',
  'email', 'is_active', 'birth_date', 'blood_group', 'employment_start_date', 'iban', 'home_address',
  'emergency_contact_name', 'emergency_contact_relation', 'emergency_contact_phone',
] as const;

// Staff type by the courier's vehicle (spec 9 types; the enumeration names 3-7).
const COURIER_TYPES: Record<number, readonly number[]> = {
  500: [6, 7],
  600: [4, 5],
};
const OTHER_COURIER_TYPES = [1, 1, 1, 3, 3];

interface Worker {
  id: string;
  warehouse_id: string;
  name: string;
  phone: string;
  active: boolean;
  vehicle_type: number | null;
}

export async function seedPeople(ctx: SeedContext): Promise<void> {
  const { tx, random, ids } = ctx;
  for (const slot of ['tr1', 'tr2', 'gb'] as const satisfies readonly FranchiseSlot[]) {
    const country = slot === 'gb' ? 'GB' : 'TR';
    const franchiseId = ids.franchises[slot];
    const [first, last] = country === 'TR' ? [TR_FIRST_NAMES, TR_LAST_NAMES] : [GB_FIRST_NAMES, GB_LAST_NAMES];
    const couriers = await tx.query<Worker>(
      `SELECT id, warehouse_id, name, phone, is_active AS active, vehicle_type FROM couriers WHERE franchise_id = $1 ORDER BY id`,
      [franchiseId],
    );
    const pickers = await tx.query<Worker>(
      `SELECT id, warehouse_id, name, phone, is_activated AS active, NULL::int AS vehicle_type FROM pickers WHERE franchise_id = $1 ORDER BY id`,
      [franchiseId],
    );
    const newcomer = (warehouseId: string, active: boolean): Worker => ({
      id: random.id(),
      warehouse_id: warehouseId,
      name: `${random.pick(first)} ${random.pick(last)}`,
      phone: mobileNumber(random, country),
      active,
      vehicle_type: null,
    });
    const assistants = ids.warehouses[slot].flatMap((warehouseId) =>
      Array.from({ length: STORE_ASSISTANTS_PER_WAREHOUSE }, () => newcomer(warehouseId, random.next() < 0.9)),
    );
    // Most who left were couriers.
    const former = ids.warehouses[slot].flatMap((warehouseId) =>
      Array.from({ length: FORMER_STAFF_PER_WAREHOUSE }, () => ({ worker: newcomer(warehouseId, false), courier: random.next() < 0.8 })),
    );
    const workers = [
      ...couriers.rows.map((worker) => ({ worker, courier: true })),
      ...[...pickers.rows, ...assistants].map((worker) => ({ worker, courier: false })),
      ...former,
    ];
    const rows = workers.map(
      ({ worker, courier }, n) => {
        const type = courier ? random.pick(COURIER_TYPES[worker.vehicle_type ?? 0] ?? OTHER_COURIER_TYPES) : 2;
        const hasPersonalPhone = random.next() < 0.7;
        const kinName = `${random.pick(first)} ${worker.name.split(' ').at(-1)}`;
        return [
          worker.id, franchiseId, worker.name, nationalId(random, country), type, random.next() < (courier ? 0.7 : 0.5) ? 1 : 2,
          worker.warehouse_id, worker.phone, hasPersonalPhone ? mobileNumber(random, country) : null,
          emailOf(worker.name, n + 1), worker.active,
          // born 18 to 55 years ago; employed from 1 month to 7 years ago
          -random.int(18 * 365, 55 * 365), bloodGroup(random), -random.int(30, 7 * 365), iban(random, country),
          homeAddress(random, country), kinName, random.pick(RELATIONS[country]), mobileNumber(random, country),
        ];
      },
    );
    await insertRows(tx, 'people', COLUMNS, rows, { birth_date: daysFromToday, employment_start_date: daysFromToday });
  }
}
