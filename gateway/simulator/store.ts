// The simulator's reads and writes. Every change to an order writes its status, its step's
// timestamp and its timeline event in one transaction, with the courier and picker states the
// status implies (orders/live-state.ts), so the data stays as consistent as the seed's.
import { randomInt, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { findPicker, type PickerRecord } from '../db/pickers';
import { ORDER_ENDINGS, type OrderStep } from '../orders/flow';
import {
  COURIER_AVAILABILITY_SQL,
  COURIER_FREE,
  COURIER_RETURNING,
  courierAvailabilityOf,
  COURIER_STATUS_FOR_ORDER,
  PICKER_BUSY,
  PICKER_FREE,
  PICKER_PICKING,
  PICKING_ORDER_STATUSES,
} from '../orders/live-state';
import { ORDER_ROW_COLUMNS, ORDER_ROW_JOINS, orderSummary, type OrderRow } from '../orders/replies';
import { ACTIVE_ORDER_SQL } from '../orders/rules';
import type { NewCheckoutPayload } from '../realtime/events';
import type { LatLon } from './geo';

export interface ActiveOrder {
  id: string;
  franchiseId: string;
  warehouseId: string;
  status: number;
  statusUpdatedAt: Date;
  domainType: number;
  courierId: string | null;
  pickerId: string | null;
  destination: LatLon;
  store: LatLon;
  courierAt: LatLon | null;
  vehicleType: number;
}

export async function loadActiveOrders(db: Queryable): Promise<ActiveOrder[]> {
  const { rows } = await db.query<{
    id: string; franchise_id: string; warehouse_id: string; status: number; status_updated_at: Date; domain_type: number;
    courier_id: string | null; picker_id: string | null; delivery_latitude: number; delivery_longitude: number;
    store_latitude: number; store_longitude: number; courier_latitude: number | null; courier_longitude: number | null;
    vehicle_type: number | null;
  }>(
    `SELECT o.id, o.franchise_id, o.warehouse_id, o.status, o.status_updated_at, o.domain_type, o.courier_id, o.picker_id,
       o.delivery_latitude, o.delivery_longitude, w.latitude AS store_latitude, w.longitude AS store_longitude,
       c.latitude AS courier_latitude, c.longitude AS courier_longitude, c.vehicle_type
     FROM orders o JOIN warehouses w ON w.id = o.warehouse_id LEFT JOIN couriers c ON c.id = o.courier_id
     WHERE ${ACTIVE_ORDER_SQL}
     ORDER BY o.status_updated_at, o.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    franchiseId: row.franchise_id,
    warehouseId: row.warehouse_id,
    status: row.status,
    statusUpdatedAt: new Date(row.status_updated_at),
    domainType: row.domain_type,
    courierId: row.courier_id,
    pickerId: row.picker_id,
    destination: [row.delivery_latitude, row.delivery_longitude],
    store: [row.store_latitude, row.store_longitude],
    courierAt: row.courier_latitude === null || row.courier_longitude === null ? null : [row.courier_latitude, row.courier_longitude],
    vehicleType: row.vehicle_type ?? 200,
  }));
}

export interface ReturningCourier {
  id: string;
  franchiseId: string;
  at: LatLon;
  store: LatLon;
  vehicleType: number;
}

/** Couriers on their way back to the store. */
export async function loadReturningCouriers(db: Queryable): Promise<ReturningCourier[]> {
  const { rows } = await db.query<{
    id: string; franchise_id: string; latitude: number | null; longitude: number | null; store_latitude: number;
    store_longitude: number; vehicle_type: number;
  }>(
    `SELECT c.id, c.franchise_id, c.latitude, c.longitude, w.latitude AS store_latitude, w.longitude AS store_longitude, c.vehicle_type
     FROM couriers c JOIN warehouses w ON w.id = c.warehouse_id WHERE c.status = $1`,
    [COURIER_RETURNING],
  );
  return rows.map((row) => ({
    id: row.id,
    franchiseId: row.franchise_id,
    at: [row.latitude ?? row.store_latitude, row.longitude ?? row.store_longitude],
    store: [row.store_latitude, row.store_longitude],
    vehicleType: row.vehicle_type,
  }));
}

export interface SimStore {
  id: string;
  franchiseId: string;
  location: LatLon;
  domainTypes: number[];
  country: 'TR' | 'GB';
  currency: 'TRY' | 'GBP';
}

export async function loadStores(db: Queryable): Promise<SimStore[]> {
  const { rows } = await db.query<{ id: string; franchise_id: string; latitude: number; longitude: number; domain_types: number[]; alpha2: string; currency_code: string }>(
    `SELECT w.id, w.franchise_id, w.latitude, w.longitude, w.domain_types, co.alpha2, co.currency_code
     FROM warehouses w JOIN franchises f ON f.id = w.franchise_id JOIN countries co ON co.id = f.country_id
     ORDER BY w.franchise_id, w.id`,
  );
  return rows
    .filter((row) => row.currency_code === 'TRY' || row.currency_code === 'GBP')
    .map((row) => ({
      id: row.id,
      franchiseId: row.franchise_id,
      location: [row.latitude, row.longitude],
      domainTypes: row.domain_types,
      country: row.alpha2 === 'GB' ? 'GB' : 'TR',
      currency: row.currency_code as 'TRY' | 'GBP',
    }));
}

/** How many couriers each franchise has at work (active and logged in). */
export async function couriersAtWork(db: Queryable): Promise<Map<string, number>> {
  const { rows } = await db.query<{ franchise_id: string; couriers: number }>(
    `SELECT franchise_id, count(*)::int AS couriers FROM couriers WHERE is_active AND is_logged_in GROUP BY franchise_id`,
  );
  return new Map(rows.map((row) => [row.franchise_id, row.couriers]));
}

/** Sets a courier's status (and position), with the availability it implies. */
export async function setCourier(db: Queryable, courierId: string, status: number, now: Date, at?: LatLon): Promise<void> {
  await db.query(
    `UPDATE couriers c SET status = $2, status_updated_at = $3,
       latitude = COALESCE($4, c.latitude), longitude = COALESCE($5, c.longitude),
       location_updated_at = CASE WHEN $4::float8 IS NULL THEN c.location_updated_at ELSE $3 END
     WHERE c.id = $1`,
    [courierId, status, now, at?.[0] ?? null, at?.[1] ?? null],
  );
  await db.query(`UPDATE couriers c SET availability = ${COURIER_AVAILABILITY_SQL} WHERE c.id = $1`, [courierId]);
}

/** Many courier positions in one statement. */
export async function moveCouriers(db: Queryable, moves: { id: string; at: LatLon }[], now: Date): Promise<void> {
  if (moves.length === 0) return;
  await db.query(
    `UPDATE couriers c SET latitude = v.lat, longitude = v.lon, location_updated_at = $4
     FROM unnest($1::text[], $2::float8[], $3::float8[]) AS v(id, lat, lon) WHERE c.id = v.id`,
    [moves.map((move) => move.id), moves.map((move) => move.at[0]), moves.map((move) => move.at[1]), now],
  );
}

export async function setPicker(db: Queryable, pickerId: string, status: number, reason: number | null, now: Date, finishedJob = false): Promise<void> {
  await db.query(
    `UPDATE pickers SET status = $2, status_reason_code = $3, status_updated_at = $4,
       last_job_date = CASE WHEN $5 THEN $4 ELSE last_job_date END
     WHERE id = $1`,
    [pickerId, status, reason, now, finishedJob],
  );
}

/** A free picker at work in the store, or null. */
export async function freePicker(db: Queryable, warehouseId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM pickers WHERE warehouse_id = $1 AND is_activated AND is_logged_in AND status = $2
     ORDER BY last_job_date NULLS FIRST, id LIMIT 1`,
    [warehouseId, PICKER_FREE],
  );
  return rows[0]?.id ?? null;
}

/** A free courier at work in the store, or null. */
export async function freeCourier(db: Queryable, warehouseId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM couriers WHERE warehouse_id = $1 AND is_active AND is_logged_in AND status = $2
     ORDER BY status_updated_at NULLS FIRST, id LIMIT 1`,
    [warehouseId, COURIER_FREE],
  );
  return rows[0]?.id ?? null;
}

/**
 * A free courier for the browser tests' hook, so a test's order finds one however many earlier
 * tests took: an active courier of the franchise who is off shift comes on, free at their store;
 * when every one is at work, a new courier joins the franchise's first store. Answers the store
 * (null only for a franchise without a store).
 */
export async function courierOnShift(db: Queryable, franchiseId: string, now: Date): Promise<string | null> {
  const { rows } = await db.query<{ warehouse_id: string }>(
    `UPDATE couriers c SET is_logged_in = true, status = $2, status_updated_at = $3, latitude = w.latitude, longitude = w.longitude,
       location_updated_at = $3, availability = ${courierAvailabilityOf({ isActive: true, isLoggedIn: true, status: COURIER_FREE })}
     FROM warehouses w
     WHERE w.id = c.warehouse_id AND c.id = (
       SELECT id FROM couriers WHERE franchise_id = $1 AND is_active AND NOT is_logged_in ORDER BY id LIMIT 1)
     RETURNING c.warehouse_id`,
    [franchiseId, COURIER_FREE, now],
  );
  if (rows[0]) return rows[0].warehouse_id;
  const { rows: joined } = await db.query<{ warehouse_id: string }>(
    `INSERT INTO couriers (id, franchise_id, warehouse_id, name, phone, status, vehicle_type, is_active, is_logged_in,
       availability, status_updated_at, latitude, longitude, location_updated_at)
     SELECT $2, w.franchise_id, w.id, 'On-call courier ' || upper(substr($2, 1, 4)),
       -- the national mobile form: TR 5xxxxxxxxx, GB 7xxxxxxxxx
       CASE WHEN k.alpha2 = 'GB' THEN '7' ELSE '5' END || $5, $3, 200, true, true, ${courierAvailabilityOf({ isActive: true, isLoggedIn: true, status: COURIER_FREE })}, $4,
       w.latitude, w.longitude, $4
     FROM warehouses w JOIN franchises f ON f.id = w.franchise_id JOIN countries k ON k.id = f.country_id
     WHERE w.franchise_id = $1 ORDER BY w.id LIMIT 1
     RETURNING warehouse_id`,
    [franchiseId, randomUUID(), COURIER_FREE, now, String(randomInt(0, 1e9)).padStart(9, '0')],
  );
  return joined[0]?.warehouse_id ?? null;
}

/**
 * Frees one picker of the store for the browser tests' hook: one back from a break, else one off
 * shift comes on; answers whether there was one (the realtime picker event is the caller's).
 */
export async function pickerOnShift(db: Queryable, warehouseId: string, now: Date): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE pickers SET status = $2, status_reason_code = NULL, status_updated_at = $4, is_logged_in = true
     WHERE id = (SELECT id FROM pickers WHERE warehouse_id = $1 AND is_activated AND (status = $3 OR NOT is_logged_in)
                 ORDER BY is_logged_in DESC, id LIMIT 1)
     RETURNING id`,
    [warehouseId, PICKER_FREE, PICKER_BUSY, now],
  );
  return rows[0]?.id ?? null;
}

export interface StepResult {
  status: number;
  event: number;
  at: Date;
  courierStatus: number | null;
  pickerId: string | null;
}

/**
 * Moves an order one step along the flow (the order must still be in `from`), with its event and
 * the courier's and picker's new states. Answers null when someone else moved it first.
 */
export async function applyStep(db: Db, order: ActiveOrder, step: OrderStep, now: Date, pickerId: string | null): Promise<StepResult | null> {
  return db.transaction(async (tx) => {
    const picker = step.event === 1800 ? pickerId : order.pickerId;
    const { rows } = await tx.query(
      `UPDATE orders SET status = $3, status_updated_at = $4, ${step.column} = $4, picker_id = $5
       WHERE id = $1 AND status = $2 RETURNING id`,
      [order.id, order.status, step.status, now, picker],
    );
    if (rows.length === 0) return null;
    await tx.query(`INSERT INTO order_events (order_id, franchise_id, event, created_at) VALUES ($1, $2, $3, $4)`, [
      order.id, order.franchiseId, step.event, now,
    ]);
    const courierStatus = order.courierId ? COURIER_STATUS_FOR_ORDER[step.status] ?? COURIER_RETURNING : null;
    if (order.courierId && courierStatus !== null) await setCourier(tx, order.courierId, courierStatus, now);
    if (step.event === 1800 && picker) await setPicker(tx, picker, PICKER_PICKING, null, now);
    if (step.event === 1900 && picker) await setPicker(tx, picker, PICKER_FREE, null, now, true);
    return { status: step.status, event: step.event, at: now, courierStatus, pickerId: picker };
  });
}

/** The client cancels an order still in the store (before handover): its courier and picker are free again. */
export async function cancelByClient(db: Db, order: ActiveOrder, now: Date): Promise<StepResult | null> {
  const ending = ORDER_ENDINGS.canceledByClient;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `UPDATE orders SET status = $3, status_updated_at = $4, canceled_at = $4 WHERE id = $1 AND status = $2 RETURNING id`,
      [order.id, order.status, ending.status, now],
    );
    if (rows.length === 0) return null;
    await tx.query(`INSERT INTO order_events (order_id, franchise_id, event, created_at) VALUES ($1, $2, $3, $4)`, [
      order.id, order.franchiseId, ending.event, now,
    ]);
    if (order.courierId) await setCourier(tx, order.courierId, COURIER_FREE, now);
    if (order.pickerId && (PICKING_ORDER_STATUSES as readonly number[]).includes(order.status)) await setPicker(tx, order.pickerId, PICKER_FREE, null, now);
    return { status: ending.status, event: ending.event, at: now, courierStatus: order.courierId ? COURIER_FREE : null, pickerId: order.pickerId };
  });
}

export const loadPicker = (db: Queryable, franchiseId: string, pickerId: string): Promise<PickerRecord | null> =>
  findPicker(db, franchiseId, pickerId);

/** One order as events carry it (no customer fields), by id: the simulator's own orders only. */
export async function loadOrderSummary(db: Queryable, orderId: string): Promise<NewCheckoutPayload | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_ROW_COLUMNS} FROM orders o ${ORDER_ROW_JOINS} WHERE o.id = $1`, [orderId]);
  return rows[0] ? orderSummary(rows[0], false) : null;
}

/** Moves an order's time in its status back (the browser tests' late orders); answers whether it was the franchise's. */
export async function backdateOrderStatus(db: Queryable, franchiseId: string, orderId: string, at: Date): Promise<boolean> {
  const { rows } = await db.query(`UPDATE orders SET status_updated_at = $3 WHERE franchise_id = $1 AND id = $2 RETURNING id`, [franchiseId, orderId, at]);
  return rows.length > 0;
}
