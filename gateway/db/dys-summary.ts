// The DYS summary's query (resources/performance/dys-summary.ts, docs/dys.md): per store of the
// franchise, each part's point as its own summary computes it (DDS and DTS over the period's
// records, gateway/db/penalty-summary.ts; STS for the financial month the period ends in,
// gateway/db/sts.ts; KDS the average of the period's audits, gateway/db/kds.ts), the DYS total by the parts' weights, the
// same for the period of equal length before, and what the next letter takes. Every figure comes
// from src/domain/dys/points.ts and src/domain/grades.ts, the rule the panel explains them by.
import { dysPart } from '../../src/domain/enums';
import { calendarDay } from '../../src/domain/dates';
import { financialMonthOf } from '../../src/domain/financialMonth';
import { DEFAULT_DYS_WEIGHTS, dysPoint, partThatMovesMost, roundPoint, type DysPoints } from '../../src/domain/dys/points';
import { nextLetter } from '../../src/domain/grades';
import type { Queryable } from './db';
import { pageOfStoreRows } from './store-rows';
import { ddsPenalties } from './dds-logs';
import { DTS_PENALTIES } from './dts-records';
import { penaltySummary, type PenaltySummaryAsk } from './penalty-summary';
import { kdsPoints } from './kds';
import { stsSummary } from './sts';

export type DysSummaryAsk = PenaltySummaryAsk;

export interface DysSummaryRow extends Record<string, unknown> {
  _id: string;
  warehouseName: string;
  total: number | null;
}

const EVERY_STORE = { warehouseIds: null, sort: { field: 'warehouseName', direction: 1 as const }, limit: Number.MAX_SAFE_INTEGER, offset: 0 };

/** The franchise's zone: its country's first (where its financial months are counted). */
async function franchiseZone(db: Queryable, franchiseId: string): Promise<string> {
  const { rows } = await db.query<{ zone: string | null }>(
    `SELECT c.timezones->0->>'timezone' AS zone FROM franchises f JOIN countries c ON c.id = f.country_id WHERE f.id = $1`,
    [franchiseId],
  );
  return rows[0]?.zone ?? 'UTC';
}

/** Each store's parts over [start, end): DDS, KDS and DTS of the period, STS of the month it ends in. */
async function partsOver(db: Queryable, franchiseId: string, start: Date, end: Date, zone: string): Promise<Map<string, { name: string; points: DysPoints }>> {
  const month = financialMonthOf(calendarDay(new Date(end.getTime() - 1), zone));
  const [dds, dts, sts, kds] = await Promise.all([
    penaltySummary(db, franchiseId, ddsPenalties(1), { ...EVERY_STORE, start, end }),
    penaltySummary(db, franchiseId, DTS_PENALTIES, { ...EVERY_STORE, start, end }),
    stsSummary(db, franchiseId, { ...EVERY_STORE, month }),
    kdsPoints(db, franchiseId, start, end),
  ]);
  const stsOf = new Map(sts.rows.map((row) => [row.warehouseId, row.point ?? undefined]));
  const ddsOf = new Map(dds.rows.map((row) => [row._id, row.point]));
  return new Map(
    dts.rows.map((row) => [row._id, { name: row.warehouseName, points: { dds: ddsOf.get(row._id), sts: stsOf.get(row._id), kds: kds.get(row._id), dts: row.point } }]),
  );
}

export async function dysSummary(db: Queryable, franchiseId: string, ask: DysSummaryAsk): Promise<{ rows: DysSummaryRow[]; total: number }> {
  const zone = await franchiseZone(db, franchiseId);
  const previousStart = new Date(ask.start.getTime() - (ask.end.getTime() - ask.start.getTime()));
  const [now, before] = await Promise.all([partsOver(db, franchiseId, ask.start, ask.end, zone), partsOver(db, franchiseId, previousStart, ask.start, zone)]);
  const picked = ask.warehouseIds ? new Set(ask.warehouseIds) : null;
  const rows: DysSummaryRow[] = [...now]
    .filter(([id]) => !picked || picked.has(id))
    .map(([id, { name, points }]) => {
      const total = dysPoint(points, DEFAULT_DYS_WEIGHTS) ?? null;
      const previous = dysPoint(before.get(id)?.points ?? {}, DEFAULT_DYS_WEIGHTS) ?? null;
      const next = total === null ? undefined : nextLetter(total);
      const part = partThatMovesMost(points, DEFAULT_DYS_WEIGHTS);
      return {
        _id: id,
        warehouseName: name,
        total,
        previousTotal: previous,
        trend: total !== null && previous !== null ? roundPoint(total - previous) : null,
        dds: points.dds ?? null,
        sts: points.sts ?? null,
        kds: points.kds ?? null,
        dts: points.dts ?? null,
        nextLetter: next?.letter ?? null,
        pointsToNext: next?.points ?? null,
        movesMost: part ? dysPart.value(part) : null,
      };
    });
  return pageOfStoreRows(rows, ask);
}
