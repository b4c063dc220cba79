// Franchises as the layout reads them, the warehouses of one, and moving a session to another.
import type { Country, Timezone } from '../../src/domain/types';
import type { Queryable } from './db';
import { loadCountry } from './profiles';

/**
 * The SQL of a franchise's zone (its country's first: where its days and financial months are
 * counted), `franchiseParam` the placeholder of its id; null for a franchise without one.
 */
export const franchiseZoneSql = (franchiseParam: string) =>
  `(SELECT c.timezones->0->>'timezone' FROM franchises f JOIN countries c ON c.id = f.country_id WHERE f.id = ${franchiseParam})`;

/** The franchise's zone, UTC when its country names none. */
export async function franchiseZone(db: Queryable, franchiseId: string): Promise<string> {
  const { rows } = await db.query<{ zone: string | null }>(`SELECT ${franchiseZoneSql('$1')} AS zone`, [franchiseId]);
  return rows[0]?.zone ?? 'UTC';
}

export interface WarehouseSummary {
  _id: string;
  name: string;
  city: { _id: string; name: string };
  /** GeoJSON order: [longitude, latitude]. */
  location: { type: 'Point'; coordinates: [number, number] };
  domainTypes: number[];
}

export interface FranchiseDetail {
  _id: string;
  name: string;
  brand: { _id: string; name: string };
  country: Country;
  warehouses: WarehouseSummary[];
  createdAt: string;
}

export async function franchiseWarehouses(db: Queryable, franchiseId: string): Promise<WarehouseSummary[]> {
  const { rows } = await db.query<{
    id: string;
    name: string;
    city_id: string;
    city_name: string;
    latitude: number;
    longitude: number;
    domain_types: number[];
  }>(
    `SELECT w.id, w.name, w.city_id, c.name AS city_name, w.latitude, w.longitude, w.domain_types
     FROM warehouses w JOIN cities c ON c.id = w.city_id
     WHERE w.franchise_id = $1 ORDER BY w.name, w.id`,
    [franchiseId],
  );
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    city: { _id: row.city_id, name: row.city_name },
    location: { type: 'Point', coordinates: [row.longitude, row.latitude] },
    domainTypes: row.domain_types,
  }));
}

/** True when `franchiseId` is one of the user's franchises. */
export async function userHasFranchise(db: Queryable, userId: string, franchiseId: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM user_franchises WHERE user_id = $1 AND franchise_id = $2`, [
    userId,
    franchiseId,
  ]);
  return rows.length > 0;
}

/** A franchise of the user's list, or null (another franchise is not found, never shown). */
export async function loadUserFranchise(db: Queryable, userId: string, franchiseId: string): Promise<FranchiseDetail | null> {
  const { rows } = await db.query<{ id: string; name: string; brand_id: string; brand_name: string; country_id: string; created_at: Date }>(
    `SELECT f.id, f.name, f.brand_id, b.name AS brand_name, f.country_id, f.created_at
     FROM franchises f
     JOIN user_franchises uf ON uf.franchise_id = f.id AND uf.user_id = $1
     JOIN brands b ON b.id = f.brand_id
     WHERE f.id = $2`,
    [userId, franchiseId],
  );
  const row = rows[0];
  if (!row) return null;
  const [country, warehouses] = await Promise.all([loadCountry(db, row.country_id), franchiseWarehouses(db, row.id)]);
  return {
    _id: row.id,
    name: row.name,
    brand: { _id: row.brand_id, name: row.brand_name },
    country,
    warehouses,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The country of a franchise (for its time zones). */
export async function franchiseCountry(db: Queryable, franchiseId: string): Promise<Country | null> {
  const { rows } = await db.query<{ country_id: string }>(`SELECT country_id FROM franchises WHERE id = $1`, [franchiseId]);
  return rows[0] ? loadCountry(db, rows[0].country_id) : null;
}

/** Moves the session, and the franchise the user's next sessions start in, to `franchiseId`. */
export async function switchFranchise(
  db: Queryable,
  change: { userId: string; sessionId: string; franchiseId: string; timezone: Timezone | null; now: Date },
): Promise<void> {
  await db.query(`UPDATE sessions SET franchise_id = $3 WHERE id = $1 AND user_id = $2`, [
    change.sessionId,
    change.userId,
    change.franchiseId,
  ]);
  await db.query(
    `UPDATE users SET franchise_id = $2, timezone = COALESCE($3::jsonb, timezone), updated_at = $4 WHERE id = $1`,
    [change.userId, change.franchiseId, change.timezone ? JSON.stringify(change.timezone) : null, change.now],
  );
}
