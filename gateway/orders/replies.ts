// Orders as the calls answer them. The spec names only the widget's fields (picking.picker,
// courier.courier, assign, warehouse.warehouse); every order reply uses that same nesting, so the
// panel reads one shape. Customer fields (client, deliveryAddress.address) are added only for a
// caller with order_customer_info; socket events never carry them.

/** A timestamp as the database answers it: a Date from a row, an ISO string from JSON. */
export type Timestamp = Date | string;

export interface OrderRow {
  id: string;
  domain_type: number;
  status: number;
  status_updated_at: Timestamp;
  error_code: number | null;
  created_at: Timestamp;
  checkout_at: Timestamp | null;
  picker_assigned_at: Timestamp | null;
  delivered_at: Timestamp | null;
  canceled_at: Timestamp | null;
  warehouse_id: string;
  warehouse_name: string;
  courier_id: string | null;
  courier_name: string | null;
  picker_id: string | null;
  picker_name: string | null;
  delivery_latitude: number;
  delivery_longitude: number;
  total_amount: number;
  currency: string;
  customer_name: string;
  customer_phone: string;
  customer_address: string;
}

/** A position as the simulator moves it and the tables store it: [latitude, longitude]. */
export type LatLon = readonly [latitude: number, longitude: number];

export interface GeoPoint {
  type: 'Point';
  /** GeoJSON order: [longitude, latitude]. */
  coordinates: [number, number];
}

export interface OrderSummary {
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
  courier: { courier: { _id: string; name: string } } | null;
  picking: { picker: { _id: string; name: string } } | null;
  assign: { courierAssignedAt: string | null; pickerAssignedAt: string | null };
  deliveryAddress: { location: GeoPoint; address?: string };
  totalAmount: number;
  currency: string;
  /** Only for callers with order_customer_info. */
  client?: { name: string; phone: string };
}

/** A UTC timestamp as PostgreSQL writes it in JSON: "2026-11-23T18:18:31.094+00:00" (fraction optional, 1 to 6 digits). */
const UTC_JSON_TIMESTAMP = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00:00$/;

/** A timestamp in ISO form with milliseconds (Date#toISOString's). A list call converts hundreds:
 * a UTC one from JSON is rewritten as text, without building a Date. */
export function iso(value: Timestamp | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') {
    const utc = UTC_JSON_TIMESTAMP.exec(value);
    if (utc) return `${utc[1]}.${(utc[2] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  }
  return new Date(value).toISOString();
}

export const point = (latitude: number, longitude: number): GeoPoint => ({ type: 'Point', coordinates: [longitude, latitude] });

export function orderSummary(row: OrderRow, withCustomer: boolean): OrderSummary {
  const summary: OrderSummary = {
    _id: row.id,
    domainType: row.domain_type,
    status: row.status,
    statusUpdatedAt: iso(row.status_updated_at)!,
    errorCode: row.error_code,
    createdAt: iso(row.created_at)!,
    checkoutAt: iso(row.checkout_at),
    deliveredAt: iso(row.delivered_at),
    canceledAt: iso(row.canceled_at),
    warehouse: { warehouse: row.warehouse_id, name: row.warehouse_name },
    courier: row.courier_id ? { courier: { _id: row.courier_id, name: row.courier_name ?? '' } } : null,
    picking: row.picker_id ? { picker: { _id: row.picker_id, name: row.picker_name ?? '' } } : null,
    // the courier is reserved at checkout; the picker when picking starts
    assign: { courierAssignedAt: row.courier_id ? iso(row.checkout_at) : null, pickerAssignedAt: iso(row.picker_assigned_at) },
    deliveryAddress: { location: point(row.delivery_latitude, row.delivery_longitude) },
    totalAmount: row.total_amount,
    currency: row.currency,
  };
  if (withCustomer) {
    summary.client = { name: row.customer_name, phone: row.customer_phone };
    summary.deliveryAddress.address = row.customer_address;
  }
  return summary;
}

/** An order as the new-checkout event carries it: its summary without the customer. */
export type NewCheckoutPayload = Omit<OrderSummary, 'client'>;
