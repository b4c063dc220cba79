// The realtime protocol: event names (the spec's statusChanged, market-order:status,
// market-checkout:new, and courier:location for the live map) and their payloads. Payloads never
// carry customer fields: a room is shared by users with and without order_customer_info.
import type { PickerRecord } from '../db/pickers';
import { NOTIFICATION_EVENT, type PanelNotification } from '../../src/domain/notifications';
import { PULSE_EVENT, type PulseChangedPayload } from '../../src/domain/dys/pulse';
import type { NewCheckoutPayload } from '../orders/replies';

export const REALTIME_EVENTS = {
  /** A picker's status (or store) changed: the picker as POST /picker/filter answers it. */
  pickerStatus: 'statusChanged',
  /** An order moved along its flow. */
  orderStatus: 'market-order:status',
  /** A client checked out a new order. */
  newCheckout: 'market-checkout:new',
  /** Couriers moved: one event per franchise per batch window, with every courier that moved. */
  courierLocation: 'courier:location',
  /** A new notification, as GET /notification/filter lists it: to the sockets of its own user only. */
  notification: NOTIFICATION_EVENT,
  /** Something the pulse screen shows moved: no detail, one event per franchise per batch window. */
  pulse: PULSE_EVENT,
} as const;

export type { PulseChangedPayload };

export type NotificationPayload = PanelNotification;

/** The client's event to tell the socket which panel page it serves now (same rule as the handshake's `page`). */
export const CLIENT_PAGE_EVENT = 'page';

export type PickerStatusPayload = PickerRecord;

export interface OrderStatusPayload {
  _id: string;
  status: number;
  statusUpdatedAt: string;
  domainType: number;
  /** The timeline event that moved it. */
  event: number;
  warehouse: string;
  courier: string | null;
  picker: string | null;
}

/** The order as the live map lists it, without customer fields. */
export type { NewCheckoutPayload };

export interface CourierLocation {
  _id: string;
  lat: number;
  lon: number;
  status: number;
}

export interface CourierLocationPayload {
  couriers: CourierLocation[];
  /** When the batch was sent. */
  at: string;
}
