// The active list's cached pages follow the realtime events in place: a status change rewrites the
// row, an order that no longer belongs to the list (delivered, canceled, or out of the picked
// status) leaves the page. What a patch cannot know (a row that must enter a server-sorted page,
// a page to refill) is answered by `refetch: true`, which the screen coalesces. Pure, over
// react-admin's cached getList result and the filter and sort in its query key.
import type { RaRecord } from 'ra-core';
import { isActiveOrderStatus } from '../../domain/enums';
import type { Order, OrderStatusEvent } from '../../domain/orders';

export interface CachedList {
  data: RaRecord[];
  total?: number;
}

/** The params react-admin keeps in a getList query key (`[resource, 'getList', params]`). */
export interface ListQuery {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
  pagination?: { page: number; perPage: number };
}

export interface ListPatch<T> {
  /** The cached page after the event; the same object when nothing on it changed. */
  list: T | undefined;
  /** The page may now differ on the server in a way the patch cannot show. */
  refetch: boolean;
}

/** Sorts whose order a status change moves a row in. */
const STATUS_SORTS = new Set(['status', 'statusUpdatedAt']);

const picked = (value: unknown): number | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  return Number.isNaN(number) ? undefined : number;
};

/** The status the user narrowed the list to; one outside the active ones is ignored, as the call does. */
function pickedStatus(filter: Record<string, unknown>): number | undefined {
  const status = picked(filter.status);
  return status !== undefined && isActiveOrderStatus(status) ? status : undefined;
}

interface OrderScope {
  status: number;
  warehouse: string;
  domainType: number;
}

/** Whether the list's store and order type filters let this order in, whatever its status. */
function inScope(filter: Record<string, unknown>, order: OrderScope): boolean {
  if (typeof filter.warehouseId === 'string' && filter.warehouseId !== '' && filter.warehouseId !== order.warehouse) return false;
  const domainType = picked(filter.domainType);
  return domainType === undefined || domainType === order.domainType;
}

/** Whether the list with `filter` shows an order of this store, type and status. */
export function listShows(filter: Record<string, unknown> = {}, order: OrderScope): boolean {
  if (!isActiveOrderStatus(order.status) || !inScope(filter, order)) return false;
  const status = pickedStatus(filter);
  return status === undefined || status === order.status;
}

/** Whether rows follow this page on the server (before a change), so they move up when one leaves. */
function rowsAfter(list: CachedList, query: ListQuery): boolean {
  const total = list.total ?? list.data.length;
  if (!query.pagination) return total > list.data.length;
  return query.pagination.page * query.pagination.perPage < total;
}

/** A new checkout: it belongs on some page of a list that shows it, which only the server can sort in. */
export function checkoutNeedsRefetch(query: ListQuery, order: Order): boolean {
  return listShows(query.filter, { status: order.status, warehouse: order.warehouse.warehouse, domainType: order.domainType });
}

/** The cached page after a `market-order:status` event, and whether it must be fetched again. */
export function applyOrderStatusToList<T extends CachedList>(list: T | undefined, event: OrderStatusEvent, query: ListQuery = {}): ListPatch<T> {
  if (!list) return { list, refetch: false };
  const filter = query.filter ?? {};
  const shows = listShows(filter, event);
  const statusSort = STATUS_SORTS.has(query.sort?.field ?? '');
  const index = list.data.findIndex((row) => row.id === event._id);

  if (index === -1) {
    // Another store's or type's order is never in this list.
    if (!inScope(filter, event)) return { list, refetch: false };
    // Shown now but not here: it may just have entered a narrowed status, or moved in a status sort.
    // Otherwise it was already in the list on another page, where it stays.
    if (shows) return { list, refetch: pickedStatus(filter) !== undefined || statusSort };
    // Delivered or canceled while on another page of an un-narrowed list: the total and the page
    // bounds move. (With a status picked, whether it was in the list is unknown; most were not.)
    const others = (list.total ?? list.data.length) > list.data.length;
    return { list, refetch: !isActiveOrderStatus(event.status) && pickedStatus(filter) === undefined && others };
  }

  const row = list.data[index];
  // An event older than what the row shows (a late delivery of the socket) changes nothing.
  if (typeof row.statusUpdatedAt === 'string' && row.statusUpdatedAt > event.statusUpdatedAt) return { list, refetch: false };
  if (!shows) {
    const total = list.total === undefined ? undefined : Math.max(0, list.total - 1);
    const data = list.data.filter((_, at) => at !== index);
    // Rows after this page move up into it: only the server knows which.
    return { list: { ...list, data, total }, refetch: rowsAfter(list, query) };
  }
  if (row.status === event.status && row.statusUpdatedAt === event.statusUpdatedAt) return { list, refetch: false };
  const data = [...list.data];
  data[index] = { ...row, status: event.status, statusUpdatedAt: event.statusUpdatedAt };
  return { list: { ...list, data }, refetch: statusSort };
}
