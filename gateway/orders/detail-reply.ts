// GET /orders/:orderId answers the summary (orders/replies.ts) plus every step's time, the basket
// with its amounts, the courier's position and the timeline of events.
import type { OrderDetailRow } from '../db/orders';
import { iso, orderSummary, point, type GeoPoint, type OrderSummary } from './replies';

export interface OrderDetail extends Omit<OrderSummary, 'warehouse' | 'courier'> {
  warehouse: { warehouse: string; name: string; city: { _id: string; name: string } };
  courier: { courier: { _id: string; name: string; location: GeoPoint | null } } | null;
  pickerAssignedAt: string | null;
  verifiedAt: string | null;
  preparedAt: string | null;
  handoverAt: string | null;
  onwayAt: string | null;
  reachedAt: string | null;
  ratedAt: string | null;
  basket: { products: unknown[]; basketAmount: number; deliveryFee: number; totalAmount: number; currency: string };
  timeline: { event: number; createdAt: string }[];
}

export function orderDetail(row: OrderDetailRow, withCustomer: boolean): OrderDetail {
  const summary = orderSummary(row, withCustomer);
  return {
    ...summary,
    warehouse: { ...summary.warehouse, city: { _id: row.city_id, name: row.city_name } },
    courier: summary.courier && {
      courier: {
        ...summary.courier.courier,
        location: row.courier_latitude === null || row.courier_longitude === null ? null : point(row.courier_latitude, row.courier_longitude),
      },
    },
    pickerAssignedAt: iso(row.picker_assigned_at),
    verifiedAt: iso(row.verified_at),
    preparedAt: iso(row.prepared_at),
    handoverAt: iso(row.handover_at),
    onwayAt: iso(row.onway_at),
    reachedAt: iso(row.reached_at),
    ratedAt: iso(row.rated_at),
    basket: {
      products: row.basket,
      basketAmount: row.basket_amount,
      deliveryFee: row.delivery_fee,
      totalAmount: row.total_amount,
      currency: row.currency,
    },
    timeline: row.timeline.map((entry) => ({ event: entry.event, createdAt: iso(entry.createdAt)! })),
  };
}
