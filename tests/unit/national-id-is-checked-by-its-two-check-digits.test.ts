import { describe, expect, it } from 'vitest';
import { isValidNationalId, nationalIdCheckDigits } from '../../src/domain/validators';

/** The spec's rule written out here, independently of the code under test. */
function completeId(firstNine: string): string {
  const d = [...firstNine].map(Number);
  let oddSum = 0;
  let evenSum = 0;
  for (let position = 1; position <= 9; position += 1) {
    if (position % 2 === 1) oddSum += d[position - 1];
    else evenSum += d[position - 1];
  }
  const tenth = (((oddSum * 7 - evenSum) % 10) + 10) % 10;
  const eleventh = [...d, tenth].reduce((sum, digit) => sum + digit, 0) % 10;
  return `${firstNine}${tenth}${eleventh}`;
}

/** Deterministic nine-digit prefixes (no randomness, so a failure reproduces). */
const prefixes = Array.from({ length: 40 }, (_, index) => String(100000000 + ((index * 7919 * 104729) % 899999999)));

describe('the Turkish national id', () => {
  it('accepts a widely published valid number', () => {
    expect(isValidNationalId('10000000146')).toBe(true);
  });

  it('accepts ids completed with the spec checksum, including ones with a negative 10th-digit difference', () => {
    // Worked by hand: odd positions sum 5, even 36; 5 * 7 - 36 = -1, so the 10th digit is 9;
    // the first ten sum to 50, so the 11th is 0.
    expect(completeId('191919191')).toBe('19191919190');
    for (const prefix of [...prefixes, '191919191', '909090909', '123456789']) {
      const id = completeId(prefix);
      expect(isValidNationalId(id), id).toBe(true);
      expect(nationalIdCheckDigits(prefix)).toBe(id.slice(9));
    }
  });

  it('catches every single-digit typo', () => {
    const id = completeId('123456789');
    for (let position = 0; position < 11; position += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        if (String(digit) === id[position]) continue;
        const typo = `${id.slice(0, position)}${digit}${id.slice(position + 1)}`;
        expect(isValidNationalId(typo), typo).toBe(false);
      }
    }
  });

  it('always ends in an even digit when the checksums hold', () => {
    for (const prefix of prefixes) expect(Number(completeId(prefix)[10]) % 2).toBe(0);
  });

  it.each([
    ['a leading zero', '01234567890'],
    ['ten digits', '1000000014'],
    ['twelve digits', '100000001460'],
    ['letters', '1000000014a'],
    ['an odd last digit', '10000000147'],
    ['nothing', ''],
  ])('refuses %s', (_what, id) => {
    expect(isValidNationalId(id)).toBe(false);
  });

  it('ignores surrounding spaces', () => {
    expect(isValidNationalId(' 10000000146 ')).toBe(true);
  });
});
