// Deterministic synthetic live-map data shaped like the gateway's replies: warehouses around
// Istanbul, couriers and active orders scattered a few kilometres around them, and realtime
// events (courier location/status, order status) like the socket sends.
import { ACTIVE_ORDER_STATUSES } from '../../src/domain/enums/orderStatus';
import { courierStatus } from '../../src/domain/enums/courierStatus';
import type { Courier, CourierLocationEvent, Order, OrderStatusEvent } from '../../src/domain/orders';
import type { LiveWarehouse } from '../../src/screens/liveMap/data/types';

/** Small seeded generator (mulberry32), so every run draws the same map. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CENTER = { lat: 41.02111, lon: 29.004115 };
const COURIER_STATUSES = courierStatus.values;

export interface Dataset {
  warehouses: LiveWarehouse[];
  couriers: Courier[];
  orders: Order[];
}

export function dataset(counts: { warehouses: number; couriers: number; orders: number }, seed = 1): Dataset {
  const next = random(seed);
  const near = (lat: number, lon: number, km: number) => ({
    lat: lat + ((next() - 0.5) * 2 * km) / 111,
    lon: lon + ((next() - 0.5) * 2 * km) / 84,
  });
  const warehouses: LiveWarehouse[] = Array.from({ length: counts.warehouses }, (_, i) => {
    const at = near(CENTER.lat, CENTER.lon, 12);
    return { _id: `w${i}`, name: `Store ${i + 1}`, ...at };
  });
  const now = Date.now();
  const couriers: Courier[] = Array.from({ length: counts.couriers }, (_, i) => {
    const home = warehouses[i % warehouses.length];
    const at = near(home.lat, home.lon, 3);
    return {
      _id: `c${i}`,
      name: `Courier ${i + 1}`,
      status: COURIER_STATUSES[Math.floor(next() * COURIER_STATUSES.length)],
      warehouse: { _id: home._id, name: home.name },
      location: { type: 'Point', coordinates: [at.lon, at.lat], updatedAt: new Date(now - 60_000).toISOString() },
    };
  });
  const orders: Order[] = Array.from({ length: counts.orders }, (_, i) => {
    const home = warehouses[i % warehouses.length];
    const at = near(home.lat, home.lon, 4);
    const created = new Date(now - (5 + next() * 40) * 60_000).toISOString();
    return {
      _id: `o${String(i).padStart(6, '0')}`,
      domainType: 3,
      status: ACTIVE_ORDER_STATUSES[Math.floor(next() * ACTIVE_ORDER_STATUSES.length)],
      statusUpdatedAt: created,
      errorCode: null,
      createdAt: created,
      checkoutAt: created,
      deliveredAt: null,
      canceledAt: null,
      warehouse: { warehouse: home._id, name: home.name },
      courier: null,
      picking: null,
      assign: { courierAssignedAt: null, pickerAssignedAt: null },
      deliveryAddress: { location: { type: 'Point', coordinates: [at.lon, at.lat] } },
      totalAmount: 100,
      currency: 'TRY',
    };
  });
  return { warehouses, couriers, orders };
}

/**
 * `count` single updates as the socket would send them: mostly a courier that moved (a fifth of
 * them also changing status), every tenth an order changing status.
 */
export function updates(data: Dataset, count: number, seed = 2): ({ type: 'courier:location'; payload: CourierLocationEvent } | { type: 'market-order:status'; payload: OrderStatusEvent })[] {
  const next = random(seed);
  const at = () => new Date().toISOString();
  return Array.from({ length: count }, (_, i) => {
    if (i % 10 === 9 && data.orders.length > 0) {
      const order = data.orders[Math.floor(next() * data.orders.length)];
      return {
        type: 'market-order:status' as const,
        payload: {
          _id: order._id,
          status: ACTIVE_ORDER_STATUSES[Math.floor(next() * ACTIVE_ORDER_STATUSES.length)],
          statusUpdatedAt: at(),
          domainType: order.domainType,
          event: 1850,
          warehouse: order.warehouse.warehouse,
          courier: null,
          picker: null,
        },
      };
    }
    const courier = data.couriers[Math.floor(next() * data.couriers.length)];
    const [lon, lat] = courier.location!.coordinates;
    const status = i % 5 === 0 ? COURIER_STATUSES[Math.floor(next() * COURIER_STATUSES.length)] : courier.status!;
    return {
      type: 'courier:location' as const,
      payload: { couriers: [{ _id: courier._id, lat: lat + (next() - 0.5) * 0.002, lon: lon + (next() - 0.5) * 0.002, status }], at: at() },
    };
  });
}
