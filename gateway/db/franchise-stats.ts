// The live map's franchise figures: the cities the franchise works in, and per store of one city
// the successful and missed orders and red baskets of a period (db/order-sql.ts defines each).
import { MISSED_ORDER_SQL, RED_BASKET_SQL, SUCCESSFUL_ORDER_SQL } from './order-sql';
import { point, type GeoPoint } from '../orders/replies';
import type { Queryable } from './db';
import { instant } from './json-rows';

export interface FranchiseCity {
  _id: string;
  name: string;
  location: GeoPoint;
  warehouseCount: number;
}

/** The cities with at least one of the franchise's stores. */
export async function franchiseCities(db: Queryable, franchiseId: string): Promise<FranchiseCity[]> {
  const { rows } = await db.query<{ id: string; name: string; latitude: number; longitude: number; warehouse_count: number }>(
    `SELECT ci.id, ci.name, ci.latitude, ci.longitude, count(w.id)::int AS warehouse_count
     FROM cities ci JOIN warehouses w ON w.city_id = ci.id AND w.franchise_id = $1
     GROUP BY ci.id ORDER BY ci.name, ci.id`,
    [franchiseId],
  );
  return rows.map((row) => ({ _id: row.id, name: row.name, location: point(row.latitude, row.longitude), warehouseCount: row.warehouse_count }));
}

export interface StoreFigures {
  successfulOrder: number;
  missedOrder: number;
  redBasket: number;
}

export interface WarehouseFigures extends StoreFigures {
  _id: string;
  name: string;
}

/** Figures per store of the franchise in `cityId` (stores without orders count 0); null: no store there. */
export async function cityStoreFigures(
  db: Queryable,
  franchiseId: string,
  cityId: string,
  start: Date,
  end: Date,
): Promise<WarehouseFigures[] | null> {
  const { rows } = await db.query<WarehouseFigures>(
    `SELECT w.id AS "_id", w.name,
       count(o.id) FILTER (WHERE ${SUCCESSFUL_ORDER_SQL})::int AS "successfulOrder",
       count(o.id) FILTER (WHERE ${MISSED_ORDER_SQL})::int AS "missedOrder",
       count(o.id) FILTER (WHERE ${RED_BASKET_SQL})::int AS "redBasket"
     FROM warehouses w
     LEFT JOIN orders o ON o.franchise_id = $1 AND o.warehouse_id = w.id AND o.created_at >= $3 AND o.created_at < $4
     WHERE w.franchise_id = $1 AND w.city_id = $2
     GROUP BY w.id ORDER BY w.name, w.id`,
    [franchiseId, cityId, instant(start), instant(end)],
  );
  return rows.length === 0 ? null : rows;
}
