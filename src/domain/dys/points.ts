// The performance (DYS) points, computed from the records behind them, never stored as free
// numbers: one rule for the gateway, which answers the summaries, and the panel, which explains
// them (docs/dys.md gives the formulas; DOMAIN.md, "Performance", the model). Every point is on a
// 0-100 scale and graded by src/domain/grades.ts.
import { apologyDecision, apologyStatus, ddsLogStatus, kdsAnswer } from '../enums';

const OBJECTION_ACCEPTED = ddsLogStatus.value('objection_accepted');
const CLOSED = apologyStatus.value('closed');

/** The parts of a store's DYS point, in the order the summaries show them. */
export const DYS_PARTS = ['dds', 'sts', 'kds', 'dts'] as const;
export type DysPart = (typeof DYS_PARTS)[number];
export type DysWeights = Readonly<Record<DysPart, number>>;

/** HQ's weights per store group, in percent; our defaults until HQ sets a group's (DOMAIN.md). */
export const DEFAULT_DYS_WEIGHTS: DysWeights = { dds: 30, sts: 30, kds: 20, dts: 20 };

export const FULL_POINT = 100;

/** A point to one decimal, as the summaries show and compare it. */
export const roundPoint = (point: number) => Math.round(point * 10) / 10;

/** A full point less its penalties, never below 0. */
export function pointAfterPenalties(penalties: readonly number[]): number {
  const lost = penalties.reduce((sum, penalty) => sum + penalty, 0);
  return roundPoint(Math.max(0, FULL_POINT - lost));
}

export interface DdsLog {
  penalty: number;
  status: number;
}

/** A DDS log's penalty counts unless head office accepted the franchise's objection to it. */
export const ddsPenaltyCounts = (log: DdsLog) => log.status !== OBJECTION_ACCEPTED;

/** DDS (and DDS100): a full point less the period's penalties that still count. */
export function ddsPoint(logs: readonly DdsLog[]): number {
  return pointAfterPenalties(logs.filter(ddsPenaltyCounts).map((log) => log.penalty));
}

/** A DTS rule's priority: 1 the gravest. */
export type DtsPriority = 1 | 2 | 3;

/** What a rule of each priority costs when the apology is rejected (our model). */
export const DTS_PRIORITY_POINTS: Readonly<Record<DtsPriority, number>> = { 1: 10, 2: 5, 3: 2 };

/** The share of a rule's points a decision costs: an accepted apology the least, a rejected one all. */
export const DTS_DECISION_SHARE: Readonly<Record<number, number>> = {
  // shares that keep every penalty, and so every point, to one decimal (10, 5 and 2 x 0.2, 0.5 and 1)
  [apologyDecision.value('accept')]: 0.2,
  [apologyDecision.value('warn')]: 0.5,
  [apologyDecision.value('reject')]: 1,
};

export interface DtsRecord {
  status: number;
  priority: DtsPriority;
  /** Head office's decision, once the record is closed. */
  decision?: number | null;
}

/** A DTS record's penalty: only a closed record with its decision costs anything. */
export function dtsPenalty(record: DtsRecord): number {
  if (record.status !== CLOSED || record.decision == null) return 0;
  const share = DTS_DECISION_SHARE[record.decision];
  if (share === undefined) throw new Error(`unknown DTS decision ${record.decision}`);
  return DTS_PRIORITY_POINTS[record.priority] * share;
}

/** DTS: a full point less the penalties of the period's closed records. */
export function dtsPoint(records: readonly DtsRecord[]): number {
  return pointAfterPenalties(records.map(dtsPenalty));
}

export interface StsCriterion {
  /** The month's value, where lower is better (a variance, a rate, a count). */
  value: number;
  target: number;
  weight: number;
}

/** An STS criterion's score: full at or under its target, nothing at twice the target or more. */
export function stsCriterionScore({ value, target }: Pick<StsCriterion, 'value' | 'target'>): number {
  if (value <= target) return FULL_POINT;
  if (target <= 0) return 0;
  return roundPoint(Math.max(0, FULL_POINT * (1 - (value - target) / target)));
}

/** STS: the criteria's scores by their weights. */
export function stsPoint(criteria: readonly StsCriterion[]): number | undefined {
  const weight = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  if (weight <= 0) return undefined;
  return roundPoint(criteria.reduce((sum, criterion) => sum + stsCriterionScore(criterion) * criterion.weight, 0) / weight);
}

/**
 * The share of a multiple-choice KDS question's points each answer earns (our model); "not
 * applicable" is left out of the score altogether (null).
 */
export const KDS_ANSWER_SHARE: Readonly<Record<number, number | null>> = {
  [kdsAnswer.value('compliant')]: 1,
  [kdsAnswer.value('partly')]: 0.5,
  [kdsAnswer.value('not_compliant')]: 0,
  [kdsAnswer.value('not_applicable')]: null,
};

export interface KdsQuestion {
  /** A multiple-choice answer (kdsAnswer), or a measured number against its target. */
  kind: 'choice' | 'number';
  /** What the question is worth in its audit. */
  points: number;
  answer?: number | null;
  value?: number | null;
  target?: number | null;
  /** For a number: whether the target is a most (a fridge's temperature) or a least. */
  better?: 'lower' | 'higher' | null;
}

/**
 * What a question earns of what it could: a choice by its answer's share, a number all of its
 * points when it meets its target and none otherwise; nothing to count when it was not answered
 * or not applicable.
 */
export function kdsQuestionPoints(question: KdsQuestion): { earned: number; possible: number } | undefined {
  if (question.kind === 'choice') {
    if (question.answer == null) return undefined;
    const share = KDS_ANSWER_SHARE[question.answer];
    if (share === undefined) throw new Error(`unknown KDS answer ${question.answer}`);
    return share === null ? undefined : { earned: question.points * share, possible: question.points };
  }
  if (question.value == null || question.target == null) return undefined;
  const met = question.better === 'higher' ? question.value >= question.target : question.value <= question.target;
  return { earned: met ? question.points : 0, possible: question.points };
}

/** An audit's (or one of its groups') score: the points its counted questions earned out of 100; none when none counts. */
export function kdsScore(questions: readonly KdsQuestion[]): number | undefined {
  let earned = 0;
  let possible = 0;
  for (const question of questions) {
    const counted = kdsQuestionPoints(question);
    if (!counted) continue;
    earned += counted.earned;
    possible += counted.possible;
  }
  return possible > 0 ? roundPoint((FULL_POINT * earned) / possible) : undefined;
}

/** KDS: the average of the period's audit scores; none without an audit. */
export function kdsPoint(auditScores: readonly number[]): number | undefined {
  if (!auditScores.length) return undefined;
  return roundPoint(auditScores.reduce((sum, score) => sum + score, 0) / auditScores.length);
}

export type DysPoints = Readonly<Partial<Record<DysPart, number | undefined>>>;

/**
 * DYS: each part's point times its weight, over the weights of the parts that have a point (a
 * store with no audit in the period is judged on the other three); none when no part has one.
 */
export function dysPoint(points: DysPoints, weights: DysWeights = DEFAULT_DYS_WEIGHTS): number | undefined {
  const present = DYS_PARTS.filter((part) => typeof points[part] === 'number');
  const weight = present.reduce((sum, part) => sum + weights[part], 0);
  if (!present.length || weight <= 0) return undefined;
  return roundPoint(present.reduce((sum, part) => sum + points[part]! * weights[part], 0) / weight);
}

/**
 * Some stores' DYS point together (the franchise's on the DYS summary's chart; ours): the average
 * of the stores' DYS points, a store without one left out; none when no store has one.
 */
export function averagePoint(points: readonly (number | null | undefined)[]): number | undefined {
  const present = points.filter((point): point is number => typeof point === 'number');
  if (!present.length) return undefined;
  return roundPoint(present.reduce((sum, point) => sum + point, 0) / present.length);
}

/** Each part's share of the DYS point (point x weight / weights present), for the summary's arithmetic. */
export function weightedPoints(points: DysPoints, weights: DysWeights = DEFAULT_DYS_WEIGHTS): Partial<Record<DysPart, number>> {
  const present = DYS_PARTS.filter((part) => typeof points[part] === 'number');
  const weight = present.reduce((sum, part) => sum + weights[part], 0);
  return Object.fromEntries(present.map((part) => [part, roundPoint((points[part]! * weights[part]) / weight)]));
}

/**
 * The part whose recovery would raise the DYS point the most (its room to a full point times its
 * weight); the first in DYS_PARTS on a tie, none when every part is full.
 */
export function partThatMovesMost(points: DysPoints, weights: DysWeights = DEFAULT_DYS_WEIGHTS): DysPart | undefined {
  let best: { part: DysPart; gain: number } | undefined;
  for (const part of DYS_PARTS) {
    const point = points[part];
    if (typeof point !== 'number') continue;
    const gain = (FULL_POINT - point) * weights[part];
    if (gain > 0 && (!best || gain > best.gain)) best = { part, gain };
  }
  return best?.part;
}
