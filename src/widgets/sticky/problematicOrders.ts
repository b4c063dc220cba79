// The sticky widget's problematic orders follow `market-order:status` in place: the order's new
// status shows at once; an order that leaves the active range (delivered, canceled) is no longer
// problematic and leaves. Orders that become late arrive with the coalesced refetch instead.
import { isActiveOrderStatus } from '../../domain/enums';
import type { ProblematicList } from '../../domain/callTypes';
import type { OrderStatusEvent } from '../../domain/orders';

export type { ProblematicList } from '../../domain/callTypes';

export function applyOrderStatusToProblematic(list: ProblematicList | undefined, event: OrderStatusEvent): ProblematicList | undefined {
  if (!list) return list;
  const index = list.orders.findIndex((order) => order._id === event._id);
  if (index === -1) return list;
  const order = list.orders[index];
  // An event older than what we show (a late delivery of the socket) changes nothing.
  if (new Date(order.statusUpdatedAt).getTime() > new Date(event.statusUpdatedAt).getTime()) return list;
  if (!isActiveOrderStatus(event.status)) {
    return { orders: list.orders.filter((_, at) => at !== index), totalCount: Math.max(0, list.totalCount - 1) };
  }
  const orders = [...list.orders];
  orders[index] = { ...order, status: event.status, statusUpdatedAt: event.statusUpdatedAt, minutesInStatus: 0 };
  return { orders, totalCount: list.totalCount };
}
