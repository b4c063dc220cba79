// Letter grades of the performance scores (DYS and its parts): the known letters, and our
// thresholds on a 0-100 point (../../../shared/design/DOMAIN.md, "Cross-cutting"). One rule for
// the panel, which draws a point as its letter, and the gateway, which grades its summaries.

/** The letters, best first. */
export const LETTER_GRADES = ['A+', 'A', 'B+', 'B', 'C+', 'C', 'D+', 'D', 'F'] as const;
export type LetterGrade = (typeof LETTER_GRADES)[number];

/** The lowest point of each letter but F, best first. */
const LOWEST_POINT: Readonly<Record<Exclude<LetterGrade, 'F'>, number>> = { 'A+': 95, A: 90, 'B+': 85, B: 80, 'C+': 75, C: 70, 'D+': 65, D: 60 };

export const isLetterGrade = (value: unknown): value is LetterGrade => (LETTER_GRADES as readonly unknown[]).includes(value);

/** A point's letter; undefined for what is not a point (no score yet). */
export function letterGrade(point: unknown): LetterGrade | undefined {
  if (typeof point !== 'number' || !Number.isFinite(point)) return undefined;
  const letter = (Object.keys(LOWEST_POINT) as Exclude<LetterGrade, 'F'>[]).find((one) => point >= LOWEST_POINT[one]);
  return letter ?? 'F';
}

/** The band a letter is in, for its colour: A good, B fair, C watch, D and F poor. */
export function gradeBand(letter: LetterGrade): 'good' | 'fair' | 'watch' | 'poor' {
  if (letter.startsWith('A')) return 'good';
  if (letter.startsWith('B')) return 'fair';
  if (letter.startsWith('C')) return 'watch';
  return 'poor';
}

/**
 * The next letter up from `point` and the points it still needs (to one decimal); none at A+.
 * Under a store's letter the summaries say "what it would take".
 */
export function nextLetter(point: number): { letter: LetterGrade; points: number } | undefined {
  const above = (Object.entries(LOWEST_POINT) as [Exclude<LetterGrade, 'F'>, number][]).filter(([, lowest]) => lowest > point);
  const next = above.at(-1);
  return next && { letter: next[0], points: Math.round((next[1] - point) * 10) / 10 };
}
