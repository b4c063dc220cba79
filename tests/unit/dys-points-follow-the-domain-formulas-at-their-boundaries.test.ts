// The DYS points (src/domain/dys/points.ts, docs/dys.md) and what the franchise may answer
// (src/domain/dys/answers.ts), boundaries included.
import { describe, expect, it } from 'vitest';
import { canApologize, canObject, DDS_OBJECTION_TEXT, DTS_APOLOGY_TEXT, objectionDeadline, textFits } from '../../src/domain/dys/answers';
import {
  DEFAULT_DYS_WEIGHTS,
  ddsPoint,
  dtsPenalty,
  dtsPoint,
  dysPoint,
  kdsPoint,
  kdsQuestionPoints,
  kdsScore,
  partThatMovesMost,
  pointAfterPenalties,
  stsCriterionScore,
  stsPoint,
  weightedPoints,
} from '../../src/domain/dys/points';
import { apologyDecision, apologyStatus, ddsLogStatus, kdsAnswer } from '../../src/domain/enums';
import { letterGrade, nextLetter } from '../../src/domain/grades';

const closed = apologyStatus.value('closed');

describe('a point after penalties', () => {
  it('starts full, loses each penalty and stops at 0', () => {
    expect(pointAfterPenalties([])).toBe(100);
    expect(pointAfterPenalties([2.5, 10])).toBe(87.5);
    expect(pointAfterPenalties([60, 40])).toBe(0);
    expect(pointAfterPenalties([60, 41])).toBe(0);
  });
});

describe('DDS', () => {
  it('counts every penalty but those whose objection head office accepted', () => {
    const logs = [
      { penalty: 5, status: ddsLogStatus.value('not_objected') },
      { penalty: 3, status: ddsLogStatus.value('objection_waiting') },
      { penalty: 20, status: ddsLogStatus.value('objection_accepted') },
      { penalty: 2, status: ddsLogStatus.value('objection_denied') },
    ];
    expect(ddsPoint(logs)).toBe(90);
    expect(ddsPoint([])).toBe(100);
  });
});

describe('DTS', () => {
  it('charges a closed record its rule’s points by the decision: accepted least, rejected all', () => {
    expect(dtsPenalty({ status: closed, priority: 1, decision: apologyDecision.value('accept') })).toBe(2);
    expect(dtsPenalty({ status: closed, priority: 2, decision: apologyDecision.value('accept') })).toBe(1);
    expect(dtsPenalty({ status: closed, priority: 3, decision: apologyDecision.value('accept') })).toBe(0.4);
    expect(dtsPenalty({ status: closed, priority: 1, decision: apologyDecision.value('warn') })).toBe(5);
    expect(dtsPenalty({ status: closed, priority: 1, decision: apologyDecision.value('reject') })).toBe(10);
    expect(dtsPenalty({ status: closed, priority: 3, decision: apologyDecision.value('reject') })).toBe(2);
  });

  it('charges nothing before a record is closed', () => {
    expect(dtsPenalty({ status: apologyStatus.value('waiting_for_apology'), priority: 1 })).toBe(0);
    expect(dtsPenalty({ status: apologyStatus.value('waiting_for_decision'), priority: 1, decision: null })).toBe(0);
    expect(() => dtsPenalty({ status: closed, priority: 2, decision: 9 })).toThrow('unknown DTS decision 9');
  });

  it('is a full point less the closed records’ penalties', () => {
    const reject = apologyDecision.value('reject');
    expect(dtsPoint([{ status: closed, priority: 2, decision: reject }, { status: closed, priority: 3, decision: apologyDecision.value('warn') }, { status: 100, priority: 1 }])).toBe(94);
    expect(dtsPoint(Array.from({ length: 11 }, () => ({ status: closed, priority: 1 as const, decision: reject })))).toBe(0);
  });
});

describe('STS', () => {
  it('scores a criterion full at its target, nothing at twice it, and in between by the excess', () => {
    expect(stsCriterionScore({ value: 2, target: 2 })).toBe(100);
    expect(stsCriterionScore({ value: 1, target: 2 })).toBe(100);
    expect(stsCriterionScore({ value: 3, target: 2 })).toBe(50);
    expect(stsCriterionScore({ value: 4, target: 2 })).toBe(0);
    expect(stsCriterionScore({ value: 5, target: 2 })).toBe(0);
    expect(stsCriterionScore({ value: 0.1, target: 0 })).toBe(0);
  });

  it('weighs the criteria; none without a weight', () => {
    expect(stsPoint([{ value: 3, target: 2, weight: 1 }, { value: 1, target: 2, weight: 3 }])).toBe(87.5);
    expect(stsPoint([])).toBeUndefined();
  });
});

describe('KDS', () => {
  it('averages the period’s audits; none without one', () => {
    expect(kdsPoint([80, 91])).toBe(85.5);
    expect(kdsPoint([])).toBeUndefined();
  });
});

describe('a KDS audit', () => {
  const choice = (answer: Parameters<typeof kdsAnswer.value>[0] | null, points = 10) => ({ kind: 'choice' as const, points, answer: answer === null ? null : kdsAnswer.value(answer) });
  const measure = (value: number | null, target: number, better: 'lower' | 'higher') => ({ kind: 'number' as const, points: 10, value, target, better });

  it('gives a choice its answer\'s share of the points and leaves out what is not applicable or not answered', () => {
    expect(kdsQuestionPoints(choice('compliant'))).toEqual({ earned: 10, possible: 10 });
    expect(kdsQuestionPoints(choice('partly'))).toEqual({ earned: 5, possible: 10 });
    expect(kdsQuestionPoints(choice('not_compliant'))).toEqual({ earned: 0, possible: 10 });
    expect(kdsQuestionPoints(choice('not_applicable'))).toBeUndefined();
    expect(kdsQuestionPoints(choice(null))).toBeUndefined();
    expect(() => kdsQuestionPoints({ kind: 'choice', points: 10, answer: 99 })).toThrow();
  });

  it('gives a number all its points on its target, none past it, whichever way the target points', () => {
    expect(kdsQuestionPoints(measure(4, 4, 'lower'))!.earned).toBe(10);
    expect(kdsQuestionPoints(measure(4.1, 4, 'lower'))!.earned).toBe(0);
    expect(kdsQuestionPoints(measure(90, 90, 'higher'))!.earned).toBe(10);
    expect(kdsQuestionPoints(measure(89.9, 90, 'higher'))!.earned).toBe(0);
    expect(kdsQuestionPoints(measure(null, 4, 'lower'))).toBeUndefined();
  });

  it('scores the points earned out of those counted, to one decimal; none when nothing counts', () => {
    expect(kdsScore([choice('compliant'), choice('partly', 5), choice('not_applicable'), measure(5, 4, 'lower')])).toBe(Math.round((1000 * 12.5) / 25) / 10);
    expect(kdsScore([choice('compliant'), choice('not_compliant', 20)])).toBe(33.3);
    expect(kdsScore([choice('not_applicable')])).toBeUndefined();
    expect(kdsScore([])).toBeUndefined();
  });
});

describe('DYS', () => {
  const points = { dds: 90, sts: 80, kds: 70, dts: 100 };

  it('is the parts’ points by the default weights (30, 30, 20, 20)', () => {
    expect(DEFAULT_DYS_WEIGHTS).toEqual({ dds: 30, sts: 30, kds: 20, dts: 20 });
    expect(dysPoint(points)).toBe(85);
    expect(weightedPoints(points)).toEqual({ dds: 27, sts: 24, kds: 14, dts: 20 });
    expect(Object.values(weightedPoints(points)).reduce((sum, part) => sum + part, 0)).toBe(dysPoint(points));
  });

  it('judges a store without an audit on the other parts, and has no point without any part', () => {
    expect(dysPoint({ dds: 90, sts: 80, dts: 100 })).toBe(88.8);
    expect(dysPoint({})).toBeUndefined();
  });

  it('follows other weights', () => {
    expect(dysPoint(points, { dds: 25, sts: 25, kds: 25, dts: 25 })).toBe(85);
    expect(dysPoint(points, { dds: 100, sts: 0, kds: 0, dts: 0 })).toBe(90);
  });

  it('names the part whose recovery would move the point most, and none when all are full', () => {
    // room x weight: dds 10 x 30, sts 20 x 30, kds 30 x 20
    expect(partThatMovesMost(points)).toBe('sts');
    expect(partThatMovesMost({ dds: 100, sts: 100, kds: 100, dts: 100 })).toBeUndefined();
    // a tie goes to the first part
    expect(partThatMovesMost({ dds: 80, sts: 80 })).toBe('dds');
  });
});

describe('what the next letter takes', () => {
  it('gives the next letter up and the points it needs, at every threshold', () => {
    expect(nextLetter(85)).toEqual({ letter: 'A', points: 5 });
    expect(nextLetter(84.9)).toEqual({ letter: 'B+', points: 0.1 });
    expect(nextLetter(0)).toEqual({ letter: 'D', points: 60 });
    expect(nextLetter(94.9)).toEqual({ letter: 'A+', points: 0.1 });
    expect(nextLetter(95)).toBeUndefined();
    for (const point of [59.9, 60, 64.9, 65, 89.9, 90]) expect(letterGrade(point + nextLetter(point)!.points), String(point)).toBe(nextLetter(point)!.letter);
  });
});

describe('what the franchise may answer', () => {
  const loggedAt = '2026-11-20T09:00:00.000Z';

  it('objects to a DDS log not objected yet, until 7 whole days after it was recorded', () => {
    const log = { status: ddsLogStatus.value('not_objected'), loggedAt };
    expect(objectionDeadline(loggedAt).toISOString()).toBe('2026-11-27T09:00:00.000Z');
    expect(canObject(log, new Date('2026-11-27T09:00:00.000Z'))).toBe(true);
    expect(canObject(log, new Date('2026-11-27T09:00:00.001Z'))).toBe(false);
    for (const status of ['objection_waiting', 'objection_accepted', 'objection_denied'] as const) {
      expect(canObject({ status: ddsLogStatus.value(status), loggedAt }, new Date('2026-11-21T00:00:00Z')), status).toBe(false);
    }
  });

  it('writes a DTS apology only while the record waits for one', () => {
    expect(canApologize({ status: apologyStatus.value('waiting_for_apology') })).toBe(true);
    expect(canApologize({ status: apologyStatus.value('waiting_for_decision') })).toBe(false);
    expect(canApologize({ status: closed })).toBe(false);
  });

  it('takes an objection of 10 to 1000 characters and an apology of 1 to 1000, trimmed', () => {
    expect(textFits('a'.repeat(10), DDS_OBJECTION_TEXT)).toBe(true);
    expect(textFits(`  ${'a'.repeat(9)}  `, DDS_OBJECTION_TEXT)).toBe(false);
    expect(textFits('a'.repeat(1000), DDS_OBJECTION_TEXT)).toBe(true);
    expect(textFits('a'.repeat(1001), DDS_OBJECTION_TEXT)).toBe(false);
    expect(textFits('x', DTS_APOLOGY_TEXT)).toBe(true);
    expect(textFits('   ', DTS_APOLOGY_TEXT)).toBe(false);
    expect(textFits(42, DTS_APOLOGY_TEXT)).toBe(false);
  });
});
