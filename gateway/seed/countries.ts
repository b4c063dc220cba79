// Seed step: the known countries without a demo franchise (src/domain/knownCountries.ts), so
// POST /geonaming/countries/filter answers every phone code the spec lists. Last, so the ids of
// everything seeded before stay what they were.
import type { SeedContext } from './context';
import { OTHER_COUNTRIES } from './places';

export async function seedOtherCountries(ctx: SeedContext): Promise<void> {
  const { tx, random, ids } = ctx;
  for (const country of OTHER_COUNTRIES) {
    const id = random.id();
    ids.countries[country.alpha2] = id;
    await tx.query(
      `INSERT INTO countries (id, alpha2, name, currency_code, phone_code, timezones) VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, country.alpha2, country.name, country.currency, country.phoneCode, JSON.stringify(country.timezones.map((timezone) => ({ timezone, id: random.id() })))],
    );
  }
}
