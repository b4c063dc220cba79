// IBAN check (spec 5): the country's length from the SWIFT IBAN registry, then ISO 7064 mod 97-10.

/**
 * IBAN length per country (SWIFT IBAN registry): every SEPA country plus the other registered ones.
 * French and British overseas territories use the FR and GB prefixes, so they need no row.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = Object.freeze({
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22,
  IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20,
  LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28, NL: 18,
  NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31,
  SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29,
  VA: 22, VG: 24, XK: 20,
});

/** Spaces removed and upper-cased: how an IBAN is stored and checked. */
export const cleanIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * Remainder of the number written by `text` (digits and letters, A=10..Z=35) divided by 97, one
 * character at a time so the running value never exceeds what a double holds exactly.
 */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const code = parseInt(char, 36);
    remainder = (remainder * (code < 10 ? 10 : 100) + code) % 97;
  }
  return remainder;
}

/** True for a well-formed IBAN of a registered country whose check digits are right. */
export function isValidIban(value: string): boolean {
  if (typeof value !== 'string') return false;
  const iban = cleanIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  // Move country and check digits to the end: a valid IBAN then leaves remainder 1.
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** The two check digits for a country and account number (used by the demo-data generator). */
export function ibanCheckDigits(countryCode: string, bban: string): string {
  const check = 98 - mod97(cleanIban(bban) + countryCode.toUpperCase() + '00');
  return String(check).padStart(2, '0');
}

/** Printed form: groups of four, e.g. "TR33 0006 1005 ...". */
export const formatIban = (value: string): string => cleanIban(value).replace(/(.{4})(?=.)/g, '$1 ');
