// Seed step: pickers (4 per store) with statuses of the spec's enumeration, busy reasons (some
// busy pickers have none, which reads as unknown), and their shift plans from a week ago to two
// weeks ahead. Pickers at work get picking jobs later, when the orders are seeded.
import { pickerBusyReason, type EnumValue } from '../../src/domain/enums';
import type { FranchiseSlot } from './accounts';
import { forEachChunk, type ColumnSpec } from './columns';
import type { SeedContext, SeedPicker } from './context';
import { GB_FIRST_NAMES, GB_LAST_NAMES, mobileNumber, TR_FIRST_NAMES, TR_LAST_NAMES } from './people';
import { COUNTRIES } from './places';

export const PICKERS_PER_WAREHOUSE = 4;
/** Plans cover the days from PLAN_DAYS_BEFORE ago to PLAN_DAYS_AFTER ahead. */
export const PLAN_DAYS_BEFORE = 7;
export const PLAN_DAYS_AFTER = 14;
/** Shift starts (local hour) and length. */
const SHIFTS = [
  [8, 8],
  [12, 8],
  [16, 8],
  [10, 4],
] as const;

type BusyReason = EnumValue<typeof pickerBusyReason>;
const BUSY_REASONS: readonly BusyReason[] = [201, 201, 202, 203, 209, 299];

const SLOTS: readonly FranchiseSlot[] = ['tr1', 'tr2', 'gb'];
const countryOf = (slot: FranchiseSlot) => (slot === 'gb' ? 'GB' : 'TR');
const timezoneOf = (slot: FranchiseSlot) => COUNTRIES.find((country) => country.alpha2 === countryOf(slot))!.timezone;

const PICKER_COLUMNS: ColumnSpec = [
  ['id', 'text'], ['franchise_id', 'text'], ['warehouse_id', 'text'], ['name', 'text'], ['phone', 'text'],
  ['status', 'int'], ['reason', 'int'], ['status_minutes_ago', 'int'], ['last_job_minutes_ago', 'int'],
  ['is_activated', 'bool'], ['is_logged_in', 'bool'], ['created_days_ago', 'int'],
];

const PLAN_COLUMNS: ColumnSpec = [
  ['id', 'text'], ['franchise_id', 'text'], ['warehouse_id', 'text'], ['picker_id', 'text'],
  ['day', 'int'], ['start_hour', 'int'], ['hours', 'int'],
];

export async function seedPickers(ctx: SeedContext): Promise<void> {
  const { tx, random, ids } = ctx;
  for (const slot of SLOTS) {
    const country = countryOf(slot);
    const [first, last] = country === 'TR' ? [TR_FIRST_NAMES, TR_LAST_NAMES] : [GB_FIRST_NAMES, GB_LAST_NAMES];
    const pickers: SeedPicker[] = [];
    const activated = new Set<string>();
    const rows: unknown[][] = [];
    for (const warehouseId of ids.warehouses[slot]) {
      for (let n = 0; n < PICKERS_PER_WAREHOUSE; n++) {
        const id = random.id();
        const isActivated = random.next() < 0.92;
        if (isActivated) activated.add(id);
        const loggedIn = isActivated && random.next() < 0.8;
        let status = 100;
        let reason: BusyReason | null = null;
        if (!isActivated) status = 1000;
        else if (loggedIn && random.next() < 0.3) {
          status = 200;
          // about one busy picker in six gave no reason: it reads as unknown (289)
          reason = random.next() < 0.17 ? null : random.pick(BUSY_REASONS);
        }
        pickers.push({ id, warehouseId, atWork: loggedIn && status === 100 });
        rows.push([id, ids.franchises[slot], warehouseId, `${random.pick(first)} ${random.pick(last)}`,
          mobileNumber(random, country), status, reason, random.int(1, 90), random.int(5, 600), isActivated, loggedIn,
          random.int(30, 700)]);
      }
    }
    ids.pickers[slot] = pickers;
    await forEachChunk(tx, PICKER_COLUMNS, rows, (from) => `
      INSERT INTO pickers (id, franchise_id, warehouse_id, name, phone, status, status_reason_code, status_updated_at,
        last_job_date, is_activated, is_logged_in, created_at)
      SELECT id, franchise_id, warehouse_id, name, phone, status, reason, now() - make_interval(mins => status_minutes_ago),
        now() - make_interval(mins => last_job_minutes_ago), is_activated, is_logged_in,
        now() - make_interval(days => created_days_ago)
      FROM ${from}`);

    const plans: unknown[][] = [];
    for (const picker of pickers) {
      if (!activated.has(picker.id)) continue; // deactivated pickers have no plan
      for (let day = -PLAN_DAYS_BEFORE; day <= PLAN_DAYS_AFTER; day++) {
        if (random.next() < 2 / 7) continue; // two days off a week
        const [startHour, hours] = random.pick(SHIFTS);
        plans.push([random.id(), ids.franchises[slot], picker.warehouseId, picker.id, day, startHour, hours]);
      }
    }
    // Local shift hours in the country's time zone, on days around the day of seeding.
    await forEachChunk(tx, PLAN_COLUMNS, plans, (from) => `
      INSERT INTO picker_plans (id, franchise_id, warehouse_id, picker_id, start_at, end_at)
      SELECT id, franchise_id, warehouse_id, picker_id,
        (date_trunc('day', now() AT TIME ZONE $1) + make_interval(days => day, hours => start_hour)) AT TIME ZONE $1,
        (date_trunc('day', now() AT TIME ZONE $1) + make_interval(days => day, hours => start_hour + hours)) AT TIME ZONE $1
      FROM ${from}`, [timezoneOf(slot)]);
  }
}
