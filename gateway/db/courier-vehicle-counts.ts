// How many couriers of each vehicle type a store asks for a week (/staff/plan/courier-vehicle-counts):
// editable until the store's courier week is published (any courier slot past 0 created, deleted
// ones aside). A save names the version it read (the row's latest updated_at, or null for none).
import { SLOT_STATUS, weekBounds, type StoreVehicleCounts } from '../../src/domain/shiftPlan';
import { GatewayError } from '../errors';
import type { Queryable } from './db';


/** Every store of the franchise with its counts for the week starting on `monday`. */
export async function vehicleCountsOfWeek(db: Queryable, franchiseId: string, monday: string, timeZone: string): Promise<StoreVehicleCounts[]> {
  const bounds = weekBounds(monday, timeZone);
  const [stores, counts, published] = await Promise.all([
    db.query<{ id: string; name: string }>(`SELECT id, name FROM warehouses WHERE franchise_id = $1 ORDER BY name, id`, [franchiseId]),
    db.query<{ warehouse_id: string; vehicle_type: number; count: number; updated_at: Date | string }>(
      `SELECT warehouse_id, vehicle_type, count, updated_at FROM courier_vehicle_counts WHERE franchise_id = $1 AND week_start = $2 ORDER BY vehicle_type`,
      [franchiseId, monday],
    ),
    db.query<{ warehouse_id: string }>(
      `SELECT DISTINCT warehouse_id FROM shift_slots WHERE franchise_id = $1 AND kind = 'courier' AND starts_at >= $2 AND starts_at < $3 AND status NOT IN ($4, $5)`,
      [franchiseId, bounds.start, bounds.end, SLOT_STATUS.created, SLOT_STATUS.deleted],
    ),
  ]);
  const publishedStores = new Set(published.rows.map((row) => row.warehouse_id));
  return stores.rows.map((store) => {
    const mine = counts.rows.filter((row) => row.warehouse_id === store.id);
    const latest = mine.reduce<number | null>((max, row) => Math.max(max ?? 0, new Date(row.updated_at).getTime()), null);
    return {
      warehouse: store,
      counts: mine.map((row) => ({ vehicleType: row.vehicle_type, count: row.count })),
      editable: !publishedStores.has(store.id),
      updatedAt: latest === null ? null : new Date(latest).toISOString(),
    };
  });
}

/** Replaces a store's counts for a week; 404 for another franchise's store, 409 once published or when the version moved on. */
export async function saveVehicleCounts(
  db: Queryable,
  franchiseId: string,
  body: { warehouseId: string; monday: string; timeZone: string; counts: { vehicleType: number; count: number }[]; updatedAt: string | null },
  now: Date,
): Promise<StoreVehicleCounts> {
  const store = await db.query(`SELECT 1 FROM warehouses WHERE id = $1 AND franchise_id = $2`, [body.warehouseId, franchiseId]);
  if (store.rows.length === 0) throw new GatewayError(404, 'NOT_FOUND');
  await db.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`vehicle-counts:${franchiseId}:${body.warehouseId}:${body.monday}`]);
  const current = (await vehicleCountsOfWeek(db, franchiseId, body.monday, body.timeZone)).find((entry) => entry.warehouse.id === body.warehouseId)!;
  if (!current.editable) throw new GatewayError(409, 'SHIFT_WEEK_PUBLISHED');
  const same = current.updatedAt === null ? body.updatedAt === null : body.updatedAt !== null && Date.parse(body.updatedAt) === Date.parse(current.updatedAt);
  if (!same) throw new GatewayError(409, 'STALE_RECORD', { current });
  const version = new Date(Math.max(now.getTime(), current.updatedAt ? Date.parse(current.updatedAt) + 1 : 0));
  await db.query(`DELETE FROM courier_vehicle_counts WHERE franchise_id = $1 AND warehouse_id = $2 AND week_start = $3`, [franchiseId, body.warehouseId, body.monday]);
  for (const { vehicleType, count } of body.counts) {
    await db.query(
      `INSERT INTO courier_vehicle_counts (franchise_id, warehouse_id, week_start, vehicle_type, count, updated_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [franchiseId, body.warehouseId, body.monday, vehicleType, count, version],
    );
  }
  return (await vehicleCountsOfWeek(db, franchiseId, body.monday, body.timeZone)).find((entry) => entry.warehouse.id === body.warehouseId)!;
}
