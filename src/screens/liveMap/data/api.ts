// The gateway calls behind the live map (docs/gateway-api.md, "Couriers, orders and pickers"):
// active orders and logged-in couriers, paged until everything is in, and the franchise's stores.
import type { Calls } from '../../../../dataProvider';
import { LIVE_MAP_REQUEST_LIMIT } from '../../../domain/constants';
import type { Courier, Order } from '../../../domain/orders';
import type { LiveWarehouse } from './types';

/** The courier fields the maps show (cards, colours, filters). */
export const LIVE_COURIER_FIELDS = ['name', 'status', 'location', 'warehouse', 'vehicleType', 'availability', 'domainTypes'];
const COURIER_PAGE = 5000;

/** Pages through a list call until `totalCount` rows are in (a page shorter than asked also ends it). */
async function allPages<T>(
  page: (offset: number) => Promise<{ rows: T[]; totalCount: number }>,
  limit: number,
): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; ; offset += limit) {
    const reply = await page(offset);
    rows.push(...reply.rows);
    if (reply.rows.length < limit || rows.length >= reply.totalCount) return rows;
  }
}

export function loadActiveOrders(calls: Calls, signal?: AbortSignal): Promise<Order[]> {
  return allPages(async (offset) => {
    const reply = await calls.orders.activeLiveMap({ limit: LIVE_MAP_REQUEST_LIMIT, offset }, signal);
    return { rows: reply.orders, totalCount: reply.totalCount };
  }, LIVE_MAP_REQUEST_LIMIT);
}

export function loadLoggedInCouriers(calls: Calls, signal?: AbortSignal): Promise<Courier[]> {
  return allPages(async (offset) => {
    const reply = await calls.orders.courierFilter(
      { isLoggedIn: true, isActivated: true, fields: LIVE_COURIER_FIELDS, populate: ['warehouse'], limit: COURIER_PAGE, offset },
      signal,
    );
    return { rows: reply.couriers, totalCount: reply.totalCount };
  }, COURIER_PAGE);
}

/** The franchise's stores that have a position (GET /users/warehouses). */
export async function loadWarehouses(calls: Calls, signal?: AbortSignal): Promise<LiveWarehouse[]> {
  const reply = await calls.franchise.userWarehouses(signal);
  return reply.warehouses.flatMap((warehouse) => {
    const [lon, lat] = warehouse.location?.coordinates ?? [];
    if (typeof lat !== 'number' || typeof lon !== 'number') return [];
    return [{ _id: warehouse._id, name: warehouse.name, lat, lon, cityId: warehouse.city?._id }];
  });
}
