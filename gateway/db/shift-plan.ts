// The shift plan's SQL (issue 12; rules in src/domain/shiftPlan.ts, routes in gateway/routes/shift-plan.ts).
// Every statement is scoped by franchise; every write locks the slot, compares its version and
// runs the moves' start-state check in the UPDATE itself, then records the move in record_history.
import { randomUUID } from 'node:crypto';
import {
  canMoveFrom,
  SLOT_MOVES,
  SLOT_STATUS,
  slotHours,
  shiftWallClock,
  weekBounds,
  addDays,
  dayOf,
  mondayOf,
  type PlanPerson,
  type ShiftPlanWeek,
  type ShiftSlot,
  type SlotAction,
  type SlotKind,
} from '../../src/domain/shiftPlan';
import { GatewayError } from '../errors';
import type { Actor } from './model';
import type { Queryable } from './db';
import { insertHistory } from './actions';
import { queryJsonRows } from './json-rows';
import { assertNoClash, type ClashContext } from './shift-plan-clashes';

export const SLOT_HISTORY_RESOURCE = 'shift-slots';

interface SlotRow {
  id: string;
  warehouse_id: string;
  kind: SlotKind;
  starts_at: string;
  ends_at: string;
  vehicle_type: number | null;
  status: number;
  person_id: string | null;
  person_name: string | null;
  break_minutes: number;
  shared_with_warehouse_id: string | null;
  updated_at: string;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** A write's new version: now, or a millisecond after the last one, so two saves in one millisecond still differ. */
const NEXT_VERSION = (now: string) => `GREATEST(${now}::timestamptz, date_trunc('milliseconds', updated_at) + interval '1 millisecond')`;

export const slotOf = (row: SlotRow): ShiftSlot => ({
  id: row.id,
  warehouseId: row.warehouse_id,
  kind: row.kind,
  startsAt: iso(row.starts_at),
  endsAt: iso(row.ends_at),
  vehicleType: row.vehicle_type,
  status: row.status,
  person: row.person_id ? { id: row.person_id, name: row.person_name ?? '' } : null,
  breakMinutes: row.break_minutes,
  sharedWithWarehouseId: row.shared_with_warehouse_id,
  updatedAt: iso(row.updated_at),
});

const SLOT_SELECT = `SELECT s.id, s.warehouse_id, s.kind, s.starts_at, s.ends_at, s.vehicle_type, s.status, s.person_id, p.name AS person_name,
  s.break_minutes, s.shared_with_warehouse_id, s.updated_at
  FROM shift_slots s LEFT JOIN people p ON p.id = s.person_id`;

export interface WeekQuery {
  warehouseId: string;
  kind: SlotKind;
  weekStart: string;
  timeZone: string;
}

/** One store's week: its people of the kind, its slots (and those shared with it), the counts asked for, the hours. */
export async function loadWeek(db: Queryable, franchiseId: string, query: WeekQuery): Promise<ShiftPlanWeek | null> {
  const store = await db.query<{ id: string; name: string }>(`SELECT id, name FROM warehouses WHERE id = $1 AND franchise_id = $2`, [
    query.warehouseId,
    franchiseId,
  ]);
  if (!store.rows[0]) return null;
  const bounds = weekBounds(query.weekStart, query.timeZone);
  const [slots, people, counts] = await Promise.all([
    queryJsonRows<SlotRow>(
      db,
      `${SLOT_SELECT} WHERE s.franchise_id = $1 AND s.kind = $2 AND s.starts_at >= $3 AND s.starts_at < $4 AND s.status <> ${SLOT_STATUS.deleted}
         AND s.warehouse_id = $5
       UNION ALL
       ${SLOT_SELECT} WHERE s.franchise_id = $1 AND s.kind = $2 AND s.starts_at >= $3 AND s.starts_at < $4 AND s.status <> ${SLOT_STATUS.deleted}
         AND s.shared_with_warehouse_id = $5 AND s.warehouse_id <> $5`,
      [franchiseId, query.kind, bounds.start, bounds.end, query.warehouseId],
      'r.starts_at, r.id',
    ),
    queryJsonRows<{ id: string; name: string; staff_type: number; warehouse_id: string }>(
      db,
      `SELECT id, name, staff_type, warehouse_id FROM people
        WHERE franchise_id = $1 AND warehouse_id = $2 AND is_active AND ${query.kind === 'picker' ? 'staff_type = 2' : 'staff_type <> 2'}`,
      [franchiseId, query.warehouseId],
      'r.name, r.id',
    ),
    db.query<{ vehicle_type: number; count: number }>(
      `SELECT vehicle_type, count FROM courier_vehicle_counts WHERE franchise_id = $1 AND warehouse_id = $2 AND week_start = $3 ORDER BY vehicle_type`,
      [franchiseId, query.warehouseId, query.weekStart],
    ),
  ]);
  const week = slots.map(slotOf);
  const byDay = bounds.days.map(() => 0);
  for (const slot of week) {
    const index = bounds.days.indexOf(dayOf(slot.startsAt, query.timeZone));
    if (index >= 0) byDay[index] += slotHours(slot.startsAt, slot.endsAt, slot.breakMinutes);
  }
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    warehouse: store.rows[0],
    kind: query.kind,
    timeZone: query.timeZone,
    weekStart: query.weekStart,
    start: bounds.start,
    end: bounds.end,
    days: bounds.days,
    people: people.map((person): PlanPerson => ({ id: person.id, name: person.name, staffType: person.staff_type, warehouseId: person.warehouse_id })),
    slots: week,
    vehicleCounts: counts.rows.map((row) => ({ vehicleType: row.vehicle_type, count: row.count })),
    hours: { byDay: byDay.map(round), total: round(byDay.reduce((sum, hours) => sum + hours, 0)) },
  };
}

/** Who changes the plan, and when: the moment every row of one change is stamped with. */
export type SlotActor = Actor & { now: Date };

async function history(db: Queryable, actor: SlotActor, slotId: string, action: string, from: Record<string, unknown>, to: Record<string, unknown>, asked: Record<string, unknown> = {}) {
  await insertHistory(db, { franchiseId: actor.franchiseId, resource: SLOT_HISTORY_RESOURCE, recordId: slotId, action, userId: actor.userId, at: actor.now, from, to, asked });
}

async function storeOfFranchise(db: Queryable, franchiseId: string, warehouseId: string): Promise<void> {
  const found = await db.query(`SELECT 1 FROM warehouses WHERE id = $1 AND franchise_id = $2`, [warehouseId, franchiseId]);
  if (found.rows.length === 0) throw new GatewayError(404, 'NOT_FOUND');
}

export interface SlotTimes {
  startsAt: string;
  endsAt: string;
  vehicleType: number | null;
  breakMinutes: number;
}

/** A new slot, status 0 created. */
export async function createSlot(db: Queryable, actor: SlotActor, body: SlotTimes & { warehouseId: string; kind: SlotKind }): Promise<ShiftSlot> {
  await storeOfFranchise(db, actor.franchiseId, body.warehouseId);
  const id = randomUUID();
  await db.query(
    `INSERT INTO shift_slots (id, franchise_id, warehouse_id, kind, starts_at, ends_at, vehicle_type, status, break_minutes, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [id, actor.franchiseId, body.warehouseId, body.kind, body.startsAt, body.endsAt, body.kind === 'courier' ? body.vehicleType : null, SLOT_MOVES.create.to, body.breakMinutes, actor.now],
  );
  await history(db, actor, id, 'create', {}, { status: SLOT_MOVES.create.to, startsAt: body.startsAt, endsAt: body.endsAt });
  return (await readSlot(db, actor.franchiseId, id))!;
}

export async function readSlot(db: Queryable, franchiseId: string, id: string): Promise<ShiftSlot | null> {
  const rows = await queryJsonRows<SlotRow>(db, `${SLOT_SELECT} WHERE s.id = $1 AND s.franchise_id = $2`, [id, franchiseId], 'r.id');
  return rows[0] ? slotOf(rows[0]) : null;
}

/** The slot locked for a write: 404 for another franchise's or a missing id, 409 when its version moved on. */
async function lockSlot(db: Queryable, franchiseId: string, id: string, version: string): Promise<ShiftSlot> {
  const rows = await db.query<{ id: string }>(`SELECT id FROM shift_slots WHERE id = $1 AND franchise_id = $2 FOR UPDATE`, [id, franchiseId]);
  if (!rows.rows[0]) throw new GatewayError(404, 'NOT_FOUND');
  const slot = (await readSlot(db, franchiseId, id))!;
  if (Date.parse(slot.updatedAt) !== Date.parse(version)) throw new GatewayError(409, 'STALE_RECORD', { current: slot });
  return slot;
}

const notInState = (slot: ShiftSlot) => new GatewayError(409, 'SHIFT_SLOT_NOT_IN_STATE', { current: slot });

/** New times (or vehicle, break) of a slot not booked by its employee, checked against its person's other slots and leave. */
export async function editSlot(db: Queryable, actor: SlotActor, id: string, version: string, times: SlotTimes, clash: ClashContext): Promise<ShiftSlot> {
  const slot = await lockSlot(db, actor.franchiseId, id, version);
  if (!canMoveFrom('edit', slot.status)) throw notInState(slot);
  if (slot.person) await assertNoClash(db, actor.franchiseId, slot.person, times.startsAt, times.endsAt, slot.id, clash);
  await db.query(
    `UPDATE shift_slots SET starts_at = $3, ends_at = $4, vehicle_type = $5, break_minutes = $6, updated_at = ${NEXT_VERSION('$7')} WHERE id = $1 AND franchise_id = $2`,
    [id, actor.franchiseId, times.startsAt, times.endsAt, slot.kind === 'courier' ? times.vehicleType : null, times.breakMinutes, actor.now],
  );
  await history(
    db,
    actor,
    id,
    'edit',
    { startsAt: slot.startsAt, endsAt: slot.endsAt, vehicleType: slot.vehicleType, breakMinutes: slot.breakMinutes },
    { startsAt: times.startsAt, endsAt: times.endsAt, vehicleType: times.vehicleType, breakMinutes: times.breakMinutes },
  );
  return (await readSlot(db, actor.franchiseId, id))!;
}

export interface ActionValues {
  personId?: string;
  warehouseId?: string;
}

/** One slot's move (assign, unassign, share, delete), as SLOT_MOVES declares it. */
export async function runSlotAction(
  db: Queryable,
  actor: SlotActor,
  id: string,
  action: SlotAction,
  version: string,
  values: ActionValues,
  clash: ClashContext,
): Promise<ShiftSlot> {
  const slot = await lockSlot(db, actor.franchiseId, id, version);
  if (!canMoveFrom(action, slot.status)) throw notInState(slot);
  const to = SLOT_MOVES[action].to;
  const from = { status: slot.status, person: slot.person?.name ?? null };
  let personId: string | null = slot.person?.id ?? null;
  let shared: string | null = slot.sharedWithWarehouseId;
  if (action === 'assign') {
    if (!values.personId) throw new GatewayError(400, 'VALIDATION', { details: [{ field: 'personId', rule: 'required' }] });
    const person = await db.query<{ id: string; name: string; staff_type: number; warehouse_id: string }>(
      `SELECT id, name, staff_type, warehouse_id FROM people WHERE id = $1 AND franchise_id = $2 AND is_active`,
      [values.personId, actor.franchiseId],
    );
    const found = person.rows[0];
    if (!found) throw new GatewayError(400, 'INVALID_REFERENCE', { field: 'personId' });
    const fits = (slot.kind === 'picker') === (found.staff_type === 2) && [slot.warehouseId, slot.sharedWithWarehouseId].includes(found.warehouse_id);
    if (!fits) throw new GatewayError(400, 'SHIFT_SLOT_PERSON_UNFIT', { field: 'personId' }, undefined, { name: found.name });
    await assertNoClash(db, actor.franchiseId, { id: found.id, name: found.name }, slot.startsAt, slot.endsAt, slot.id, clash);
    personId = found.id;
  } else if (action === 'unassign') {
    personId = null;
  } else if (action === 'share') {
    if (!values.warehouseId || values.warehouseId === slot.warehouseId) {
      throw new GatewayError(400, 'VALIDATION', { details: [{ field: 'warehouseId', rule: 'required' }] });
    }
    const target = await db.query(`SELECT 1 FROM warehouses WHERE id = $1 AND franchise_id = $2`, [values.warehouseId, actor.franchiseId]);
    if (target.rows.length === 0) throw new GatewayError(400, 'INVALID_REFERENCE', { field: 'warehouseId' });
    shared = values.warehouseId;
  }
  const changed = await db.query(
    `UPDATE shift_slots SET status = $3, person_id = $4, shared_with_warehouse_id = $5, updated_at = ${NEXT_VERSION('$6')}
      WHERE id = $1 AND franchise_id = $2 AND status = ANY($7::int[]) RETURNING id`,
    [id, actor.franchiseId, to, personId, shared, actor.now, SLOT_MOVES[action].from],
  );
  if (changed.rows.length === 0) throw notInState(slot);
  const after = (await readSlot(db, actor.franchiseId, id))!;
  await history(db, actor, id, action, from, { status: after.status, person: after.person?.name ?? null }, { ...values });
  return after;
}

export interface WeekScope {
  warehouseId: string;
  kind: SlotKind;
  weekStart: string;
  timeZone: string;
}

/** Publishes every created slot of the store's week (0 -> 100); answers how many moved. */
export async function publishWeek(db: Queryable, actor: SlotActor, scope: WeekScope): Promise<number> {
  await storeOfFranchise(db, actor.franchiseId, scope.warehouseId);
  const bounds = weekBounds(scope.weekStart, scope.timeZone);
  const moved = await db.query<{ id: string }>(
    `UPDATE shift_slots SET status = $7, updated_at = ${NEXT_VERSION('$6')}
      WHERE franchise_id = $1 AND warehouse_id = $2 AND kind = $3 AND starts_at >= $4 AND starts_at < $5 AND status = ANY($8::int[]) RETURNING id`,
    [actor.franchiseId, scope.warehouseId, scope.kind, bounds.start, bounds.end, actor.now, SLOT_MOVES.publish.to, SLOT_MOVES.publish.from],
  );
  for (const row of moved.rows) await history(db, actor, row.id, 'publish', { status: SLOT_STATUS.created }, { status: SLOT_MOVES.publish.to });
  return moved.rows.length;
}

/**
 * Copies the store's week into the next one as created slots without people, at the same wall-clock
 * times in the zone (09:00-17:00 stays 09:00-17:00 across a clock change). Refused (409) when the next
 * week already has slots, so a double click never doubles a plan.
 */
export async function copyWeek(db: Queryable, actor: SlotActor, scope: WeekScope): Promise<{ copied: number; weekStart: string }> {
  await storeOfFranchise(db, actor.franchiseId, scope.warehouseId);
  await db.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`shift-week:${actor.franchiseId}:${scope.warehouseId}:${scope.kind}`]);
  const source = weekBounds(scope.weekStart, scope.timeZone);
  const nextMonday = addDays(scope.weekStart, 7);
  const target = weekBounds(nextMonday, scope.timeZone);
  const existing = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM shift_slots WHERE franchise_id = $1 AND warehouse_id = $2 AND kind = $3 AND starts_at >= $4 AND starts_at < $5 AND status <> $6`,
    [actor.franchiseId, scope.warehouseId, scope.kind, target.start, target.end, SLOT_STATUS.deleted],
  );
  if (existing.rows[0].n > 0) throw new GatewayError(409, 'SHIFT_WEEK_NOT_EMPTY', { count: existing.rows[0].n }, undefined, { count: String(existing.rows[0].n) });
  const rows = await queryJsonRows<SlotRow>(
    db,
    `${SLOT_SELECT} WHERE s.franchise_id = $1 AND s.warehouse_id = $2 AND s.kind = $3 AND s.starts_at >= $4 AND s.starts_at < $5 AND s.status <> ${SLOT_STATUS.deleted}`,
    [actor.franchiseId, scope.warehouseId, scope.kind, source.start, source.end],
    'r.starts_at, r.id',
  );
  for (const row of rows) {
    const slot = slotOf(row);
    const id = randomUUID();
    const startsAt = shiftWallClock(slot.startsAt, 7, scope.timeZone);
    const endsAt = shiftWallClock(slot.endsAt, 7, scope.timeZone);
    await db.query(
      `INSERT INTO shift_slots (id, franchise_id, warehouse_id, kind, starts_at, ends_at, vehicle_type, status, break_minutes, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
      [id, actor.franchiseId, scope.warehouseId, scope.kind, startsAt, endsAt, slot.vehicleType, SLOT_MOVES.copyWeek.to, slot.breakMinutes, actor.now],
    );
    await history(db, actor, id, 'copy', {}, { status: SLOT_MOVES.copyWeek.to, startsAt, endsAt }, { from: slot.id });
  }
  return { copied: rows.length, weekStart: nextMonday };
}

/** The franchise's courier plan for a date (spec 7, GET /warehouses/courier-plan/{franchiseId}?currentDate): per store, the week's asked counts and that day's planned couriers by vehicle type. */
export async function courierPlan(db: Queryable, franchiseId: string, day: string, timeZone: string) {
  const monday = mondayOf(day);
  const dayBounds = { start: weekBounds(day, timeZone).start, end: weekBounds(addDays(day, 1), timeZone).start };
  const [stores, counts, planned] = await Promise.all([
    db.query<{ id: string; name: string }>(`SELECT id, name FROM warehouses WHERE franchise_id = $1 ORDER BY name, id`, [franchiseId]),
    db.query<{ warehouse_id: string; vehicle_type: number; count: number }>(
      `SELECT warehouse_id, vehicle_type, count FROM courier_vehicle_counts WHERE franchise_id = $1 AND week_start = $2`,
      [franchiseId, monday],
    ),
    db.query<{ warehouse_id: string; vehicle_type: number | null; n: number }>(
      `SELECT warehouse_id, vehicle_type, count(*)::int AS n FROM shift_slots
        WHERE franchise_id = $1 AND kind = 'courier' AND starts_at >= $2 AND starts_at < $3 AND status <> $4 GROUP BY warehouse_id, vehicle_type`,
      [franchiseId, dayBounds.start, dayBounds.end, SLOT_STATUS.deleted],
    ),
  ]);
  return {
    currentDate: day,
    weekStart: monday,
    warehouses: stores.rows.map((store) => ({
      warehouse: { _id: store.id, name: store.name },
      vehicleCounts: counts.rows.filter((row) => row.warehouse_id === store.id).map((row) => ({ vehicleType: row.vehicle_type, count: row.count })),
      plannedSlots: planned.rows.filter((row) => row.warehouse_id === store.id).map((row) => ({ vehicleType: row.vehicle_type, count: row.n })),
    })),
  };
}
