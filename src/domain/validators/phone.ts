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
