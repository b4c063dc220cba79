// The user and country a sign-in, /auth/me and later the panel's profile read: the wire shapes of
// src/domain/types.ts, assembled from the user, its roles, franchises and the current franchise.
import { EMPLOYEE_FLAG } from '../../src/domain/brand';
import type { Country, FranchiseSummary, RolePermission, User, UserRole } from '../../src/domain/types';
import type { Queryable } from './db';
import type { UserRow } from './users';

interface FranchiseRow {
  id: string;
  name: string;
  alpha2: string;
  country_id: string;
}

interface CountryRow {
  id: string;
  alpha2: string;
  currency_code: string;
  phone_code: string;
  timezones: { timezone: string; id: string }[];
}

const summary = (row: FranchiseRow): FranchiseSummary => ({ _id: row.id, name: row.name, countryCode: row.alpha2 });

export async function loadUserRoles(db: Queryable, userId: string): Promise<UserRole[]> {
  const { rows } = await db.query<{ role_key: string; permissions: string[] }>(
    `SELECT role_key, permissions FROM user_roles WHERE user_id = $1 ORDER BY role_key`,
    [userId],
  );
  return rows.map((row) => ({ role: { key: row.role_key }, permissions: row.permissions as RolePermission[] }));
}

const countryOf = (row: CountryRow): Country => ({
  _id: row.id,
  code: { alpha2: row.alpha2 },
  currency: { code: { alpha: row.currency_code } },
  timezones: row.timezones,
  countryCode: row.phone_code,
});

export async function loadCountry(db: Queryable, countryId: string): Promise<Country> {
  const { rows } = await db.query<CountryRow>(
    `SELECT id, alpha2, currency_code, phone_code, timezones FROM countries WHERE id = $1`,
    [countryId],
  );
  const row = rows[0];
  if (!row) throw new Error(`country ${countryId} is missing`);
  return countryOf(row);
}

/** Every country (POST /geonaming/countries/filter), or those of `alpha2`, by alpha-2 code. Countries are shared reference data: no franchise owns one. */
export async function listCountries(db: Queryable, alpha2: readonly string[] | null): Promise<Country[]> {
  const { rows } = await db.query<CountryRow>(
    `SELECT id, alpha2, currency_code, phone_code, timezones FROM countries WHERE $1::text[] IS NULL OR alpha2 = ANY($1::text[]) ORDER BY alpha2`,
    [alpha2],
  );
  return rows.map(countryOf);
}

/** The profile of `user` working in `franchiseId` (the session's franchise). */
export async function loadProfile(
  db: Queryable,
  user: UserRow,
  franchiseId: string,
): Promise<{ user: User; country: Country }> {
  const franchiseQuery = `SELECT f.id, f.name, c.alpha2, f.country_id
    FROM franchises f JOIN countries c ON c.id = f.country_id`;
  const [roles, allowed, current, stats] = await Promise.all([
    loadUserRoles(db, user.id),
    db.query<FranchiseRow>(
      `${franchiseQuery} JOIN user_franchises uf ON uf.franchise_id = f.id WHERE uf.user_id = $1 ORDER BY f.name`,
      [user.id],
    ),
    db.query<FranchiseRow>(`${franchiseQuery} WHERE f.id = $1`, [franchiseId]),
    db.query<{ warehouses: number; cities: number; domain_types: number[] }>(
      `SELECT count(*)::int AS warehouses, count(DISTINCT city_id)::int AS cities,
         ARRAY(SELECT DISTINCT unnest(domain_types) FROM warehouses WHERE franchise_id = $1 ORDER BY 1) AS domain_types
       FROM warehouses WHERE franchise_id = $1`,
      [franchiseId],
    ),
  ]);
  const franchise = current.rows[0];
  if (!franchise) throw new Error(`franchise ${franchiseId} is missing`);
  const counts = stats.rows[0];
  return {
    user: {
      _id: user.id,
      name: user.name,
      email: user.email,
      username: user.username,
      [EMPLOYEE_FLAG]: user.is_company_employee,
      forcePasswordChange: user.force_password_change,
      roles,
      isOwner: user.is_owner,
      warehouseCount: counts.warehouses,
      cityCount: counts.cities,
      domainTypes: counts.domain_types,
      franchise: summary(franchise),
      franchises: allowed.rows.map(summary),
    },
    country: await loadCountry(db, franchise.country_id),
  };
}
