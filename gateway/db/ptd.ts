// The PTD summary's query (resources/performance/ptd.ts, docs/dys.md; TR group only): per store,
// the financial month from its 26th to now (a past month: the whole of it), in the franchise's
// zone: the DYS point so far, as the DYS summary computes it, whose letter is the month's
// projection; the delivered orders per domain and the missed ones; the couriers' hours worked
// against those planned for the same days. A few set-based statements for every store.
import { dayStart } from '../../src/domain/shiftPlan';
import { dayAfter, financialMonthDays } from '../../src/domain/financialMonth';
import { CANCELED_ORDER_STATUSES, DELIVERED_ORDER_STATUSES } from '../../src/domain/enums';
import { hoursAgainstPlan, PTD_DOMAIN_COLUMNS } from '../../src/domain/dys/ptd';
import { roundPoint } from '../../src/domain/dys/points';
import { COURIER_STAFF_TYPES, PLANNED_SLOT_STATUSES } from '../../src/domain/workingHours';
import type { Queryable } from './db';
import { dysSummary } from './dys-summary';
import { franchiseZone } from './franchises';
import { pageOfStoreRows, type StoreRowsAsk } from './store-rows';

export interface PtdAsk extends StoreRowsAsk {
  month: string;
  warehouseIds: readonly string[] | null;
  now: Date;
}

const EVERY_STORE = { warehouseIds: null, sort: { field: 'warehouseName', direction: 1 as const }, limit: Number.MAX_SAFE_INTEGER, offset: 0 };

/** The month's days so far: from its first day's midnight to now, or to its end once it is over. */
export async function ptdSpan(db: Queryable, franchiseId: string, month: string, now: Date): Promise<{ start: Date; end: Date }> {
  const zone = await franchiseZone(db, franchiseId);
  const { first, last } = financialMonthDays(month);
  const start = new Date(dayStart(first, zone));
  const end = new Date(Math.min(now.getTime(), Date.parse(dayStart(dayAfter(last), zone))));
  return { start, end };
}

export async function ptdSummary(db: Queryable, franchiseId: string, ask: PtdAsk) {
  const { start, end } = await ptdSpan(db, franchiseId, ask.month, ask.now);
  const begun = end > start;
  const hours = (sql: string) => db.query<{ warehouse_id: string; minutes: number }>(sql, [franchiseId, start, end, [...COURIER_STAFF_TYPES]]);
  const [stores, dys, orders, planned, worked] = await Promise.all([
    db.query<{ id: string; name: string }>(`SELECT id, name FROM warehouses WHERE franchise_id = $1`, [franchiseId]),
    begun ? dysSummary(db, franchiseId, { ...EVERY_STORE, start, end }) : null,
    db.query<{ warehouse_id: string; domain_type: number; delivered: number; missed: number }>(
      `SELECT warehouse_id, domain_type,
              count(*) FILTER (WHERE status = ANY($4::int[]))::int AS delivered,
              count(*) FILTER (WHERE status = ANY($5::int[]))::int AS missed
         FROM orders WHERE franchise_id = $1 AND created_at >= $2 AND created_at < $3
        GROUP BY warehouse_id, domain_type`,
      [franchiseId, start, end, DELIVERED_ORDER_STATUSES, CANCELED_ORDER_STATUSES],
    ),
    // the couriers' slots booked or assigned that start in the days so far, less their breaks
    db.query<{ warehouse_id: string; minutes: number }>(
      `SELECT s.warehouse_id, sum(extract(epoch FROM s.ends_at - s.starts_at) / 60 - s.break_minutes)::float8 AS minutes
         FROM shift_slots s
        WHERE s.franchise_id = $1 AND s.kind = 'courier' AND s.status = ANY($4::int[]) AND s.starts_at >= $2 AND s.starts_at < $3
        GROUP BY s.warehouse_id`,
      [franchiseId, start, end, [...PLANNED_SLOT_STATUSES]],
    ),
    // the couriers' clocked time in those days, less the unpaid breaks; an open clock-in counts nothing yet
    hours(
      `SELECT t.warehouse_id, sum(extract(epoch FROM t.clock_out - t.clock_in) / 60 - t.unpaid_break_minutes)::float8 AS minutes
         FROM timesheets t JOIN people p ON p.id = t.person_id AND p.franchise_id = t.franchise_id
        WHERE t.franchise_id = $1 AND t.clock_in >= $2 AND t.clock_in < $3 AND t.clock_out IS NOT NULL AND p.staff_type = ANY($4::int[])
        GROUP BY t.warehouse_id`,
    ),
  ]);
  const dysOf = new Map((dys?.rows ?? []).map((row) => [row._id, row.total]));
  const minutesOf = (rows: { warehouse_id: string; minutes: number }[]) => new Map(rows.map((row) => [row.warehouse_id, row.minutes]));
  const [plannedOf, workedOf] = [minutesOf(planned.rows), minutesOf(worked.rows)];
  const picked = ask.warehouseIds ? new Set(ask.warehouseIds) : null;
  const rows = stores.rows
    .filter((store) => !picked || picked.has(store.id))
    .map((store) => {
      const own = orders.rows.filter((row) => row.warehouse_id === store.id);
      const delivered = Object.fromEntries(
        PTD_DOMAIN_COLUMNS.map(({ domainType, column }) => [column, own.filter((row) => row.domain_type === domainType).reduce((all, row) => all + row.delivered, 0)]),
      );
      const plannedHours = roundPoint((plannedOf.get(store.id) ?? 0) / 60);
      const workedHours = roundPoint((workedOf.get(store.id) ?? 0) / 60);
      return {
        _id: store.id,
        warehouseName: store.name,
        total: dysOf.get(store.id) ?? null,
        ...delivered,
        delivered: own.reduce((all, row) => all + row.delivered, 0),
        missed: own.reduce((all, row) => all + row.missed, 0),
        workedHours,
        plannedHours,
        hoursAgainstPlan: hoursAgainstPlan(workedHours, plannedHours),
      };
    });
  return { ...pageOfStoreRows(rows, ask), extra: { startDate: start.toISOString(), endDate: end.toISOString() } };
}
