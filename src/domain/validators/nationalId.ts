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
