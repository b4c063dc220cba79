// Seed step: the shift plan (issue 12, migration 017). For every store of the TR and GB
// franchises, courier and picker slots over five weeks around today (two before, this one, two
// after) in the franchise's time zone, so every slot status shows: past and current weeks
// assigned or booked with a few published, shared and deleted; next week published with some
// people; the week after created only. One slot a person a day, so nothing overlaps. Plus the
// vehicle counts each store asks for and employees' requests in every request status.
import { SLOT_STATUS, REQUEST_STATUS, addDays, dayOf, mondayOf, type SlotKind } from '../../src/domain/shiftPlan';
import { fromZonedInput } from '../../src/domain/zonedTime';
import type { FranchiseSlot } from './accounts';
import { insertRows, type ValueTemplate } from './bulk';
import type { SeedContext } from './context';

const ZONES: Record<FranchiseSlot, string> = { tr1: 'Europe/Istanbul', tr2: 'Europe/Istanbul', gb: 'Europe/London' };
/** Local start hour and length of the day's shifts, by kind. */
const SHIFTS: Record<SlotKind, readonly [number, number][]> = {
  courier: [[8, 8], [12, 8], [16, 8], [10, 6]],
  picker: [[7, 8], [15, 8]],
};
const COURIER_VEHICLES = [200, 200, 500, 600];
/** What employees write (a change, a drop) and what the store answers, in the franchise's language. */
const REASONS = {
  tr: ['Sabah doktor randevum var', 'Ailevi bir durum', 'Mağaza ile konuşuldu'],
  gb: ['Doctor appointment in the morning', 'Family matter', 'Checked with the store'],
};

const SLOT_COLUMNS = ['id', 'franchise_id', 'warehouse_id', 'kind', 'starts_at', 'ends_at', 'vehicle_type', 'status', 'person_id', 'break_minutes', 'shared_with_warehouse_id', 'created_at', 'updated_at'] as const;
const REQUEST_COLUMNS = ['id', 'franchise_id', 'warehouse_id', 'slot_id', 'person_id', 'kind', 'status', 'wanted_starts_at', 'wanted_ends_at', 'reason', 'decision_note', 'decided_at', 'created_at', 'updated_at'] as const;

/** now() to the millisecond (the versions the panel sends back are milliseconds). */
const seededNow: ValueTemplate = (p) => `COALESCE(${p}::timestamptz, date_trunc('milliseconds', now()))`;
/** now() where the row is decided (a true flag), else null. */
const seededNowIf: ValueTemplate = (p) => `CASE WHEN ${p}::boolean THEN date_trunc('milliseconds', now()) END`;

const at = (day: string, hour: number, zone: string) => fromZonedInput(`${day}T${String(hour).padStart(2, '0')}:00`, zone)!;

export async function seedShiftPlan(ctx: SeedContext): Promise<void> {
  const { tx, random, ids } = ctx;
  // the seeding moment, by the database (a value here would make two seeds' statements differ)
  const stamp = null;
  for (const slot of ['tr1', 'tr2', 'gb'] as const satisfies readonly FranchiseSlot[]) {
    const franchiseId = ids.franchises[slot];
    const zone = ZONES[slot];
    const thisMonday = mondayOf(dayOf(new Date(), zone));
    const people = await tx.query<{ id: string; warehouse_id: string; staff_type: number }>(
      `SELECT id, warehouse_id, staff_type FROM people WHERE franchise_id = $1 AND is_active ORDER BY id`,
      [franchiseId],
    );
    // approved leave keeps a person off the plan (the gateway refuses it; the demo data agrees)
    const leaves = await tx.query<{ person_id: string; starts_at: Date | string; ends_at: Date | string }>(
      `SELECT person_id, starts_at, ends_at FROM leaves WHERE franchise_id = $1 AND status = 200`,
      [franchiseId],
    );
    const onLeave = (personId: string, start: string, end: string) =>
      leaves.rows.some((leave) => leave.person_id === personId && new Date(leave.starts_at).toISOString() < end && new Date(leave.ends_at).toISOString() > start);
    const slots: unknown[][] = [];
    const requests: unknown[][] = [];
    const counts: unknown[][] = [];
    const stores = ids.warehouses[slot];
    stores.forEach((warehouseId, storeIndex) => {
      for (let week = -2; week <= 2; week++) {
        const monday = addDays(thisMonday, week * 7);
        for (const vehicle of [200, 500, 600]) counts.push([franchiseId, warehouseId, monday, vehicle, random.int(1, 4)]);
        for (const kind of ['courier', 'picker'] as const) {
          const staff = people.rows.filter((person) => person.warehouse_id === warehouseId && (kind === 'picker') === (person.staff_type === 2));
          for (let dayIndex = 0; dayIndex < 7; dayIndex++) {
            const day = addDays(monday, dayIndex);
            const shifts = SHIFTS[kind];
            staff.forEach((person, personIndex) => {
              // a day off in seven-ish, at a different day per person
              if ((personIndex + dayIndex) % 6 === 5) return;
              const [hour, hours] = shifts[(personIndex + dayIndex) % shifts.length];
              const id = random.id();
              let status: number = week <= 0 ? (random.next() < 0.35 ? SLOT_STATUS.booked : SLOT_STATUS.assigned) : week === 1 ? SLOT_STATUS.assigned : SLOT_STATUS.created;
              let personId: string | null = person.id;
              if (week === 1 && random.next() < 0.4) {
                status = SLOT_STATUS.published;
                personId = null;
              }
              if (week === 2) personId = null;
              if (personId && onLeave(personId, at(day, hour, zone), at(day, hour + hours, zone))) {
                personId = null;
                status = week <= 1 ? SLOT_STATUS.published : SLOT_STATUS.created;
              }
              slots.push([
                id, franchiseId, warehouseId, kind, at(day, hour, zone), at(day, hour + hours, zone),
                kind === 'courier' ? random.pick(COURIER_VEHICLES) : null, status, personId, hours >= 8 ? 30 : 0, null, stamp, stamp,
              ]);
              // requests on the assigned and booked slots of this week and the next
              if (personId && week >= 0 && random.next() < 0.05) {
                const requestStatus = random.pick([REQUEST_STATUS.planned, REQUEST_STATUS.waiting, REQUEST_STATUS.waiting, REQUEST_STATUS.approved, REQUEST_STATUS.declined]);
                const change = random.next() < 0.5;
                const decided = requestStatus === REQUEST_STATUS.approved || requestStatus === REQUEST_STATUS.declined;
                requests.push([
                  random.id(), franchiseId, warehouseId, id, personId, change ? 'change' : 'drop', requestStatus,
                  change ? at(day, hour + 1, zone) : null, change ? at(day, hour + 1 + Math.min(hours, 7), zone) : null,
                  REASONS[slot === 'gb' ? 'gb' : 'tr'][change ? 0 : 1], decided ? REASONS[slot === 'gb' ? 'gb' : 'tr'][2] : null, decided, stamp, stamp,
                ]);
              }
            });
            // open slots nobody holds yet: published, shared with the next store, deleted
            if (kind === 'courier') {
              const [hour, hours] = shifts[dayIndex % shifts.length];
              const open = week <= 1 ? SLOT_STATUS.published : SLOT_STATUS.created;
              slots.push([random.id(), franchiseId, warehouseId, kind, at(day, hour, zone), at(day, hour + hours, zone), 200, open, null, 30, null, stamp, stamp]);
              if (dayIndex % 3 === 0 && stores.length > 1) {
                const other = stores[(storeIndex + 1) % stores.length];
                slots.push([random.id(), franchiseId, warehouseId, kind, at(day, 18, zone), at(day, 22, zone), 500, SLOT_STATUS.shared, null, 0, other, stamp, stamp]);
              }
              if (dayIndex % 4 === 1) {
                slots.push([random.id(), franchiseId, warehouseId, kind, at(day, 9, zone), at(day, 13, zone), 200, SLOT_STATUS.deleted, null, 0, null, stamp, stamp]);
              }
            }
          }
        }
      }
    });
    await insertRows(tx, 'shift_slots', SLOT_COLUMNS, slots, { created_at: seededNow, updated_at: seededNow });
    await insertRows(tx, 'shift_plan_requests', REQUEST_COLUMNS, requests, { created_at: seededNow, updated_at: seededNow, decided_at: seededNowIf });
    await insertRows(tx, 'courier_vehicle_counts', ['franchise_id', 'warehouse_id', 'week_start', 'vehicle_type', 'count'], counts);
  }
}
