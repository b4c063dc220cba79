// The countries of the reference gateway, written once: the seed stores them, POST
// /geonaming/countries/filter serves them, and the candidate form takes its phone codes from that
// call. (Apart from countries.ts so the panel's first load does not carry the list.)
import { PHONE_COUNTRY_CODES } from './validators/phone';

export interface KnownCountry {
  alpha2: string;
  name: string;
  /** ISO 4217. */
  currency: string;
  /** Without "+": the spec's phone codes (validators/phone.ts). */
  phoneCode: string;
  /** IANA names; the first is the country's default. */
  timezones: readonly string[];
}

/** TR and GB hold the demo franchises; US is here because the spec lists its phone code. */
export const KNOWN_COUNTRIES: readonly KnownCountry[] = [
  { alpha2: 'TR', name: 'Türkiye', currency: 'TRY', phoneCode: PHONE_COUNTRY_CODES.TR, timezones: ['Europe/Istanbul'] },
  { alpha2: 'GB', name: 'United Kingdom', currency: 'GBP', phoneCode: PHONE_COUNTRY_CODES.GB, timezones: ['Europe/London'] },
  {
    alpha2: 'US',
    name: 'United States',
    currency: 'USD',
    phoneCode: PHONE_COUNTRY_CODES.US,
    timezones: ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'],
  },
];
