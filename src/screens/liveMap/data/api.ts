// The gateway calls behind the live map (docs/gateway-api.md, "Couriers, orders and pickers"):
// active orders and logged-in couriers, paged until everything is in, and the franchise's stores.
import type { HttpClient } from '../../../../dataProvider';
import { LIVE_MAP_REQUEST_LIMIT } from '../../../domain/constants';
import type { Courier, GeoPoint, Order } from '../../../domain/orders';
import type { LiveWarehouse } from './types';

export type LiveMapGateway = Pick<HttpClient, 'request'>;

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

export function loadActiveOrders(gateway: LiveMapGateway, signal?: AbortSignal): Promise<Order[]> {
  return allPages(async (offset) => {
    const reply = await gateway.request<{ orders: Order[]; totalCount: number }>('/orders/active/live-map', {
      method: 'POST',
      body: { limit: LIVE_MAP_REQUEST_LIMIT, offset },
      signal,
    });
    return { rows: reply.orders, totalCount: reply.totalCount };
  }, LIVE_MAP_REQUEST_LIMIT);
}

export function loadLoggedInCouriers(gateway: LiveMapGateway, signal?: AbortSignal): Promise<Courier[]> {
  return allPages(async (offset) => {
    const reply = await gateway.request<{ couriers: Courier[]; totalCount: number }>('/courier/filter', {
      method: 'POST',
      body: {
        isLoggedIn: true,
        isActivated: true,
        fields: LIVE_COURIER_FIELDS,
        populate: ['warehouse'],
        limit: COURIER_PAGE,
        offset,
      },
      signal,
    });
    return { rows: reply.couriers, totalCount: reply.totalCount };
  }, COURIER_PAGE);
}

interface UserWarehouse {
  _id: string;
  name: string;
  city?: { _id: string; name: string } | null;
  location?: GeoPoint | null;
}

/** The franchise's stores that have a position (GET /users/warehouses). */
export async function loadWarehouses(gateway: LiveMapGateway, signal?: AbortSignal): Promise<LiveWarehouse[]> {
  const reply = await gateway.request<{ warehouses: UserWarehouse[] }>('/users/warehouses', { signal });
  return reply.warehouses.flatMap((warehouse) => {
    const [lon, lat] = warehouse.location?.coordinates ?? [];
    if (typeof lat !== 'number' || typeof lon !== 'number') return [];
    return [{ _id: warehouse._id, name: warehouse.name, lat, lon, cityId: warehouse.city?._id }];
  });
}
