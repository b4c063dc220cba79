// GET /orders/:orderId answers the summary (orders/replies.ts) plus every step's time, the basket
// with its amounts, the courier's position and the timeline of events.
import type { OrderDetailRow } from '../db/orders';
import type { OrderDetail } from '../../src/domain/orders';
import { iso, orderSummary, point } from '../orders/replies';

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
