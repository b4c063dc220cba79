// The sticky widget's problematic orders follow `market-order:status` in place: the order's new
// status shows at once; an order that leaves the active range (delivered, canceled) is no longer
// problematic and leaves. Orders that become late arrive with the coalesced refetch instead.
import { isActiveOrderStatus } from '../../domain/enums';
import type { OrderStatusEvent, ProblematicOrder } from '../../domain/orders';

export function applyOrderStatusToProblematic(
  orders: readonly ProblematicOrder[] | undefined,
  event: OrderStatusEvent,
): ProblematicOrder[] | undefined {
  if (!orders) return orders as undefined;
  const index = orders.findIndex((order) => order._id === event._id);
  if (index === -1) return orders as ProblematicOrder[];
  const order = orders[index];
  // An event older than what we show (a late delivery of the socket) changes nothing.
  if (new Date(order.statusUpdatedAt).getTime() > new Date(event.statusUpdatedAt).getTime()) return orders as ProblematicOrder[];
  if (!isActiveOrderStatus(event.status)) return orders.filter((_, at) => at !== index);
  const next = [...orders];
  next[index] = { ...order, status: event.status, statusUpdatedAt: event.statusUpdatedAt, minutesInStatus: 0 };
  return next;
}
