import { describe, expect, it } from 'vitest';
import { IBAN_LENGTHS, cleanIban, formatIban, ibanCheckDigits, isValidIban } from '../../src/domain/validators';

/** The ISO 7064 check digits worked out independently of the code under test, with BigInt. */
function referenceCheckDigits(country: string, bban: string): string {
  const numeric = [...`${bban}${country}00`].map((char) => parseInt(char, 36)).join('');
  return String(98n - (BigInt(numeric) % 97n)).padStart(2, '0');
}

// Published examples (SWIFT IBAN registry and national bank documentation).
const published = [
  'GB82 WEST 1234 5698 7654 32',
  'DE89 3704 0044 0532 0130 00',
  'TR33 0006 1005 1978 6457 8413 26',
  'FR14 2004 1010 0505 0001 3M02 606',
  'NL91 ABNA 0417 1643 00',
  'BE68 5390 0754 7034',
  'NO93 8601 1117 947',
  'CH93 0076 2011 6238 5295 7',
  'AT61 1904 3002 3457 3201',
  'ES91 2100 0418 4502 0005 1332',
  'IT60 X054 2811 1010 0000 0123 456',
  'PL61 1090 1014 0000 0712 1981 2874',
  'SE45 5000 0000 0583 9825 7466',
  'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
];

describe('IBAN validation', () => {
  it.each(published)('accepts the published example %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it('accepts a Turkish IBAN whose check digits the test computes from a bank code and account', () => {
    const bban = `00010${'0'}0000000012345678`; // bank code, reserve digit, 16-digit account
    const iban = `TR${referenceCheckDigits('TR', bban)}${bban}`;
    expect(iban).toHaveLength(26);
    expect(isValidIban(iban)).toBe(true);
    expect(ibanCheckDigits('TR', bban)).toBe(referenceCheckDigits('TR', bban));
  });

  it('computes the same check digits as the published examples carry', () => {
    for (const example of published) {
      const iban = cleanIban(example);
      expect(ibanCheckDigits(iban.slice(0, 2), iban.slice(4)), example).toBe(iban.slice(2, 4));
    }
  });

  it('accepts lower case and any spacing', () => {
    expect(isValidIban('gb82west12345698765432')).toBe(true);
    expect(isValidIban('  GB82WEST 12345698765432 ')).toBe(true);
  });

  it.each([
    ['a changed digit', 'GB82 WEST 1234 5698 7654 33'],
    ['two swapped digits', 'GB82 WEST 1234 5698 7654 23'],
    ['wrong check digits', 'DE88 3704 0044 0532 0130 00'],
    ['a missing character', 'TR33 0006 1005 1978 6457 8413 2'],
    ['an extra character', 'DE89 3704 0044 0532 0130 000'],
    ['an unknown country', 'XX82 WEST 1234 5698 7654 32'],
    ['letters as check digits', 'GBAB WEST 1234 5698 7654 32'],
    ['punctuation', 'GB82-WEST-1234-5698-7654-32'],
    ['nothing', ''],
  ])('refuses %s', (_what, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('refuses a correct mod-97 number in a country of another length', () => {
    // Valid check digits for a 22-character Turkish IBAN, but Turkey's are 26 long.
    const bban = '000610051978645784';
    expect(isValidIban(`TR${referenceCheckDigits('TR', bban)}${bban}`)).toBe(false);
  });

  it('knows the length of every SEPA country and of Turkey', () => {
    const sepa = [
      'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT',
      'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'CH', 'MC', 'SM', 'VA', 'AD', 'GB', 'AL', 'MD',
      'ME', 'MK', 'RS',
    ];
    for (const country of sepa) expect(IBAN_LENGTHS[country], country).toBeGreaterThanOrEqual(15);
    expect(IBAN_LENGTHS).toMatchObject({ TR: 26, GB: 22, DE: 22, FR: 27, NL: 18, NO: 15, BE: 16, MT: 31, RU: 33 });
  });

  it('prints an IBAN in groups of four', () => {
    expect(formatIban('tr330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});
