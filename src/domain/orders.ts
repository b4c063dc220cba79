// The shapes of the gateway's order, courier and picker replies (docs/gateway-api.md, "Order
// shape" and "Calls"), and of the realtime events that update them. One place, so the lists, the
// detail page, the live maps and the sticky widget read the same fields.

/** The short form of an order id staff read out (the order detail's title, the sticky widget, notices): its last eight characters. */
export const shortOrderId = (id: string): string => id.slice(-8).toUpperCase();

import { PULSE_EVENT, type PulseChangedPayload } from './dys/pulse';
import type { PanelNotification } from './notifications';

/** GeoJSON point as the gateway sends it: [longitude, latitude]. */
export interface GeoPoint {
  type: 'Point';
  coordinates: [lng: number, lat: number];
}

export interface NamedRef {
  _id: string;
  name: string;
}

/** An order as every order reply nests it (spec 3, Order (widget)). */
export interface Order {
  _id: string;
  domainType: number;
  status: number;
  statusUpdatedAt: string;
  errorCode: number | null;
  createdAt: string;
  checkoutAt: string | null;
  deliveredAt: string | null;
  canceledAt: string | null;
  warehouse: { warehouse: string; name: string };
  courier: { courier: NamedRef } | null;
  picking: { picker: NamedRef } | null;
  assign: { courierAssignedAt: string | null; pickerAssignedAt: string | null };
  deliveryAddress: { location: GeoPoint; address?: string };
  totalAmount: number;
  currency: string;
  /** Only for callers with order_customer_info. */
  client?: { name: string; phone: string };
}

export interface BasketProduct {
  productId: string;
  name: string;
  count: number;
  price: number;
  totalAmount: number;
}

export interface OrderTimelineEvent {
  /** Spec 4 order event code. */
  event: number;
  createdAt: string;
}

/** GET /orders/:orderId. */
export interface OrderDetail extends Omit<Order, 'warehouse' | 'courier'> {
  warehouse: { warehouse: string; name: string; city?: NamedRef };
  courier: { courier: NamedRef & { location?: GeoPoint | null } } | null;
  pickerAssignedAt: string | null;
  verifiedAt: string | null;
  preparedAt: string | null;
  handoverAt: string | null;
  onwayAt: string | null;
  reachedAt: string | null;
  ratedAt: string | null;
  basket: { products: BasketProduct[]; basketAmount: number; deliveryFee: number; totalAmount: number; currency: string };
  timeline: OrderTimelineEvent[];
}

/** POST /orders/problematic rows. */
export interface ProblematicOrder extends Order {
  minutesInStatus: number;
}

/** A courier from POST /courier/filter (fields depend on the `fields` asked for). */
export interface Courier {
  _id: string;
  name?: string;
  phone?: string;
  status?: number;
  statusUpdatedAt?: string;
  availability?: number;
  vehicleType?: number;
  isActivated?: boolean;
  isLoggedIn?: boolean;
  domainTypes?: number[];
  warehouse?: string | (NamedRef & { location?: GeoPoint });
  location?: (GeoPoint & { updatedAt?: string }) | null;
}

/** A picker from POST /picker/filter, and the `statusChanged` event. */
export interface Picker {
  _id: string;
  name: string;
  status: number;
  statusReasonCode: number | null;
  statusUpdatedAt: string;
  lastJobDate: string | null;
  isActivated: boolean;
  isLoggedIn: boolean;
  warehouse: NamedRef;
}

export interface City {
  _id: string;
  name: string;
  location?: GeoPoint;
  warehouseCount: number;
}

export type StatsPeriod = 'TODAY' | 'YESTERDAY' | 'LASTWEEK';

/** POST /franchises/stats reply's `result`. */
export interface FranchiseStats {
  period: StatsPeriod;
  startDate: string;
  endDate: string;
  total: { successfulOrder: number; missedOrder: number; redBasket: number };
  warehouses: (NamedRef & { successfulOrder: number; missedOrder: number; redBasket: number })[];
}

export type CountKind = 'successful' | 'missed' | 'potential';
export type CountGroupType = 'hour' | 'day' | 'week' | 'month';

/** POST /orders/:warehouseId/count/{kind}[/average] reply. */
export interface OrderCountSeries {
  data: { date: string; startDate: string; count: number }[];
  total?: number;
  warehouseCount?: number;
  groupType: CountGroupType;
}

/** Realtime events (docs/gateway-api.md, "Realtime socket"). */
export interface OrderStatusEvent {
  _id: string;
  status: number;
  statusUpdatedAt: string;
  domainType: number;
  /** The spec 4 event code that caused the change. */
  event: number;
  warehouse: string;
  courier: string | null;
  picker: string | null;
}

export interface CourierLocationEvent {
  couriers: { _id: string; lat: number; lon: number; status: number }[];
  at: string;
}

export interface RealtimeEvents {
  statusChanged: Picker;
  'market-order:status': OrderStatusEvent;
  'market-checkout:new': Order;
  'courier:location': CourierLocationEvent;
  /** A new notification of the signed-in user (src/domain/notifications.ts). */
  notification: PanelNotification;
  /** Something the pulse screen shows moved (src/domain/dys/pulse.ts): read its tiles again. */
  [PULSE_EVENT]: PulseChangedPayload;
}
