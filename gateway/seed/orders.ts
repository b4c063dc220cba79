// Seed step: the orders of the past weeks (PAST_ORDERS_PER_WAREHOUSE per store, or SEED_ORDERS in
// all), a few orders in progress per store, their timelines, and the live state that goes with
// them: couriers placed around their stores (or along their trip), pickers picking, last jobs.
// Rows travel as column arrays (./columns.ts) and timelines are derived in SQL from the orders'
// own timestamps, so 200,000 orders seed in seconds and can never disagree with their events.
import type { FranchiseSlot } from './accounts';
import { withoutSecondaryIndexes } from './bulk-load';
import { forEachChunk, type ColumnSpec } from './columns';
import type { SeedContext, SeedPicker } from './context';
import { deliveryOffset, KM_LAT, kmLon, randomCustomer } from './customers';
import { activeTimeline, pastTimeline, secondOfDay, timelineFromTimestampsSql, weighted, type OrderTimeline } from './order-timelines';
import { COUNTRIES } from './places';
import type { SeededRandom } from './random';
import { rebuildOrderDayCounts } from '../db/order-day-counts';
import { refreshOrderHistoryVersions } from '../db/order-history-versions';
import { PICKER_PICKING, PICKING_ORDER_STATUSES } from '../orders/live-state';
import { priceBasket, randomBasketLines, type Currency } from '../orders/products';
import { missingItemsOf, ratingOf } from '../orders/outcomes';
import { ACTIVE_ORDER_SQL, COURIER_AVAILABILITY_SQL, courierStatusForOrderSql } from '../db/order-sql';

export const PAST_ORDERS_PER_WAREHOUSE = 300;
export const ACTIVE_ORDERS_PER_WAREHOUSE = 3;
/** Past orders spread over this many days before the day of seeding. */
export const HISTORY_DAYS = 28;
/** Past orders are older than this; a later local time of today wraps to the oldest day. */
const PAST_ORDER_MIN_AGE_HOURS = 4;

const SLOTS: readonly FranchiseSlot[] = ['tr1', 'tr2', 'gb'];
const countryOf = (slot: FranchiseSlot) => (slot === 'gb' ? 'GB' : 'TR');
const timezoneOf = (slot: FranchiseSlot) => COUNTRIES.find((country) => country.alpha2 === countryOf(slot))!.timezone;
const currencyOf = (slot: FranchiseSlot): Currency => (slot === 'gb' ? 'GBP' : 'TRY');

/** Order types asked for; one a store does not serve becomes the store's first type. */
const DOMAIN_TYPES: readonly (readonly [number, number])[] = [[1, 45], [3, 45], [4, 10]];

const TIME_COLUMNS = [
  'checkout_at', 'picker_assigned_at', 'verified_at', 'prepared_at', 'handover_at', 'onway_at', 'reached_at',
  'delivered_at', 'rated_at', 'canceled_at',
] as const;

const ORDER_COLUMNS: ColumnSpec = [
  ['id', 'text'], ['warehouse_id', 'text'], ['domain_type', 'int'], ['status', 'int'], ['error_code', 'int'],
  ['courier_pick', 'int'], ['picker_id', 'text'], ['customer_name', 'text'], ['customer_phone', 'text'],
  ['customer_address', 'text'], ['dlat', 'float8'], ['dlon', 'float8'], ['basket', 'jsonb'],
  ['basket_amount', 'numeric'], ['delivery_fee', 'numeric'], ['total_amount', 'numeric'],
  // past orders: local day (days before today) and second of that day; active ones: seconds ago
  ['day', 'int'], ['second', 'int'], ['last_offset', 'int'], ['rating', 'int'], ['missing_items', 'int'],
  ...TIME_COLUMNS.map((column) => [column, 'int'] as const),
];

/** created_at of a past order: a local time on an earlier day, never in the last few hours. */
const PAST_CREATED_AT = `(SELECT CASE WHEN x.t > now() - interval '${PAST_ORDER_MIN_AGE_HOURS} hours'
    THEN x.t - interval '${HISTORY_DAYS} days' ELSE x.t END
  FROM (SELECT (date_trunc('day', now() AT TIME ZONE $3) - make_interval(days => v.day) + make_interval(secs => v.second))
    AT TIME ZONE $3 AS t) x)`;
/** created_at of an active order: so many seconds ago. */
const ACTIVE_CREATED_AT = `now() - make_interval(secs => v.second)`;

/**
 * One INSERT for a chunk of orders. Couriers are picked in SQL (the courier_pick-th courier of
 * the store; for active orders among the activated ones) because the fleet step keeps no list
 * of which courier works where.
 */
function insertOrdersSql(from: string, createdAt: string, activatedCouriersOnly: boolean): string {
  const stamp = (column: string) => `v.created_at + make_interval(secs => v.${column})`;
  // src is materialised so created_at is computed once per row, not once per use.
  return `
    WITH rc AS (
      SELECT id, warehouse_id,
        (row_number() OVER (PARTITION BY warehouse_id ORDER BY id) - 1)::int AS n,
        count(*) OVER (PARTITION BY warehouse_id)::int AS cnt
      FROM couriers WHERE franchise_id = $1 ${activatedCouriersOnly ? 'AND is_active' : ''}
    ),
    src AS MATERIALIZED (SELECT v.*, ${createdAt} AS created_at FROM ${from})
    INSERT INTO orders (id, franchise_id, warehouse_id, domain_type, status, status_updated_at, error_code, courier_id,
      picker_id, customer_name, customer_phone, customer_address, delivery_latitude, delivery_longitude, basket,
      basket_amount, delivery_fee, total_amount, currency, created_at, rating, missing_items, ${TIME_COLUMNS.join(', ')})
    SELECT v.id, $1, v.warehouse_id,
      CASE WHEN v.domain_type = ANY (w.domain_types) OR cardinality(w.domain_types) = 0 THEN v.domain_type ELSE w.domain_types[1] END,
      v.status, ${stamp('last_offset')}, v.error_code, rc.id, v.picker_id, v.customer_name, v.customer_phone,
      v.customer_address, ${round6Sql('w.latitude + v.dlat')}, ${round6Sql('w.longitude + v.dlon')}, v.basket, v.basket_amount, v.delivery_fee,
      v.total_amount, $2, v.created_at, v.rating, v.missing_items, ${TIME_COLUMNS.map(stamp).join(', ')}
    FROM src v
    JOIN warehouses w ON w.id = v.warehouse_id
    LEFT JOIN rc ON rc.warehouse_id = v.warehouse_id AND v.courier_pick IS NOT NULL AND rc.n = v.courier_pick % rc.cnt`;
}

interface OrderPlan {
  warehouseId: string;
  timeline: OrderTimeline;
  /** Which courier of the store (null: none, the order never checked out). */
  courierPick: number | null;
  picker: SeedPicker | null;
  day: number;
  second: number;
}

function orderRow(random: SeededRandom, slot: FranchiseSlot, plan: OrderPlan): unknown[] {
  const country = countryOf(slot);
  const customer = randomCustomer(random, country);
  const domainType = weighted(random, DOMAIN_TYPES);
  const basket = priceBasket(randomBasketLines(() => random.next(), domainType), currencyOf(slot), country === 'TR' ? 'tr' : 'en');
  // London and Istanbul are close enough in latitude terms for one offset scale per country
  const [dlat, dlon] = deliveryOffset(random, country === 'TR' ? 41 : 51.5);
  const { timeline } = plan;
  const id = random.id();
  return [
    id, plan.warehouseId, domainType, timeline.status, timeline.errorCode, plan.courierPick, plan.picker?.id ?? null,
    customer.name, customer.phone, customer.address, round6(dlat), round6(dlon), basket.products,
    basket.basketAmount, basket.deliveryFee, basket.totalAmount, plan.day, plan.second, timeline.lastOffset,
    timeline.offsets.rated_at === undefined ? null : ratingOf(id),
    timeline.offsets.prepared_at === undefined ? 0 : missingItemsOf(id),
    ...TIME_COLUMNS.map((column) => timeline.offsets[column] ?? null),
  ];
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
/** The same rounding (six decimals, about 10 cm) in SQL. */
const round6Sql = (expression: string) => `round((${expression})::numeric, 6)::float8`;

/** How many past orders each store of each franchise gets: `total` spread evenly. */
function pastOrdersPerWarehouse(ctx: SeedContext): Map<string, number> {
  const warehouses = SLOTS.flatMap((slot) => ctx.ids.warehouses[slot]);
  const total = ctx.pastOrders ?? PAST_ORDERS_PER_WAREHOUSE * warehouses.length;
  const base = Math.floor(total / warehouses.length);
  const extra = total - base * warehouses.length;
  return new Map(warehouses.map((id, index) => [id, base + (index < extra ? 1 : 0)]));
}

export async function seedOrders(ctx: SeedContext): Promise<void> {
  // The daily counts are rebuilt once from the loaded orders rather than bumped per row.
  await ctx.tx.exec('ALTER TABLE orders DISABLE TRIGGER USER');
  await withoutSecondaryIndexes(ctx.tx, ['orders', 'order_events'], async () => {
    const perWarehouse = pastOrdersPerWarehouse(ctx);
    for (const slot of SLOTS) await seedOrdersOf(ctx, slot, perWarehouse);
  });
  await ctx.tx.exec('ALTER TABLE orders ENABLE TRIGGER USER');
  await rebuildOrderDayCounts(ctx.tx);
  await refreshOrderHistoryVersions(ctx.tx);
  for (const slot of SLOTS) await seedLiveState(ctx, slot);
}

async function seedOrdersOf(ctx: SeedContext, slot: FranchiseSlot, perWarehouse: Map<string, number>): Promise<void> {
  const { tx, random, ids } = ctx;
  {
    const franchiseId = ids.franchises[slot];
    const pickersOf = new Map<string, SeedPicker[]>();
    for (const picker of ids.pickers[slot]) pickersOf.set(picker.warehouseId, [...(pickersOf.get(picker.warehouseId) ?? []), picker]);

    const past: unknown[][] = [];
    const active: unknown[][] = [];
    for (const warehouseId of ids.warehouses[slot]) {
      const pickers = pickersOf.get(warehouseId) ?? [];
      for (let n = 0; n < (perWarehouse.get(warehouseId) ?? 0); n++) {
        const timeline = pastTimeline(random);
        past.push(orderRow(random, slot, {
          warehouseId,
          timeline,
          courierPick: timeline.offsets.checkout_at === undefined ? null : random.int(0, 999),
          picker: timeline.offsets.picker_assigned_at === undefined || pickers.length === 0 ? null : random.pick(pickers),
          day: random.int(0, HISTORY_DAYS - 1),
          second: secondOfDay(random),
        }));
      }
      // Orders in progress: each with its own courier and, once picking started, a picker at work.
      const atWork = pickers.filter((picker) => picker.atWork);
      for (let n = 0; n < ACTIVE_ORDERS_PER_WAREHOUSE; n++) {
        const timeline = activeTimeline(random);
        const pool = atWork.length > 0 ? atWork : pickers;
        active.push(orderRow(random, slot, {
          warehouseId,
          timeline,
          courierPick: n,
          picker: timeline.offsets.picker_assigned_at === undefined || pool.length === 0 ? null : pool[n % pool.length],
          day: 0,
          // seconds ago the basket was created: the whole timeline, then the time in this status
          second: timeline.lastOffset + timeline.secondsInStatus,
        }));
      }
    }
    // $1 the franchise, $2 its currency, $3 (past orders only) its time zone
    const extra = [franchiseId, currencyOf(slot)];
    await forEachChunk(tx, ORDER_COLUMNS, past, (from) => insertOrdersSql(from, PAST_CREATED_AT, false), [...extra, timezoneOf(slot)]);
    await forEachChunk(tx, ORDER_COLUMNS, active, (from) => insertOrdersSql(from, ACTIVE_CREATED_AT, true), extra);
    await tx.query(timelineFromTimestampsSql('o.franchise_id = $1'), [franchiseId]);
    await tx.query(PAST_SESSIONS_SQL, [franchiseId, timezoneOf(slot)]);
  }
}

/**
 * The couriers' past log-ins: one session per courier and local day they worked, from 20 to 80
 * minutes before their first checkout to as long after their last order ended (drawn from the
 * courier and the day, so the seed stays repeatable); a day whose session runs into the next
 * day's is one session (no two sessions of a courier overlap). Orders still in progress are left
 * to the open sessions of the couriers logged in now (seedLiveState).
 */
const PAST_SESSIONS_SQL = `
  WITH days AS (
    SELECT d.courier_id,
      d.first_at - make_interval(mins => 20 + abs(hashtext(d.courier_id || d.day || 'in')) % 61) AS started_at,
      d.last_at + make_interval(mins => 20 + abs(hashtext(d.courier_id || d.day || 'out')) % 61) AS ended_at
    FROM (
      SELECT o.courier_id, (o.created_at AT TIME ZONE $2)::date::text AS day, min(o.checkout_at) AS first_at,
        max(COALESCE(o.delivered_at, o.canceled_at, o.reached_at)) AS last_at
      FROM orders o
      WHERE o.franchise_id = $1 AND o.courier_id IS NOT NULL AND o.checkout_at IS NOT NULL AND NOT (${ACTIVE_ORDER_SQL})
      GROUP BY 1, 2
    ) d
    WHERE d.last_at IS NOT NULL
  ),
  -- a session starting before every earlier one of the courier has ended joins them
  marked AS (
    SELECT *, max(ended_at) OVER (PARTITION BY courier_id ORDER BY started_at ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS ended_before
    FROM days
  ),
  joined AS (
    SELECT *, count(*) FILTER (WHERE ended_before IS NULL OR started_at > ended_before)
      OVER (PARTITION BY courier_id ORDER BY started_at) AS session
    FROM marked
  )
  INSERT INTO courier_sessions (franchise_id, courier_id, started_at, ended_at)
  SELECT $1, courier_id, min(started_at), max(ended_at) FROM joined GROUP BY courier_id, session`;

/**
 * The session of each courier logged in now: since one to four hours ago, but never before their
 * last past session ended (no two sessions of a courier overlap).
 */
const OPEN_SESSIONS_SQL = `
  INSERT INTO courier_sessions (franchise_id, courier_id, started_at)
  SELECT c.franchise_id, c.id,
    GREATEST(now() - make_interval(mins => 60 + abs(hashtext(c.id)) % 181),
      COALESCE((SELECT max(s.ended_at) FROM courier_sessions s WHERE s.courier_id = c.id), '-infinity') + interval '1 minute')
  FROM couriers c WHERE c.franchise_id = $1 AND c.is_logged_in`;

const COURIER_COLUMNS: ColumnSpec = [
  ['id', 'text'], ['dlat', 'float8'], ['dlon', 'float8'], ['logged_in', 'bool'], ['busy', 'bool'], ['minutes', 'int'],
];

/** Couriers and pickers as the orders in progress leave them. */
async function seedLiveState(ctx: SeedContext, slot: FranchiseSlot): Promise<void> {
  const { tx, random, ids } = ctx;
  const franchiseId = ids.franchises[slot];
  const latitude = slot === 'gb' ? 51.5 : 41;
  // Every courier at (within 150 m of) their store; four in five of the activated ones at work.
  const couriers = ids.couriers[slot].map((id) => [
    id,
    round6(random.between(-0.15, 0.15) * KM_LAT),
    round6(random.between(-0.15, 0.15) * kmLon(latitude)),
    random.next() < 0.8,
    random.next() < 0.1,
    random.int(1, 120),
  ]);
  await forEachChunk(tx, COURIER_COLUMNS, couriers, (from) => `
    UPDATE couriers c SET
      latitude = ${round6Sql('w.latitude + v.dlat')}, longitude = ${round6Sql('w.longitude + v.dlon')}, location_updated_at = now(),
      is_logged_in = c.is_active AND v.logged_in, domain_types = w.domain_types,
      status = CASE WHEN c.is_active AND v.logged_in AND v.busy THEN 200 ELSE 100 END,
      status_updated_at = now() - make_interval(mins => v.minutes)
    FROM ${from}, warehouses w
    WHERE c.id = v.id AND w.id = c.warehouse_id`);
  // The courier of an order in progress: at work, in the order's leg of the trip, on the road
  // between the store and the client while on the way.
  await tx.query(
    `UPDATE couriers c SET
       is_logged_in = true,
       status = ${courierStatusForOrderSql('o.status')},
       status_updated_at = o.status_updated_at,
       latitude = CASE WHEN o.status = 800 THEN o.delivery_latitude
         WHEN o.status = 700 THEN ${round6Sql('w.latitude + (o.delivery_latitude - w.latitude) * LEAST(0.9, EXTRACT(EPOCH FROM now() - o.onway_at) / 900)')}
         ELSE c.latitude END,
       longitude = CASE WHEN o.status = 800 THEN o.delivery_longitude
         WHEN o.status = 700 THEN ${round6Sql('w.longitude + (o.delivery_longitude - w.longitude) * LEAST(0.9, EXTRACT(EPOCH FROM now() - o.onway_at) / 900)')}
         ELSE c.longitude END
     FROM orders o JOIN warehouses w ON w.id = o.warehouse_id
     WHERE o.courier_id = c.id AND o.franchise_id = $1 AND ${ACTIVE_ORDER_SQL}`,
    [franchiseId],
  );
  await tx.query(`UPDATE couriers c SET availability = ${COURIER_AVAILABILITY_SQL} WHERE c.franchise_id = $1`, [franchiseId]);
  await tx.query(OPEN_SESSIONS_SQL, [franchiseId]);

  // Pickers: their last job, and picking the orders being verified or prepared.
  await tx.query(
    `UPDATE pickers p SET last_job_date = j.last_job
     FROM (SELECT picker_id, max(prepared_at) AS last_job FROM orders
           WHERE franchise_id = $1 AND picker_id IS NOT NULL AND prepared_at IS NOT NULL GROUP BY picker_id) j
     WHERE p.id = j.picker_id`,
    [franchiseId],
  );
  await tx.query(
    `UPDATE pickers p SET status = ${PICKER_PICKING}, status_reason_code = NULL, is_logged_in = true,
       status_updated_at = o.picker_assigned_at
     FROM orders o
     WHERE o.picker_id = p.id AND o.franchise_id = $1 AND o.status = ANY($2::int[])`,
    [franchiseId, [...PICKING_ORDER_STATUSES]],
  );
}
