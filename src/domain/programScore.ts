// The score behind a program tier (docs/worker-programs.md): each figure of the month earns a
// part of the score between two anchors (none at `zeroAt`, all at `fullAt`, in a straight line
// between; `fullAt` below `zeroAt` for a figure where less is better), weighted; the weights of a
// kind add up to 100, so the score is 0-100. Written once: the gateway scores with it, the panel
// shows the gateway's parts. Hours worked are not scored: they decide whether a worker ranks at all
// (programTiers.ts) and are what the per-hour figures are divided by.
import { tierOf, type Tier } from './programTiers';

export const PROGRAM_KINDS = ['courier', 'picker'] as const;
export type ProgramKind = (typeof PROGRAM_KINDS)[number];

/** What is stored per worker and month (the gateway's monthly metrics tables). */
export interface CourierMonthMetrics {
  hoursWorked: number;
  deliveries: number;
  onTimeDeliveries: number;
  /** Mean client rating 1-5; null without a rated delivery. */
  rating: number | null;
  /** Busy time over logged-in time, percent; null without logged-in time. */
  utilisationPercent: number | null;
}

export interface PickerMonthMetrics {
  hoursWorked: number;
  picks: number;
  /** Mean minutes from assignment to prepared; null without a pick. */
  avgPickMinutes: number | null;
  missingItems: number;
}

export type MonthMetrics = CourierMonthMetrics | PickerMonthMetrics;

/** The scored figures of each kind, derived from the stored metrics. */
export const SCORED_FIGURES = {
  courier: ['deliveriesPerHour', 'onTimePercent', 'rating', 'utilisationPercent'],
  picker: ['picksPerHour', 'avgPickMinutes', 'missingPer100Picks'],
} as const satisfies Record<ProgramKind, readonly string[]>;

export type ScoredFigure = (typeof SCORED_FIGURES)[ProgramKind][number];

export interface ScoreRule {
  figure: ScoredFigure;
  /** Share of the score, percent; a kind's weights add up to 100. */
  weight: number;
  /** The value that earns none of the weight. */
  zeroAt: number;
  /** The value that earns all of it (below zeroAt when less is better). */
  fullAt: number;
}

export const SCORE_MODEL: Record<ProgramKind, readonly ScoreRule[]> = {
  courier: [
    { figure: 'deliveriesPerHour', weight: 30, zeroAt: 0.5, fullAt: 2.5 },
    { figure: 'onTimePercent', weight: 30, zeroAt: 70, fullAt: 100 },
    { figure: 'rating', weight: 25, zeroAt: 3, fullAt: 5 },
    { figure: 'utilisationPercent', weight: 15, zeroAt: 30, fullAt: 80 },
  ],
  picker: [
    { figure: 'picksPerHour', weight: 35, zeroAt: 4, fullAt: 14 },
    { figure: 'avgPickMinutes', weight: 35, zeroAt: 8, fullAt: 3 },
    { figure: 'missingPer100Picks', weight: 30, zeroAt: 5, fullAt: 0 },
  ],
};

const round = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};

/** The scored figures of a month (two decimals); null where there is nothing to measure. */
export function scoredFigures(kind: ProgramKind, metrics: MonthMetrics): Record<string, number | null> {
  const perHour = (count: number) => (metrics.hoursWorked > 0 ? round(count / metrics.hoursWorked, 2) : null);
  if (kind === 'courier') {
    const courier = metrics as CourierMonthMetrics;
    return {
      deliveriesPerHour: perHour(courier.deliveries),
      onTimePercent: courier.deliveries > 0 ? round((100 * courier.onTimeDeliveries) / courier.deliveries, 2) : null,
      rating: courier.rating,
      utilisationPercent: courier.utilisationPercent,
    };
  }
  const picker = metrics as PickerMonthMetrics;
  return {
    picksPerHour: perHour(picker.picks),
    avgPickMinutes: picker.avgPickMinutes,
    missingPer100Picks: picker.picks > 0 ? round((100 * picker.missingItems) / picker.picks, 2) : null,
  };
}

/** One figure's part of the score: its value, the share of its weight earned (0-100) and the points. */
export interface ScorePart {
  figure: ScoredFigure;
  value: number | null;
  weight: number;
  /** 0-100: how much of the weight the value earns; 0 for a figure with nothing to measure. */
  subScore: number;
  /** weight × subScore / 100, two decimals. */
  points: number;
}

export function scoreParts(kind: ProgramKind, metrics: MonthMetrics): ScorePart[] {
  const figures = scoredFigures(kind, metrics);
  return SCORE_MODEL[kind].map((rule) => {
    const value = figures[rule.figure] ?? null;
    const share = value == null ? 0 : Math.min(1, Math.max(0, (value - rule.zeroAt) / (rule.fullAt - rule.zeroAt)));
    return { figure: rule.figure, value, weight: rule.weight, subScore: round(share * 100, 1), points: round(share * rule.weight, 2) };
  });
}

/** The month's score, 0-100 with one decimal: the sum of the parts' points. */
export function programScore(parts: readonly ScorePart[]): number {
  return round(parts.reduce((sum, part) => sum + part.points, 0), 1);
}

/** Score, parts and tier of one worker's month. */
export function scoreMonth(kind: ProgramKind, metrics: MonthMetrics): { score: number; tier: Tier; parts: ScorePart[] } {
  const parts = scoreParts(kind, metrics);
  const score = programScore(parts);
  return { score, tier: tierOf(score, metrics.hoursWorked), parts };
}
