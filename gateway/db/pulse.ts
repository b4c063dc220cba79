// The pulse screen's query (resources/performance/pulse-screen.ts, docs/dys.md): per store of the
// franchise, its live figures now and its figures of today, the franchise's day in its own time
// zone (its country's first, where its DYS days are counted). Every definition is the one the
// other calls count with (db/order-sql.ts, orders/live-state.ts), so a tile never disagrees with
// the live map, the sticky widget or the order counts. Two statements whatever the number of
// stores: the franchise's zone, then every figure of every store, each table read once.
import { ddsLogKind } from '../../src/domain/enums';
import { COURIER_RETURNING, COURIER_STATUS_FOR_ORDER, PICKER_BUSY, PICKER_FREE, PICKER_PICKING } from '../orders/live-state';
import { addDays, dayOf, dayStart } from '../../src/domain/shiftPlan';
import type { Queryable } from './db';
import { franchiseZone } from './franchises';
import { DDS_VIEWS } from './dds-logs';
import { instant } from './json-rows';
import { ACTIVE_ORDER_SQL, COURIER_AVAILABILITY_SQL, MISSED_ORDER_SQL, problematicOrderSql, RED_BASKET_SQL, SUCCESSFUL_ORDER_SQL } from './order-sql';
import { pageOfStoreRows, type StoreRowsAsk } from './store-rows';

export interface PulseAsk extends StoreRowsAsk {
  now: Date;
  warehouseIds: readonly string[] | null;
}

export interface PulseRow extends Record<string, unknown> {
  _id: string;
  warehouseName: string;
  activeOrders: number;
  lateOrders: number;
  redBaskets: number;
  successfulOrders: number;
  missedOrders: number;
  couriersFree: number;
  couriersDelivering: number;
  couriersReturning: number;
  couriersBusy: number;
  pickersFree: number;
  pickersPicking: number;
  pickersBusy: number;
  avgPrepareMinutes: number | null;
  avgDeliveryMinutes: number | null;
  newDtsRecords: number;
  newDdsLogs: number;
}

/** The franchise's calendar day at `now` in its zone, and the instants it starts and ends (a clock change makes it 23 or 25 hours). */
async function franchiseDay(db: Queryable, franchiseId: string, now: Date): Promise<{ day: string; start: Date; end: Date }> {
  const zone = await franchiseZone(db, franchiseId);
  const day = dayOf(now, zone);
  return { day, start: new Date(dayStart(day, zone)), end: new Date(dayStart(addDays(day, 1), zone)) };
}

const list = (values: Iterable<number>) => [...new Set(values)].join(', ');
/** A courier on an order: the statuses an order's courier goes through, reserved to reached. */
const DELIVERING = list(Object.values(COURIER_STATUS_FOR_ORDER) as number[]);
/** Minutes between two of an order's timestamps, averaged over the rows `where` keeps, to a tenth. */
const averageMinutes = (from: string, to: string, where: string) =>
  `round((avg(EXTRACT(EPOCH FROM o.${to} - o.${from})) FILTER (WHERE ${where}) / 60)::numeric, 1)::float8`;

// $1 franchise, $2 now, $3 and $4 the day's bounds, $5 the stores picked (null: all)
const FIGURES_SQL = `
  WITH live AS (
    -- orders on their way now, whenever they were placed; late: in their status too long (the sticky widget's rule)
    SELECT o.warehouse_id, count(*)::int AS active, count(*) FILTER (WHERE ${problematicOrderSql('$2')})::int AS late
    FROM orders o WHERE o.franchise_id = $1 AND ${ACTIVE_ORDER_SQL}
    GROUP BY o.warehouse_id
  ), today AS (
    -- the day's orders (placed today), as the order counts and the live map's TODAY count them
    SELECT o.warehouse_id,
      count(*) FILTER (WHERE ${SUCCESSFUL_ORDER_SQL})::int AS successful,
      count(*) FILTER (WHERE ${MISSED_ORDER_SQL})::int AS missed,
      count(*) FILTER (WHERE ${RED_BASKET_SQL})::int AS red,
      -- checkout to prepared over the orders prepared so far; checkout to the door over the delivered ones
      ${averageMinutes('checkout_at', 'prepared_at', 'o.prepared_at IS NOT NULL')} AS prepare,
      ${averageMinutes('checkout_at', 'delivered_at', SUCCESSFUL_ORDER_SQL)} AS delivery
    FROM orders o WHERE o.franchise_id = $1 AND o.created_at >= $3 AND o.created_at < $4
    GROUP BY o.warehouse_id
  ), couriers AS (
    -- the couriers at work (not unavailable: active and logged in), by what they are doing
    SELECT c.warehouse_id,
      count(*) FILTER (WHERE c.status IN (${DELIVERING}))::int AS delivering,
      count(*) FILTER (WHERE c.status = ${COURIER_RETURNING})::int AS returning,
      count(*) FILTER (WHERE ${COURIER_AVAILABILITY_SQL} = 300)::int AS free,
      count(*)::int AS working
    FROM couriers c WHERE c.franchise_id = $1 AND ${COURIER_AVAILABILITY_SQL} <> 100
    GROUP BY c.warehouse_id
  ), pickers AS (
    -- the pickers at work (activated and logged in), as the sticky widget lists them
    SELECT p.warehouse_id,
      count(*) FILTER (WHERE p.status = ${PICKER_FREE})::int AS free,
      count(*) FILTER (WHERE p.status = ${PICKER_PICKING})::int AS picking,
      count(*) FILTER (WHERE p.status = ${PICKER_BUSY})::int AS busy
    FROM pickers p WHERE p.franchise_id = $1 AND p.is_activated AND p.is_logged_in
    GROUP BY p.warehouse_id
  ), dts AS (
    -- DTS records head office wrote today
    SELECT r.warehouse_id, count(*)::int AS n FROM dts_records r
    WHERE r.franchise_id = $1 AND r.created_at >= $3 AND r.created_at < $4 GROUP BY r.warehouse_id
  ), dds AS (
    -- DDS penalties head office logged today (the DDS the DYS point counts, not the older DDS100)
    SELECT l.warehouse_id, count(*)::int AS n FROM ${DDS_VIEWS[ddsLogKind.value('dds')].table} l
    WHERE l.franchise_id = $1 AND l.logged_at >= $3 AND l.logged_at < $4 GROUP BY l.warehouse_id
  )
  SELECT w.id AS "_id", w.name AS "warehouseName",
    COALESCE(live.active, 0) AS "activeOrders", COALESCE(live.late, 0) AS "lateOrders",
    COALESCE(today.red, 0) AS "redBaskets", COALESCE(today.successful, 0) AS "successfulOrders", COALESCE(today.missed, 0) AS "missedOrders",
    COALESCE(couriers.free, 0) AS "couriersFree", COALESCE(couriers.delivering, 0) AS "couriersDelivering",
    COALESCE(couriers.returning, 0) AS "couriersReturning",
    -- at work but neither free nor on an order's way (a break, a refill)
    COALESCE(couriers.working - couriers.free - couriers.delivering - couriers.returning, 0) AS "couriersBusy",
    COALESCE(pickers.free, 0) AS "pickersFree", COALESCE(pickers.picking, 0) AS "pickersPicking", COALESCE(pickers.busy, 0) AS "pickersBusy",
    today.prepare AS "avgPrepareMinutes", today.delivery AS "avgDeliveryMinutes",
    COALESCE(dts.n, 0) AS "newDtsRecords", COALESCE(dds.n, 0) AS "newDdsLogs"
  FROM warehouses w
  LEFT JOIN live ON live.warehouse_id = w.id
  LEFT JOIN today ON today.warehouse_id = w.id
  LEFT JOIN couriers ON couriers.warehouse_id = w.id
  LEFT JOIN pickers ON pickers.warehouse_id = w.id
  LEFT JOIN dts ON dts.warehouse_id = w.id
  LEFT JOIN dds ON dds.warehouse_id = w.id
  WHERE w.franchise_id = $1 AND ($5::text[] IS NULL OR w.id = ANY($5::text[]))`;

/**
 * The tiles of the franchise's stores (those picked, else all), sorted and paged as asked, with
 * the franchise's day they count (`day`) and the instant they were read (`asOf`).
 */
export async function pulseOfStores(db: Queryable, franchiseId: string, ask: PulseAsk): Promise<{ rows: PulseRow[]; total: number; extra: { day: string; asOf: string } }> {
  const { day, start, end } = await franchiseDay(db, franchiseId, ask.now);
  const { rows } = await db.query<PulseRow>(FIGURES_SQL, [franchiseId, instant(ask.now), instant(start), instant(end), ask.warehouseIds]);
  return { ...pageOfStoreRows(rows, ask), extra: { day, asOf: ask.now.toISOString() } };
}
