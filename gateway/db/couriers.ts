// Couriers' live state as the demo simulator changes it: who is at work, who is free at a store,
// positions and statuses (with the availability each implies, orders/live-state.ts), and the
// browser tests' on-call courier. The franchise's filtered list is courier-filter.ts.
import { randomInt, randomUUID } from 'node:crypto';
import { COURIER_FREE, COURIER_RETURNING, courierAvailabilityOf } from '../orders/live-state';
import { COURIER_AVAILABILITY_SQL } from './order-sql';
import type { LatLon } from '../orders/replies';
import type { Queryable } from './db';

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
  const { rows } = await db.query<{ id: string; warehouse_id: string }>(
    `UPDATE couriers c SET is_logged_in = true, status = $2, status_updated_at = $3, latitude = w.latitude, longitude = w.longitude,
       location_updated_at = $3, availability = ${courierAvailabilityOf({ isActive: true, isLoggedIn: true, status: COURIER_FREE })}
     FROM warehouses w
     WHERE w.id = c.warehouse_id AND c.id = (
       SELECT id FROM couriers WHERE franchise_id = $1 AND is_active AND NOT is_logged_in ORDER BY id LIMIT 1)
     RETURNING c.id, c.warehouse_id`,
    [franchiseId, COURIER_FREE, now],
  );
  if (rows[0]) {
    await openCourierSession(db, franchiseId, rows[0].id, now);
    return rows[0].warehouse_id;
  }
  const { rows: joined } = await db.query<{ id: string; warehouse_id: string }>(
    `INSERT INTO couriers (id, franchise_id, warehouse_id, name, phone, status, vehicle_type, is_active, is_logged_in,
       availability, status_updated_at, latitude, longitude, location_updated_at)
     SELECT $2, w.franchise_id, w.id, 'On-call courier ' || upper(substr($2, 1, 4)),
       -- the national mobile form: TR 5xxxxxxxxx, GB 7xxxxxxxxx
       CASE WHEN k.alpha2 = 'GB' THEN '7' ELSE '5' END || $5, $3, 200, true, true, ${courierAvailabilityOf({ isActive: true, isLoggedIn: true, status: COURIER_FREE })}, $4,
       w.latitude, w.longitude, $4
     FROM warehouses w JOIN franchises f ON f.id = w.franchise_id JOIN countries k ON k.id = f.country_id
     WHERE w.franchise_id = $1 ORDER BY w.id LIMIT 1
     RETURNING id, warehouse_id`,
    [franchiseId, randomUUID(), COURIER_FREE, now, String(randomInt(0, 1e9)).padStart(9, '0')],
  );
  if (joined[0]) await openCourierSession(db, franchiseId, joined[0].id, now);
  return joined[0]?.warehouse_id ?? null;
}

/** A courier logs in: their session runs from `now` until they log out (staff statistics' utilisation). */
async function openCourierSession(db: Queryable, franchiseId: string, courierId: string, now: Date): Promise<void> {
  await db.query(`INSERT INTO courier_sessions (franchise_id, courier_id, started_at) VALUES ($1, $2, $3)`, [franchiseId, courierId, now]);
}
