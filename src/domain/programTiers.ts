// The courier and picker programs' tier rule (DOMAIN.md, docs/worker-programs.md), written once:
// the gateway derives every tier it answers with it, the panel shows what the gateway answered.
// A worker's monthly tier comes from a 0-100 score; fewer than MIN_PROGRAM_HOURS worked in the
// month is classic whatever the score. Tiers are the spec's performance tiers (1 elite, 2 gold,
// 3 silver, 4 classic: src/domain/enums/performanceTier.ts).
import type { EnumValue } from './enums/defineEnum';
import type { performanceTier } from './enums/performanceTier';

export type Tier = EnumValue<typeof performanceTier>;

/** The lowest score of each tier above classic, best first (a score equal to one is in that tier). */
export const TIER_THRESHOLDS = [
  { tier: 1, minScore: 90 },
  { tier: 2, minScore: 80 },
  { tier: 3, minScore: 70 },
] as const satisfies readonly { tier: Tier; minScore: number }[];

export const CLASSIC_TIER = 4 satisfies Tier;

/** Hours a worker must have worked in the month to rank above classic. */
export const MIN_PROGRAM_HOURS = 100;

/** The tier of a month's score (0-100, as shown: one decimal) and hours worked. */
export function tierOf(score: number, hoursWorked: number): Tier {
  if (!(hoursWorked >= MIN_PROGRAM_HOURS)) return CLASSIC_TIER;
  for (const { tier, minScore } of TIER_THRESHOLDS) if (score >= minScore) return tier;
  return CLASSIC_TIER;
}

/** How a tier moved from the month before: a lower number is a better tier; `new` without one. */
export type TierChange = 'up' | 'down' | 'same' | 'new';

export function tierChange(tier: Tier, previous: Tier | null | undefined): TierChange {
  if (previous == null) return 'new';
  if (tier < previous) return 'up';
  if (tier > previous) return 'down';
  return 'same';
}
