// Turkish national identity number (TC kimlik no, spec 5): 11 digits, the first not 0, and two
// check digits computed from the digits before them.

/** The 10th and 11th digits that follow the first nine. */
export function nationalIdCheckDigits(firstNine: string): string {
  if (!/^[1-9]\d{8}$/.test(firstNine)) throw new RangeError('nine digits, the first not 0, are needed');
  const digits = [...firstNine].map(Number);
  // Positions 1, 3, 5, 7, 9 are indexes 0, 2, 4, 6, 8.
  const odd = digits[0] + digits[2] + digits[4] + digits[6] + digits[8];
  const even = digits[1] + digits[3] + digits[5] + digits[7];
  // The difference can be negative; JavaScript's % keeps the sign, so bring it back into 0..9.
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (odd + even + tenth) % 10;
  return `${tenth}${eleventh}`;
}

export function isValidNationalId(value: string): boolean {
  if (typeof value !== 'string') return false;
  const id = value.trim();
  if (!/^[1-9]\d{10}$/.test(id)) return false;
  // Always true of a correct 11th digit, but the spec names it and it rejects most typos cheaply.
  if (Number(id[10]) % 2 !== 0) return false;
  return nationalIdCheckDigits(id.slice(0, 9)) === id.slice(9);
}

// GB: a National Insurance number (HMRC): two prefix letters, six digits, a suffix A-D. The first
// letter is never D, F, I, Q, U or V; the second never D, F, I, O, Q, U or V; and some pairs are
// never issued. Typed with spaces ("AB 12 34 56 C"), stored compact and upper case.
const NI_FIRST = /^[A-CEGHJ-PR-TW-Z]$/;
const NI_SECOND = /^[A-CEGHJ-NPR-TW-Z]$/;
const NI_UNUSED_PREFIXES: ReadonlySet<string> = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);

/** A National Insurance number without its spaces, upper case. */
export const compactNationalInsuranceNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export function isValidNationalInsuranceNumber(value: string): boolean {
  if (typeof value !== 'string') return false;
  const ni = compactNationalInsuranceNumber(value);
  if (!/^[A-Z]{2}\d{6}[A-D]$/.test(ni)) return false;
  return NI_FIRST.test(ni[0]) && NI_SECOND.test(ni[1]) && !NI_UNUSED_PREFIXES.has(ni.slice(0, 2));
}

/** Countries without a rule of their own: an identity number of 5-20 letters and digits. */
const OTHER_NATIONAL_ID = /^[A-Z0-9]{5,20}$/;

/**
 * The one national id check, by the country the franchise works in (alpha-2; the session's in
 * the panel, the caller's franchise's in the gateway): TR the 11-digit T.C. kimlik no with its
 * check digits, GB a National Insurance number, any other country 5-20 letters and digits.
 * No country known means TR, the spec's own rule. Gives the value to store, or null.
 */
export function checkNationalId(value: string, country: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const code = (country ?? 'TR').toUpperCase();
  if (code === 'TR') return isValidNationalId(value) ? value.trim() : null;
  const compact = compactNationalInsuranceNumber(value);
  if (code === 'GB') return isValidNationalInsuranceNumber(compact) ? compact : null;
  return OTHER_NATIONAL_ID.test(compact) ? compact : null;
}

/** How the national id input helps typing in a country: TR 11 digits; GB "AB 12 34 56 C"; others up to 20 (spaced). */
export function nationalIdInputHints(country: string | null | undefined): { inputMode: 'numeric' | 'text'; maxLength: number } {
  const code = (country ?? 'TR').toUpperCase();
  if (code === 'TR') return { inputMode: 'numeric', maxLength: 11 };
  return { inputMode: 'text', maxLength: code === 'GB' ? 13 : 30 };
}
