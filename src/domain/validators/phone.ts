// Mobile numbers (spec 5) in the national form the gateway stores: 10 digits, starting with 5.

/** Spec 9: phone country codes by country. */
export const PHONE_COUNTRY_CODES = Object.freeze({ US: '1', GB: '44', TR: '90' } as const);
export type PhoneCountry = keyof typeof PHONE_COUNTRY_CODES;

const MOBILE_PATTERN = /^5\d{9}$/;

/**
 * What a person types ("0 (532) 123-45-67", "+90 532 123 45 67") reduced to the national ten digits.
 * Only separators are removed: anything else stays, so a wrong character still fails the check.
 */
export function normalizeMobile(value: string): string {
  const compact = value.replace(/[\s\-().]/g, '');
  if (compact.startsWith('+90')) return compact.slice(3);
  if (compact.startsWith('0090')) return compact.slice(4);
  // A bare 90 or 0 is a prefix only when ten digits follow; a national number never starts with 9 or 0.
  if (/^90\d{10}$/.test(compact)) return compact.slice(2);
  if (/^0\d{10}$/.test(compact)) return compact.slice(1);
  return compact;
}

/** Spec 5: a mobile number is 5 followed by nine digits (prefixes and separators allowed). */
export const isValidMobile = (value: string): boolean => typeof value === 'string' && MOBILE_PATTERN.test(normalizeMobile(value));

/**
 * The national number rule per country code. TR is the spec's "5 + 9 digits"; the spec names no
 * rule for GB and US, so GB takes its mobile form (7 + 9 digits) and US any NANP number (area and
 * exchange codes not starting with 0 or 1).
 */
const NATIONAL_RULES: Readonly<Record<string, RegExp>> = {
  [PHONE_COUNTRY_CODES.TR]: MOBILE_PATTERN,
  [PHONE_COUNTRY_CODES.GB]: /^7\d{9}$/,
  [PHONE_COUNTRY_CODES.US]: /^[2-9]\d{2}[2-9]\d{6}$/,
};

export type InternationalPhoneCheck =
  | { kind: 'ok'; countryCode: string; number: string; value: string }
  /** No "+code" (or "00code") in front, or a code the spec does not list. */
  | { kind: 'country' }
  | { kind: 'number' };

/**
 * A number with its country code, as typed ("+90 (532) 123 45 67", "0044 7911 123456"), checked
 * against the country's rule. Stored as "+<code> <national number>": one string column, readable,
 * and the code is found again by the space.
 */
export function checkInternationalPhone(value: string): InternationalPhoneCheck {
  const compact = value.replace(/[\s\-().]/g, '').replace(/^00/, '+');
  if (!compact.startsWith('+')) return { kind: 'country' };
  // Country codes (1, 44, 90) are prefix-free, so at most one matches.
  const countryCode = Object.values(PHONE_COUNTRY_CODES).find((code) => compact.startsWith(`+${code}`));
  if (!countryCode) return { kind: 'country' };
  let number = compact.slice(1 + countryCode.length);
  // A trunk 0 typed after the code ("+90 0532…", "+44 07911…") is not part of the number.
  if (countryCode !== PHONE_COUNTRY_CODES.US && number.startsWith('0')) number = number.slice(1);
  if (!NATIONAL_RULES[countryCode].test(number)) return { kind: 'number' };
  return { kind: 'ok', countryCode, number, value: `+${countryCode} ${number}` };
}
