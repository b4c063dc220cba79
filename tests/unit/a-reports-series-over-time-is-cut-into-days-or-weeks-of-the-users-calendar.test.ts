// A report's series over time (report.series, src/domain/declaration/report.ts; the DYS summary's
// total over time, docs/dys.md): the period is cut into the user's calendar days (a point per day
// up to a month, per week beyond, counted back from the last day; src/domain/seriesBuckets.ts),
// the body carries the user's zone for it, the reply's points are read as they are, and the stores'
// total is their DYS points averaged (src/domain/dys/points.ts).
import { describe, expect, it } from 'vitest';
import dysSummary from '../../resources/performance/dys-summary';
import { reportBody, reportPage } from '../../src/domain/declaration/report';
import { reportSeriesPoints } from '../../src/domain/declaration/reportSeries';
import { averagePoint } from '../../src/domain/dys/points';
import { addDays, bucketLengths, daysOf, SERIES_DAILY_MAX_DAYS, seriesBuckets } from '../../src/domain/seriesBuckets';

const ISTANBUL = 'Europe/Istanbul';
const BERLIN = 'Europe/Berlin';
const at = (iso: string) => new Date(iso);

describe('the buckets', () => {
  it('are single days up to a month, weeks beyond: the last a whole week, a short start standing alone from half a week, else joining the first', () => {
    expect(bucketLengths(0)).toEqual([]);
    expect(bucketLengths(1)).toEqual([1]);
    expect(bucketLengths(7)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(bucketLengths(SERIES_DAILY_MAX_DAYS)).toHaveLength(31);
    expect(bucketLengths(32)).toEqual([4, 7, 7, 7, 7]);
    expect(bucketLengths(35)).toEqual([7, 7, 7, 7, 7]);
    expect(bucketLengths(60)).toEqual([4, 7, 7, 7, 7, 7, 7, 7, 7]);
    expect(bucketLengths(90)).toEqual([6, ...Array.from({ length: 12 }, () => 7)]);
    // 92 days (the summaries' longest): 13 weeks and a day, the day joining the first week
    expect(bucketLengths(92)).toEqual([8, ...Array.from({ length: 12 }, () => 7)]);
    expect(bucketLengths(94)).toEqual([10, ...Array.from({ length: 12 }, () => 7)]);
    for (let days = 1; days <= 92; days += 1) {
      const lengths = bucketLengths(days);
      expect(lengths.reduce((sum, length) => sum + length, 0)).toBe(days);
      expect(lengths.length).toBeLessThanOrEqual(SERIES_DAILY_MAX_DAYS);
    }
  });

  it('cut a week ending now into its seven days of the zone, the first from the period\'s start and the last to its end', () => {
    const start = at('2026-03-03T21:00:00.000Z'); // 2026-03-04 00:00 in Istanbul
    const end = at('2026-03-10T12:34:00.000Z'); // today, so far
    const buckets = seriesBuckets(start, end, ISTANBUL);
    expect(buckets.map((bucket) => bucket.from)).toEqual(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']);
    expect(buckets.every((bucket) => bucket.from === bucket.to)).toBe(true);
    expect(buckets[0]!.start).toEqual(start);
    expect(buckets.at(-1)!.end).toEqual(end);
    expect(buckets[1]!.start.toISOString()).toBe('2026-03-04T21:00:00.000Z');
    // no gap, no overlap
    buckets.slice(1).forEach((bucket, index) => expect(bucket.start).toEqual(buckets[index]!.end));
  });

  it('keep the zone\'s midnights across a change of clocks (a 23-hour day in Berlin)', () => {
    const start = at('2026-03-26T23:00:00.000Z'); // 27 March, 00:00 CET
    const end = at('2026-03-30T22:00:00.000Z'); // 31 March, 00:00 CEST
    const buckets = seriesBuckets(start, end, BERLIN);
    expect(buckets.map((bucket) => bucket.from)).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30']);
    expect(buckets.map((bucket) => bucket.start.toISOString())).toEqual(['2026-03-26T23:00:00.000Z', '2026-03-27T23:00:00.000Z', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
  });

  it('cut 90 days into 13 points, weeks counted back from the last day', () => {
    const end = at('2026-03-10T12:00:00.000Z');
    const start = at('2025-12-10T21:00:00.000Z'); // 2025-12-11 in Istanbul: 90 days to 2026-03-10
    expect(daysOf(start, end, ISTANBUL)).toHaveLength(90);
    const buckets = seriesBuckets(start, end, ISTANBUL);
    expect(buckets).toHaveLength(13);
    expect(buckets[0]).toMatchObject({ from: '2025-12-11', to: '2025-12-16' });
    expect(buckets.at(-1)).toMatchObject({ from: '2026-03-04', to: '2026-03-10', end });
    buckets.slice(1).forEach((bucket, index) => expect(bucket.from).toBe(addDays(buckets[index]!.to, 1)));
  });

  it('are none for an empty period', () => {
    expect(seriesBuckets(at('2026-03-10T00:00:00Z'), at('2026-03-10T00:00:00Z'), ISTANBUL)).toEqual([]);
  });
});

describe('the DYS summary\'s series', () => {
  it('is asked for in the user\'s zone and read from the reply beside the rows', () => {
    const body = reportBody(dysSummary, { filter: { periodFrom: '2026-03-04', periodTo: '2026-03-10' }, pagination: { page: 1, perPage: 25 } }, { now: at('2026-03-10T12:00:00Z'), timeZone: ISTANBUL });
    expect(body).toMatchObject({ startDate: '2026-03-03T21:00:00.000Z', timeZone: ISTANBUL });
    const page = reportPage(dysSummary.report!, { stores: [{ _id: 'w1', total: 80 }], totalCount: 1, overTime: [{ from: '2026-03-04', to: '2026-03-04', total: 81.2 }, { from: '2026-03-05', to: '2026-03-05', total: null }, { bad: true }] });
    expect(reportSeriesPoints(dysSummary.report!.series!, page.meta)).toEqual([
      { from: '2026-03-04', to: '2026-03-04', value: 81.2 },
      { from: '2026-03-05', to: '2026-03-05', value: null },
    ]);
    expect(reportSeriesPoints(dysSummary.report!.series!, undefined)).toEqual([]);
  });

  it('averages the stores\' DYS points, a store without one left out', () => {
    expect(averagePoint([80, 90, 85.5])).toBe(85.2);
    expect(averagePoint([80, null, undefined, 91])).toBe(85.5);
    expect(averagePoint([null])).toBeUndefined();
    expect(averagePoint([])).toBeUndefined();
  });
});
