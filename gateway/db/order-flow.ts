// Orders moving along the flow (orders/flow.ts), as the demo simulator moves them: the active
// ones with their places, a checkout's new order, a step, a client's cancel, and the browser
// tests' backdating. Every change writes its status, its step's timestamp and its timeline event
// in one transaction, with the courier and picker states the status implies
// (orders/live-state.ts), so the data stays as consistent as the seed's.
import { ORDER_ENDINGS, type OrderStep } from '../orders/flow';
import {
  COURIER_FREE,
  COURIER_RETURNING,
  COURIER_STATUS_FOR_ORDER,
  PICKER_FREE,
  PICKER_PICKING,
  PICKING_ORDER_STATUSES,
} from '../orders/live-state';
import { missingItemsOf, ratingOf } from '../orders/outcomes';
import { orderSummary, type NewCheckoutPayload, type OrderRow } from '../orders/replies';
import { ACTIVE_ORDER_SQL, ORDER_ROW_COLUMNS, ORDER_ROW_JOINS } from './order-sql';
import type { LatLon } from '../orders/replies';
import { setCourier } from './couriers';
import type { Db, Queryable } from './db';
import { setPicker } from './pickers';

export interface ActiveOrder {
  id: string;
  franchiseId: string;
  warehouseId: string;
  status: number;
  statusUpdatedAt: Date;
  domainType: number;
  courierId: string | null;
  pickerId: string | null;
  destination: LatLon;
  store: LatLon;
  courierAt: LatLon | null;
  vehicleType: number;
}

/** Every franchise's active orders, with the store, the destination and the courier's place. */
export async function loadActiveOrders(db: Queryable): Promise<ActiveOrder[]> {
  const { rows } = await db.query<{
    id: string; franchise_id: string; warehouse_id: string; status: number; status_updated_at: Date; domain_type: number;
    courier_id: string | null; picker_id: string | null; delivery_latitude: number; delivery_longitude: number;
    store_latitude: number; store_longitude: number; courier_latitude: number | null; courier_longitude: number | null;
    vehicle_type: number | null;
  }>(
    `SELECT o.id, o.franchise_id, o.warehouse_id, o.status, o.status_updated_at, o.domain_type, o.courier_id, o.picker_id,
       o.delivery_latitude, o.delivery_longitude, w.latitude AS store_latitude, w.longitude AS store_longitude,
       c.latitude AS courier_latitude, c.longitude AS courier_longitude, c.vehicle_type
     FROM orders o JOIN warehouses w ON w.id = o.warehouse_id LEFT JOIN couriers c ON c.id = o.courier_id
     WHERE ${ACTIVE_ORDER_SQL}
     ORDER BY o.status_updated_at, o.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    franchiseId: row.franchise_id,
    warehouseId: row.warehouse_id,
    status: row.status,
    statusUpdatedAt: new Date(row.status_updated_at),
    domainType: row.domain_type,
    courierId: row.courier_id,
    pickerId: row.picker_id,
    destination: [row.delivery_latitude, row.delivery_longitude],
    store: [row.store_latitude, row.store_longitude],
    courierAt: row.courier_latitude === null || row.courier_longitude === null ? null : [row.courier_latitude, row.courier_longitude],
    vehicleType: row.vehicle_type ?? 200,
  }));
}

/** A checked-out (or failed) order as the simulator's checkout writes it. */
export interface NewOrder {
  id: string;
  franchiseId: string;
  warehouseId: string;
  domainType: number;
  status: number;
  statusUpdatedAt: Date;
  errorCode: number | null;
  courierId: string | null;
  customer: { name: string; phone: string; address: string };
  delivery: LatLon;
  basket: { products: unknown[]; basketAmount: number; deliveryFee: number; totalAmount: number };
  currency: string;
  createdAt: Date;
  checkoutAt: Date | null;
  canceledAt: Date | null;
}

type TimelineEvent = readonly [event: number, at: Date];

/** Writes a new order and its first two timeline events (the basket, then checkout or its failure). */
export async function insertOrder(tx: Queryable, order: NewOrder, events: readonly [TimelineEvent, TimelineEvent]): Promise<void> {
  await tx.query(
    `INSERT INTO orders (id, franchise_id, warehouse_id, domain_type, status, status_updated_at, error_code, courier_id,
       customer_name, customer_phone, customer_address, delivery_latitude, delivery_longitude, basket, basket_amount,
       delivery_fee, total_amount, currency, created_at, checkout_at, canceled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)`,
    [
      order.id, order.franchiseId, order.warehouseId, order.domainType, order.status, order.statusUpdatedAt, order.errorCode, order.courierId,
      order.customer.name, order.customer.phone, order.customer.address, order.delivery[0], order.delivery[1],
      JSON.stringify(order.basket.products), order.basket.basketAmount, order.basket.deliveryFee, order.basket.totalAmount, order.currency,
      order.createdAt, order.checkoutAt, order.canceledAt,
    ],
  );
  await tx.query(
    `INSERT INTO order_events (order_id, franchise_id, event, created_at) VALUES ($1, $2, $3, $4), ($1, $2, $5, $6)`,
    [order.id, order.franchiseId, events[0][0], events[0][1], events[1][0], events[1][1]],
  );
}

export interface StepResult {
  status: number;
  event: number;
  at: Date;
  courierStatus: number | null;
  pickerId: string | null;
}

async function insertOrderEvent(tx: Queryable, order: ActiveOrder, event: number, at: Date): Promise<void> {
  await tx.query(`INSERT INTO order_events (order_id, franchise_id, event, created_at) VALUES ($1, $2, $3, $4)`, [
    order.id, order.franchiseId, event, at,
  ]);
}

/**
 * Moves an order one step along the flow (the order must still be in `from`), with its event and
 * the courier's and picker's new states. Answers null when someone else moved it first.
 */
export async function applyStep(db: Db, order: ActiveOrder, step: OrderStep, now: Date, pickerId: string | null): Promise<StepResult | null> {
  return db.transaction(async (tx) => {
    const picker = step.event === 1800 ? pickerId : order.pickerId;
    // the picker's missing lines when the order is prepared, the client's rating when rated
    const { rows } = await tx.query(
      `UPDATE orders SET status = $3, status_updated_at = $4, ${step.column} = $4, picker_id = $5,
         missing_items = COALESCE($6, missing_items), rating = COALESCE($7, rating)
       WHERE id = $1 AND status = $2 RETURNING id`,
      [order.id, order.status, step.status, now, picker, step.event === 1900 ? missingItemsOf(order.id) : null, step.event === 1500 ? ratingOf(order.id) : null],
    );
    if (rows.length === 0) return null;
    await insertOrderEvent(tx, order, step.event, now);
    const courierStatus = order.courierId ? COURIER_STATUS_FOR_ORDER[step.status] ?? COURIER_RETURNING : null;
    if (order.courierId && courierStatus !== null) await setCourier(tx, order.courierId, courierStatus, now);
    if (step.event === 1800 && picker) await setPicker(tx, picker, PICKER_PICKING, null, now);
    if (step.event === 1900 && picker) await setPicker(tx, picker, PICKER_FREE, null, now, true);
    return { status: step.status, event: step.event, at: now, courierStatus, pickerId: picker };
  });
}

/** The client cancels an order still in the store (before handover): its courier and picker are free again. */
export async function cancelByClient(db: Db, order: ActiveOrder, now: Date): Promise<StepResult | null> {
  const ending = ORDER_ENDINGS.canceledByClient;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `UPDATE orders SET status = $3, status_updated_at = $4, canceled_at = $4 WHERE id = $1 AND status = $2 RETURNING id`,
      [order.id, order.status, ending.status, now],
    );
    if (rows.length === 0) return null;
    await insertOrderEvent(tx, order, ending.event, now);
    if (order.courierId) await setCourier(tx, order.courierId, COURIER_FREE, now);
    if (order.pickerId && (PICKING_ORDER_STATUSES as readonly number[]).includes(order.status)) await setPicker(tx, order.pickerId, PICKER_FREE, null, now);
    return { status: ending.status, event: ending.event, at: now, courierStatus: order.courierId ? COURIER_FREE : null, pickerId: order.pickerId };
  });
}

/** One order as events carry it (no customer fields), by id: the simulator's own orders only. */
export async function loadOrderSummary(db: Queryable, orderId: string): Promise<NewCheckoutPayload | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_ROW_COLUMNS} FROM orders o ${ORDER_ROW_JOINS} WHERE o.id = $1`, [orderId]);
  return rows[0] ? orderSummary(rows[0], false) : null;
}

/** Moves an order's time in its status back (the browser tests' late orders); answers whether it was the franchise's. */
export async function backdateOrderStatus(db: Queryable, franchiseId: string, orderId: string, at: Date): Promise<boolean> {
  const { rows } = await db.query(`UPDATE orders SET status_updated_at = $3 WHERE franchise_id = $1 AND id = $2 RETURNING id`, [franchiseId, orderId, at]);
  return rows.length > 0;
}
