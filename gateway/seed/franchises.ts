// Seed step: countries, the brand, cities, the three franchises and their warehouses.
import { BRAND_NAME } from '../../src/domain/brand';
import type { SeedContext } from './context';
import { COUNTRIES, ISTANBUL, ISTANBUL_DISTRICTS, LONDON, LONDON_DISTRICTS, type District } from './places';

// order types a warehouse serves (spec section 9): 1 product, 3 market, 4 water
const DOMAIN_TYPE_MIXES: readonly number[][] = [[1], [1, 3], [1, 3, 4], [3]];

export async function seedFranchises(ctx: SeedContext): Promise<void> {
  const { tx, random, ids } = ctx;
  for (const country of COUNTRIES) {
    const id = random.id();
    ids.countries[country.alpha2] = id;
    await tx.query(
      `INSERT INTO countries (id, alpha2, name, currency_code, phone_code, timezones) VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, country.alpha2, country.name, country.currency, country.phoneCode,
        JSON.stringify([{ timezone: country.timezone, id: random.id() }])],
    );
  }

  ids.brand = random.id();
  await tx.query(`INSERT INTO brands (id, name) VALUES ($1, $2)`, [ids.brand, BRAND_NAME]);

  const istanbul = await insertCity(ctx, 'TR', ISTANBUL);
  const london = await insertCity(ctx, 'GB', LONDON);

  // The two Istanbul franchises share the city; each takes its own districts.
  const districts = shuffled(ctx, ISTANBUL_DISTRICTS);
  const perTrFranchise = 3 * ctx.size;
  await insertFranchise(ctx, 'tr1', FRANCHISE_COUNTRY.tr1, 'Anadolu Yakası Franchise', istanbul, districts, perTrFranchise, 0);
  await insertFranchise(ctx, 'tr2', FRANCHISE_COUNTRY.tr2, 'Avrupa Yakası Franchise', istanbul, districts, perTrFranchise, perTrFranchise);
  await insertFranchise(ctx, 'gb', FRANCHISE_COUNTRY.gb, 'Thames Quick Ltd', london, shuffled(ctx, LONDON_DISTRICTS), 2 * ctx.size, 0);
}

async function insertCity(ctx: SeedContext, alpha2: string, city: District): Promise<string> {
  const id = ctx.random.id();
  ctx.ids.cities[city.name] = id;
  await ctx.tx.query(`INSERT INTO cities (id, country_id, name, latitude, longitude) VALUES ($1, $2, $3, $4, $5)`, [
    id,
    ctx.ids.countries[alpha2],
    city.name,
    city.latitude,
    city.longitude,
  ]);
  return id;
}

/** Each demo franchise's country (alpha-2), for the steps that seed by country (stock's catalogue). */
export const FRANCHISE_COUNTRY = { tr1: 'TR', tr2: 'TR', gb: 'GB' } as const;

async function insertFranchise(
  ctx: SeedContext,
  slot: 'tr1' | 'tr2' | 'gb',
  alpha2: string,
  name: string,
  cityId: string,
  districts: readonly District[],
  warehouseCount: number,
  firstDistrict: number,
): Promise<void> {
  const { tx, random, ids } = ctx;
  const id = random.id();
  ids.franchises[slot] = id;
  ids.warehouses[slot] = [];
  await tx.query(`INSERT INTO franchises (id, brand_id, country_id, name) VALUES ($1, $2, $3, $4)`, [
    id,
    ids.brand,
    ids.countries[alpha2],
    name,
  ]);
  for (let n = 0; n < warehouseCount; n++) {
    const index = firstDistrict + n;
    const district = districts[index % districts.length];
    const round = Math.floor(index / districts.length);
    const warehouseId = random.id();
    ids.warehouses[slot].push(warehouseId);
    await tx.query(
      `INSERT INTO warehouses (id, franchise_id, city_id, name, latitude, longitude, domain_types)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        warehouseId,
        id,
        cityId,
        round === 0 ? district.name : `${district.name} ${round + 1}`,
        round6(district.latitude + random.between(-0.008, 0.008)),
        round6(district.longitude + random.between(-0.008, 0.008)),
        random.pick(DOMAIN_TYPE_MIXES),
      ],
    );
  }
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function shuffled<T>(ctx: SeedContext, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = ctx.random.int(0, i);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
