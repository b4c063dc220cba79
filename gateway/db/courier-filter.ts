// POST /courier/filter over the couriers table: the live state of the franchise's couriers
// (status, availability, location) filtered by store, order type, activation, log-in and status.
import { point, type GeoPoint } from '../orders/replies';
import { Params } from './sql';
import type { Timestamp } from '../orders/replies';
import type { Queryable } from './db';
import { queryJsonRows } from './json-rows';

export interface CourierFilter {
  warehouseIds?: string[];
  domainTypes?: number[];
  isActivated?: boolean;
  isLoggedIn?: boolean;
  status?: number | number[];
  limit: number;
  offset: number;
}

export interface CourierRecord {
  _id: string;
  name: string;
  phone: string;
  status: number;
  statusUpdatedAt: string | null;
  availability: number;
  vehicleType: number;
  isActivated: boolean;
  isLoggedIn: boolean;
  domainTypes: number[];
  /** The store's id, or the store itself with populate: ['warehouse']. */
  warehouse: string | { _id: string; name: string; location: GeoPoint };
  location: (GeoPoint & { updatedAt: string | null }) | null;
}

/** The fields a caller may ask for with `fields` (`_id` always comes). */
export const COURIER_FIELDS = [
  'name', 'phone', 'status', 'statusUpdatedAt', 'availability', 'vehicleType', 'isActivated', 'isLoggedIn', 'domainTypes',
  'warehouse', 'location',
] as const satisfies readonly (keyof CourierRecord)[];

interface CourierRow {
  id: string;
  name: string;
  phone: string;
  status: number;
  status_updated_at: Timestamp | null;
  availability: number;
  vehicle_type: number;
  is_active: boolean;
  is_logged_in: boolean;
  domain_types: number[];
  warehouse_id: string;
  warehouse_name: string;
  warehouse_latitude: number;
  warehouse_longitude: number;
  latitude: number | null;
  longitude: number | null;
  location_updated_at: Timestamp | null;
}

export async function filterCouriers(
  db: Queryable,
  franchiseId: string,
  filter: CourierFilter,
  populateWarehouse: boolean,
): Promise<{ couriers: CourierRecord[]; total: number }> {
  const params = new Params();
  const conditions = [`c.franchise_id = ${params.add(franchiseId)}`];
  if (filter.warehouseIds) conditions.push(`c.warehouse_id = ANY(${params.add(filter.warehouseIds)}::text[])`);
  // a courier serving any of the asked order types
  if (filter.domainTypes) conditions.push(`c.domain_types && ${params.add(filter.domainTypes)}::int[]`);
  if (filter.isActivated !== undefined) conditions.push(`c.is_active = ${params.add(filter.isActivated)}`);
  if (filter.isLoggedIn !== undefined) conditions.push(`c.is_logged_in = ${params.add(filter.isLoggedIn)}`);
  if (filter.status !== undefined) {
    const statuses = Array.isArray(filter.status) ? filter.status : [filter.status];
    conditions.push(`c.status = ANY(${params.add(statuses)}::int[])`);
  }
  const where = conditions.join(' AND ');
  const countParams = [...params.values];
  const [rows, count] = await Promise.all([
    queryJsonRows<CourierRow>(
      db,
      `SELECT c.id, c.name, c.phone, c.status, c.status_updated_at, c.availability, c.vehicle_type, c.is_active, c.is_logged_in,
         c.domain_types, c.warehouse_id, w.name AS warehouse_name, w.latitude AS warehouse_latitude,
         w.longitude AS warehouse_longitude, c.latitude, c.longitude, c.location_updated_at
       FROM couriers c JOIN warehouses w ON w.id = c.warehouse_id
       WHERE ${where} ORDER BY c.name, c.id LIMIT ${params.add(filter.limit)} OFFSET ${params.add(filter.offset)}`,
      params.values,
      'r.name, r.id',
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM couriers c WHERE ${where}`, countParams),
  ]);
  const couriers = rows.map((row): CourierRecord => ({
    _id: row.id,
    name: row.name,
    phone: row.phone,
    status: row.status,
    statusUpdatedAt: row.status_updated_at && new Date(row.status_updated_at).toISOString(),
    availability: row.availability,
    vehicleType: row.vehicle_type,
    isActivated: row.is_active,
    isLoggedIn: row.is_logged_in,
    domainTypes: row.domain_types,
    warehouse: populateWarehouse
      ? { _id: row.warehouse_id, name: row.warehouse_name, location: point(row.warehouse_latitude, row.warehouse_longitude) }
      : row.warehouse_id,
    location:
      row.latitude === null || row.longitude === null
        ? null
        : { ...point(row.latitude, row.longitude), updatedAt: row.location_updated_at && new Date(row.location_updated_at).toISOString() },
  }));
  return { couriers, total: count.rows[0].total };
}
