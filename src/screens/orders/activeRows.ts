// The active list's rows follow the realtime events in place: a status change rewrites the row,
// an order that stops being active leaves the page. Pure, over react-admin's cached getList result.
import type { RaRecord } from 'ra-core';
import { isActiveOrderStatus } from '../../domain/enums';
import type { OrderStatusEvent } from '../../domain/orders';

export interface CachedList {
  data: RaRecord[];
  total?: number;
}

/**
 * The cached page after `event`, or the same object when the order is not on it (or the event is
 * older than what the row shows) so react-query does not re-render for nothing.
 */
export function applyOrderStatusToRows<T extends CachedList>(list: T | undefined, event: OrderStatusEvent): T | undefined {
  if (!list) return list;
  const index = list.data.findIndex((row) => row.id === event._id);
  if (index === -1) return list;
  const row = list.data[index];
  if (typeof row.statusUpdatedAt === 'string' && row.statusUpdatedAt > event.statusUpdatedAt) return list;
  if (!isActiveOrderStatus(event.status)) {
    return { ...list, data: list.data.filter((_, at) => at !== index), total: list.total === undefined ? undefined : Math.max(0, list.total - 1) };
  }
  if (row.status === event.status && row.statusUpdatedAt === event.statusUpdatedAt) return list;
  const data = [...list.data];
  data[index] = { ...row, status: event.status, statusUpdatedAt: event.statusUpdatedAt };
  return { ...list, data };
}
