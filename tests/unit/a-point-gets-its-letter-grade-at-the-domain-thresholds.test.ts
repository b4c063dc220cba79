import { describe, expect, it } from 'vitest';
import { gradeBand, isLetterGrade, LETTER_GRADES, letterGrade } from '../../src/domain/grades';

describe('letter grades', () => {
  it('give each point its letter at the thresholds, the lowest point of a letter included', () => {
    const at = [100, 95, 94.99, 90, 89.9, 85, 84, 80, 79.5, 75, 74, 70, 69, 65, 64, 60, 59.99, 0];
    expect(at.map(letterGrade)).toEqual(['A+', 'A+', 'A', 'A', 'B+', 'B+', 'B', 'B', 'C+', 'C+', 'C', 'C', 'D+', 'D+', 'D', 'D', 'F', 'F']);
  });

  it('give no letter to what is not a point', () => {
    for (const value of [undefined, null, '90', Number.NaN, Number.POSITIVE_INFINITY]) expect(letterGrade(value)).toBeUndefined();
  });

  it('know the letters and put each in a band', () => {
    expect(LETTER_GRADES.filter(isLetterGrade)).toHaveLength(9);
    expect(isLetterGrade('E')).toBe(false);
    expect(LETTER_GRADES.map(gradeBand)).toEqual(['good', 'good', 'fair', 'fair', 'watch', 'watch', 'poor', 'poor', 'poor']);
  });
});
