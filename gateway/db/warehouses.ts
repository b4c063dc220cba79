// Warehouses (the franchises' stores): whether one is a franchise's, and every store as the demo
// simulator runs it. The layout's list of a franchise's stores is franchises.ts's.
import type { LatLon } from '../orders/replies';
import type { Queryable } from './db';

/** True when the store is the franchise's (another franchise's store is not found, never shown). */
export async function isFranchiseWarehouse(db: Queryable, franchiseId: string, warehouseId: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM warehouses WHERE id = $1 AND franchise_id = $2`, [warehouseId, franchiseId]);
  return rows.length > 0;
}

export interface SimStore {
  id: string;
  franchiseId: string;
  location: LatLon;
  domainTypes: number[];
  country: 'TR' | 'GB';
  currency: 'TRY' | 'GBP';
}

/** Every store of every franchise whose country the simulator knows (TR, GB). */
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
