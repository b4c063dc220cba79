// The DYS summary's query (resources/performance/dys-summary.ts, docs/dys.md): per store of the
// franchise, each part's point as its own summary computes it (DDS and DTS over the period's
// records, gateway/db/penalty-summary.ts; STS for the financial month the period ends in,
// gateway/db/sts.ts; KDS the average of the period's audits, gateway/db/kds.ts), the DYS total by the parts' weights, the
// same for the period of equal length before, and what the next letter takes; and, for the chart,
// the total over time: the stores' DYS points over each bucket of the period (a day, or a week for
// a period longer than a month; src/domain/seriesBuckets.ts), averaged. Every figure comes from
// src/domain/dys/points.ts and src/domain/grades.ts, the rule the panel explains them by.
import { dysPart } from '../../src/domain/enums';
import { calendarDay } from '../../src/domain/dates';
import { financialMonthOf } from '../../src/domain/financialMonth';
import { averagePoint, DEFAULT_DYS_WEIGHTS, dysPoint, partThatMovesMost, pointAfterPenalties, roundPoint, type DysPoints } from '../../src/domain/dys/points';
import { nextLetter } from '../../src/domain/grades';
import { seriesBuckets } from '../../src/domain/seriesBuckets';
import type { Queryable } from './db';
import { franchiseZone } from './franchises';
import { pageOfStoreRows } from './store-rows';
import { ddsPenalties } from './dds-logs';
import { DTS_PENALTIES } from './dts-records';
import { lostPerInterval, type PenaltySummaryAsk } from './penalty-summary';
import { kdsPointsOver, type IntervalSpan } from './kds';
import { stsSummary } from './sts';

export type DysSummaryAsk = PenaltySummaryAsk;

export interface DysSummaryRow extends Record<string, unknown> {
  _id: string;
  warehouseName: string;
  total: number | null;
}

/** A point of the total over time: the days of its bucket and the stores' DYS total over them. */
export interface DysTotalPoint {
  from: string;
  to: string;
  total: number | null;
}

const EVERY_STORE = { warehouseIds: null, sort: { field: 'warehouseName', direction: 1 as const }, limit: Number.MAX_SAFE_INTEGER, offset: 0 };


/**
 * Every store of the franchise with its parts over each period `spans` names between `edges`
 * (instants, ascending): DDS and DTS over the period's records (its intervals' penalties summed,
 * one statement each for every period), KDS the average of its audits (one statement), STS of the
 * financial month the period ends in (one statement per month). So the summary's period, the one
 * before it and every bucket of its series cost the same few statements, never one per store or
 * per bucket of the records.
 */
async function partsOver(
  db: Queryable,
  franchiseId: string,
  edges: readonly Date[],
  spans: readonly IntervalSpan[],
  zone: string,
): Promise<Array<{ id: string; name: string; points: DysPoints[] }>> {
  const months = spans.map(([, to]) => financialMonthOf(calendarDay(new Date(edges[to]!.getTime() - 1), zone)));
  const distinct = [...new Set(months)];
  const [dds, dts, kds, sts] = await Promise.all([
    lostPerInterval(db, franchiseId, ddsPenalties(1), edges),
    lostPerInterval(db, franchiseId, DTS_PENALTIES, edges),
    kdsPointsOver(db, franchiseId, edges, spans),
    Promise.all(distinct.map((month) => stsSummary(db, franchiseId, { ...EVERY_STORE, month }))),
  ]);
  const stsOf = new Map(distinct.map((month, index) => [month, new Map(sts[index]!.rows.map((row) => [row.warehouseId, row.point ?? undefined]))]));
  const ddsLost = new Map(dds.map((store) => [store.id, store.lost]));
  // a part's point over a period: its intervals' penalties, by the summaries' own rule
  const over = (lost: readonly number[] | undefined, [from, to]: IntervalSpan) => pointAfterPenalties((lost ?? []).slice(from, to));
  return dts.map((store) => ({
    id: store.id,
    name: store.name,
    points: spans.map((span, index) => ({
      dds: over(ddsLost.get(store.id), span),
      sts: stsOf.get(months[index]!)!.get(store.id),
      kds: kds.get(store.id)?.[index],
      dts: over(store.lost, span),
    })),
  }));
}

export interface DysSummaryOptions {
  /** The total over time too, cut into the days of `timeZone` (the franchise's when none is given). */
  series?: { timeZone?: string };
}

export async function dysSummary(
  db: Queryable,
  franchiseId: string,
  ask: DysSummaryAsk,
  options: DysSummaryOptions = {},
): Promise<{ rows: DysSummaryRow[]; total: number; series?: DysTotalPoint[] }> {
  const zone = await franchiseZone(db, franchiseId);
  const previousStart = new Date(ask.start.getTime() - (ask.end.getTime() - ask.start.getTime()));
  const buckets = options.series ? seriesBuckets(ask.start, ask.end, options.series.timeZone ?? zone) : [];
  // the period before, then the period, cut at its series' buckets when it has one
  const edges = [previousStart, ask.start, ...buckets.slice(1).map((bucket) => bucket.start), ask.end];
  const last = edges.length - 1;
  const spans: IntervalSpan[] = [[0, 1], [1, last], ...buckets.map((_, index): IntervalSpan => [index + 1, index + 2])];
  const stores = await partsOver(db, franchiseId, edges, spans, zone);
  const picked = ask.warehouseIds ? new Set(ask.warehouseIds) : null;
  const shown = stores.filter(({ id }) => !picked || picked.has(id));
  const rows: DysSummaryRow[] = shown.map(({ id, name, points: [before, points] }) => {
    const total = dysPoint(points!, DEFAULT_DYS_WEIGHTS) ?? null;
    const previous = dysPoint(before!, DEFAULT_DYS_WEIGHTS) ?? null;
    const next = total === null ? undefined : nextLetter(total);
    const part = partThatMovesMost(points!, DEFAULT_DYS_WEIGHTS);
    return {
      _id: id,
      warehouseName: name,
      total,
      previousTotal: previous,
      trend: total !== null && previous !== null ? roundPoint(total - previous) : null,
      dds: points!.dds ?? null,
      sts: points!.sts ?? null,
      kds: points!.kds ?? null,
      dts: points!.dts ?? null,
      nextLetter: next?.letter ?? null,
      pointsToNext: next?.points ?? null,
      movesMost: part ? dysPart.value(part) : null,
    };
  });
  const page = pageOfStoreRows(rows, ask);
  if (!options.series) return page;
  // each bucket's total: the stores' DYS points over its days (each as a row computes it), averaged
  const series = buckets.map((bucket, index) => ({
    from: bucket.from,
    to: bucket.to,
    total: averagePoint(shown.map(({ points }) => dysPoint(points[index + 2]!, DEFAULT_DYS_WEIGHTS))) ?? null,
  }));
  return { ...page, series };
}
