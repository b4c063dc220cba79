// GB franchises (London) hire with a National Insurance number, not a T.C. kimlik no: the one
// national id check takes the franchise's country (issue 11).
import { describe, expect, it } from 'vitest';
import { checkNationalId, isValidNationalInsuranceNumber, nationalIdInputHints } from '../../src/domain/validators/nationalId';

describe('a National Insurance number', () => {
  it('is two prefix letters, six digits and a suffix A-D, spaces and case aside', () => {
    expect(isValidNationalInsuranceNumber('JG103759A')).toBe(true);
    // HMRC's own example prefix QQ is never issued (Q is never first)
    expect(isValidNationalInsuranceNumber('QQ123456C')).toBe(false);
    expect(isValidNationalInsuranceNumber('jg 10 37 59 a')).toBe(true);
    for (const suffix of 'ABCD') expect(isValidNationalInsuranceNumber(`AB123456${suffix}`), suffix).toBe(true);
    expect(isValidNationalInsuranceNumber('AB123456E')).toBe(false);
    expect(isValidNationalInsuranceNumber('AB12345C')).toBe(false);
    expect(isValidNationalInsuranceNumber('AB1234567C')).toBe(false);
    expect(isValidNationalInsuranceNumber('A1123456C')).toBe(false);
  });

  it('never starts with D, F, I, Q, U or V', () => {
    for (const first of 'DFIQUV') expect(isValidNationalInsuranceNumber(`${first}A123456A`), first).toBe(false);
    for (const first of 'ABCEGHJKLMNOPRSTWXYZ') expect(isValidNationalInsuranceNumber(`${first}A123456A`), first).toBe(true);
  });

  it('never has D, F, I, O, Q, U or V second', () => {
    for (const second of 'DFIOQUV') expect(isValidNationalInsuranceNumber(`A${second}123456A`), second).toBe(false);
    expect(isValidNationalInsuranceNumber('AZ123456A')).toBe(true);
  });

  it('never uses the prefixes BG, GB, KN, NK, NT, TN or ZZ', () => {
    for (const prefix of ['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']) expect(isValidNationalInsuranceNumber(`${prefix}123456A`), prefix).toBe(false);
    expect(isValidNationalInsuranceNumber('BH123456A')).toBe(true);
  });
});

describe('the national id by country', () => {
  it('TR: the 11-digit number with its check digits, stored trimmed', () => {
    expect(checkNationalId(' 10000000146 ', 'TR')).toBe('10000000146');
    expect(checkNationalId('12345678951', 'TR')).toBeNull();
    expect(checkNationalId('JG103759A', 'tr')).toBeNull();
  });

  it('GB: a National Insurance number, stored compact and upper case', () => {
    expect(checkNationalId('jg 10 37 59 a', 'GB')).toBe('JG103759A');
    expect(checkNationalId('10000000146', 'GB')).toBeNull();
  });

  it('another country: 5-20 letters and digits', () => {
    expect(checkNationalId('x1234', 'US')).toBe('X1234');
    expect(checkNationalId('X123', 'US')).toBeNull();
    expect(checkNationalId('X'.repeat(21), 'US')).toBeNull();
  });

  it('no known country: the spec’s TR rule', () => {
    expect(checkNationalId('10000000146', null)).toBe('10000000146');
    expect(checkNationalId('JG103759A', undefined)).toBeNull();
  });
});

describe('the national id input', () => {
  it('takes 11 digits in TR, a spaced NI number in GB, up to 20 characters (spaced) elsewhere', () => {
    expect(nationalIdInputHints('TR')).toEqual({ inputMode: 'numeric', maxLength: 11 });
    expect(nationalIdInputHints('GB')).toEqual({ inputMode: 'text', maxLength: 'AB 12 34 56 C'.length });
    expect(nationalIdInputHints('US').maxLength).toBeGreaterThanOrEqual(20);
  });
});
