// Seed step: couriers (8 per warehouse) and fleet vehicles (40 × size per franchise) with
// Istanbul / London plates, types and statuses of the enumerations, and inspection and insurance
// dates around the day of seeding (some inspections overdue).
import { courierStatus, vehicleStatus, vehicleType, type EnumValue } from '../../src/domain/enums';
import { daysAgo, daysFromToday, insertRows } from './bulk';
import type { FranchiseSlot } from './accounts';
import type { SeedContext } from './context';
import { GB_FIRST_NAMES, GB_LAST_NAMES, londonPlate, mobileNumber, TR_FIRST_NAMES, TR_LAST_NAMES, turkishPlate } from './people';
import type { SeededRandom } from './random';

/** A fleet vehicle is never "on foot" (100). */
type VehicleType = Exclude<EnumValue<typeof vehicleType>, 100>;
type VehicleStatus = EnumValue<typeof vehicleStatus>;
type CourierStatus = EnumValue<typeof courierStatus>;

export const COURIERS_PER_WAREHOUSE = 8;
export const VEHICLES_PER_FRANCHISE = 40;
/** Mileage grows with the age of a vehicle counted to this year (a constant keeps the seed fixed). */
const KM_REFERENCE_YEAR = 2026;

const SLOTS: readonly FranchiseSlot[] = ['tr1', 'tr2', 'gb'];
const countryOf = (slot: FranchiseSlot) => (slot === 'gb' ? 'GB' : 'TR');

/** Picks by weight: [[value, weight], ...]. */
function weighted<T>(random: SeededRandom, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1][0];
}

const VEHICLE_TYPES: readonly (readonly [VehicleType, number])[] = [
  [200, 40], [600, 15], [500, 12], [250, 8], [300, 8], [400, 10], [700, 7],
];
const VEHICLE_STATUSES: readonly (readonly [VehicleStatus, number])[] = [
  [1000, 30], [2000, 45], [2100, 5], [2200, 12], [3000, 8],
];
const BUSY_COURIER_STATUSES: readonly (readonly [CourierStatus, number])[] = [
  [200, 20], [600, 10], [700, 35], [800, 15], [900, 20],
];
const IDLE_COURIER_STATUSES: readonly (readonly [CourierStatus, number])[] = [[100, 80], [500, 10], [1000, 10]];

/** Makes and models by type and market. */
const MODELS: Record<VehicleType, { TR: readonly [string, string][]; GB: readonly [string, string][] }> = {
  200: {
    TR: [['Honda', 'PCX 125'], ['Yamaha', 'NMAX 125'], ['Kuba', 'Trendy 125'], ['Mondial', 'Drift L 125']],
    GB: [['Honda', 'PCX 125'], ['Yamaha', 'NMAX 125'], ['Piaggio', 'Liberty 125']],
  },
  250: {
    TR: [['Kuba', 'Space 50'], ['Yamaha', "Neo's 50"]],
    GB: [['Piaggio', 'Zip 50'], ['Yamaha', "Neo's 50"]],
  },
  300: { TR: [['Mitu', 'Cargo']], GB: [['Mitu', 'Cargo']] },
  400: {
    TR: [['Ford', 'Transit Connect'], ['Fiat', 'Doblo'], ['Renault', 'Kangoo']],
    GB: [['Ford', 'Transit Connect'], ['Vauxhall', 'Combo'], ['Citroën', 'Berlingo']],
  },
  500: { TR: [['Volta', 'VB1'], ['Bianchi', 'E-Omnia']], GB: [['Raleigh', 'Motus'], ['Brompton', 'Electric']] },
  600: { TR: [['Volta', 'VS1'], ['Super Soco', 'CPx']], GB: [['NIU', 'NQi GTS'], ['Super Soco', 'CPx']] },
  700: { TR: [['Fiat', 'Egea'], ['Renault', 'Clio']], GB: [['Toyota', 'Yaris'], ['Ford', 'Fiesta']] },
};

const NOTES = {
  TR: ['Yedek anahtar depoda.', 'Arka çanta değişecek.', 'Lastikler yeni değişti.', 'Sağ ayna çizik.', 'Servis randevusu alındı.'],
  GB: ['Spare key at the store.', 'Top box to be replaced.', 'New tyres fitted.', 'Scratch on the right mirror.', 'Service booked.'],
};

interface SeedCourier {
  id: string;
  warehouseId: string;
  hasVehicle: boolean;
  row: unknown[];
}

function seedCouriersOf(ctx: SeedContext, slot: FranchiseSlot): SeedCourier[] {
  const { random, ids } = ctx;
  const country = countryOf(slot);
  const [first, last] = country === 'TR' ? [TR_FIRST_NAMES, TR_LAST_NAMES] : [GB_FIRST_NAMES, GB_LAST_NAMES];
  const couriers: SeedCourier[] = [];
  for (const warehouseId of ids.warehouses[slot]) {
    for (let n = 0; n < COURIERS_PER_WAREHOUSE; n++) {
      const id = random.id();
      couriers.push({
        id,
        warehouseId,
        hasVehicle: false,
        // id, franchise_id, warehouse_id, name, phone, status, vehicle_type, is_active, created_at
        row: [id, ids.franchises[slot], warehouseId, `${random.pick(first)} ${random.pick(last)}`,
          mobileNumber(random, country), 100, 100, random.next() < 0.88, random.int(20, 900)],
      });
    }
  }
  return couriers;
}

export async function seedFleet(ctx: SeedContext): Promise<void> {
  const { tx, random, ids, size } = ctx;
  for (const slot of SLOTS) {
    const country = countryOf(slot);
    const couriers = seedCouriersOf(ctx, slot);
    ids.couriers[slot] = couriers.map((courier) => courier.id);
    const plates = new Set<string>();
    const vehicles: unknown[][] = [];
    for (let n = 0; n < VEHICLES_PER_FRANCHISE * size; n++) {
      const id = random.id();
      const type = weighted(random, VEHICLE_TYPES);
      let status = weighted(random, VEHICLE_STATUSES);
      const warehouseId = random.pick(ids.warehouses[slot]);
      const year = random.int(2016, 2024);
      let plate = '';
      while (!plate || plates.has(plate)) plate = country === 'TR' ? turkishPlate(random) : londonPlate(random, year);
      plates.add(plate);
      let courierId: string | null = null;
      if (status === 2000) {
        const free = couriers.filter((courier) => courier.warehouseId === warehouseId && !courier.hasVehicle && courier.row[7]);
        if (free.length > 0) {
          const courier = random.pick(free);
          courier.hasVehicle = true;
          courier.row[5] = weighted(random, BUSY_COURIER_STATUSES);
          courier.row[6] = type;
          courierId = courier.id;
        } else {
          status = 1000;
        }
      }
      const [brand, model] = random.pick(MODELS[type][country]);
      const ageYears = Math.max(1, KM_REFERENCE_YEAR - year);
      const created = random.int(30, 700);
      vehicles.push([
        id, ids.franchises[slot], warehouseId, courierId, plate, type, status, brand, model, year,
        // inspection: about one in six overdue; inactive ones may have none on record
        status === 3000 && random.next() < 0.5 ? null : random.int(-60, 330),
        random.int(-15, 360),
        Math.min(2_000_000, ageYears * random.int(4_000, 16_000) + random.int(0, 3_000)),
        random.next() < 0.3 ? random.pick(NOTES[country]) : null,
        created,
        random.int(0, created),
      ]);
    }
    for (const courier of couriers) {
      if (!courier.hasVehicle) {
        if (courier.row[7]) courier.row[5] = weighted(random, IDLE_COURIER_STATUSES);
        courier.row[6] = random.pick([100, 500, 600] as const);
      }
    }
    await insertRows(
      tx,
      'couriers',
      ['id', 'franchise_id', 'warehouse_id', 'name', 'phone', 'status', 'vehicle_type', 'is_active', 'created_at'],
      couriers.map((courier) => courier.row),
      { created_at: daysAgo },
    );
    await insertRows(
      tx,
      'vehicles',
      ['id', 'franchise_id', 'warehouse_id', 'courier_id', 'plate', 'type', 'status', 'brand', 'model', 'year',
        'inspection_date', 'insurance_date', 'km', 'notes', 'created_at', 'updated_at'],
      vehicles,
      { inspection_date: daysFromToday, insurance_date: daysFromToday, created_at: daysAgo, updated_at: daysAgo },
    );
  }
}
