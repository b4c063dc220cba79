// Countries, cities and warehouse districts of the demo data. Istanbul districts sit around the
// spec's default map centre (41.02111, 29.004115); London ones around the City.
import { KNOWN_COUNTRIES, type KnownCountry } from '../../src/domain/knownCountries';

export interface CountrySeed {
  alpha2: string;
  name: string;
  currency: string;
  phoneCode: string;
  timezone: string;
}

const seedOf = (country: KnownCountry): CountrySeed => ({
  alpha2: country.alpha2,
  name: country.name,
  currency: country.currency,
  phoneCode: country.phoneCode,
  timezone: country.timezones[0],
});

/** The countries of the demo franchises (seeded first, in this order: the ids after them depend on it). */
export const COUNTRIES: readonly CountrySeed[] = ['TR', 'GB'].map((alpha2) => seedOf(KNOWN_COUNTRIES.find((country) => country.alpha2 === alpha2)!));

/** The other known countries, seeded by a late step (so the demo data's ids stay as they were). */
export const OTHER_COUNTRIES: readonly KnownCountry[] = KNOWN_COUNTRIES.filter((country) => !COUNTRIES.some((seeded) => seeded.alpha2 === country.alpha2));

export interface District {
  name: string;
  latitude: number;
  longitude: number;
}

export const ISTANBUL = { name: 'İstanbul', latitude: 41.02111, longitude: 29.004115 } as const;
export const LONDON = { name: 'London', latitude: 51.5072, longitude: -0.1276 } as const;

export const ISTANBUL_DISTRICTS: readonly District[] = [
  { name: 'Kadıköy', latitude: 40.9903, longitude: 29.0297 },
  { name: 'Üsküdar', latitude: 41.0226, longitude: 29.0153 },
  { name: 'Beşiktaş', latitude: 41.0428, longitude: 29.0075 },
  { name: 'Şişli', latitude: 41.0602, longitude: 28.9877 },
  { name: 'Ataşehir', latitude: 40.9923, longitude: 29.1244 },
  { name: 'Maltepe', latitude: 40.9357, longitude: 29.1307 },
  { name: 'Beyoğlu', latitude: 41.0369, longitude: 28.9774 },
  { name: 'Bakırköy', latitude: 40.9819, longitude: 28.8772 },
  { name: 'Sarıyer', latitude: 41.1664, longitude: 29.0503 },
  { name: 'Kağıthane', latitude: 41.0819, longitude: 28.9722 },
  { name: 'Ümraniye', latitude: 41.0165, longitude: 29.1248 },
  { name: 'Fatih', latitude: 41.0186, longitude: 28.9397 },
];

export const LONDON_DISTRICTS: readonly District[] = [
  { name: 'Camden', latitude: 51.539, longitude: -0.1426 },
  { name: 'Islington', latitude: 51.5465, longitude: -0.1058 },
  { name: 'Hackney', latitude: 51.545, longitude: -0.0553 },
  { name: 'Southwark', latitude: 51.5035, longitude: -0.0804 },
  { name: 'Lambeth', latitude: 51.4571, longitude: -0.1231 },
  { name: 'Westminster', latitude: 51.4975, longitude: -0.1357 },
];
