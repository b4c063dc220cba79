// What routes and the simulator call to tell panels that something changed. Events go to one
// franchise's room only (rooms.ts); courier positions are batched per franchise and sent at most
// once per window (default 1 s), the latest position of each courier winning, so thousands of
// moving couriers make one event a second, not thousands. The pulse screen's event is batched the
// same way: a simulator step moving dozens of orders tells each franchise's pulse room once.
import type { Server } from 'socket.io';
import type { Clock } from '../context';
import {
  REALTIME_EVENTS,
  type CourierLocation,
  type NotificationPayload,
  type NewCheckoutPayload,
  type OrderStatusPayload,
  type PickerStatusPayload,
  type PulseChangedPayload,
} from './events';
import { franchiseRoom, notificationRoom } from './rooms';

export interface RealtimeEmitter {
  pickerStatusChanged(franchiseId: string, picker: PickerStatusPayload): void;
  orderStatusChanged(franchiseId: string, order: OrderStatusPayload): void;
  newCheckout(franchiseId: string, order: NewCheckoutPayload): void;
  courierMoved(franchiseId: string, location: CourierLocation): void;
  /** A new notification, to its own user's sockets in that franchise only. */
  notificationCreated(franchiseId: string, notification: NotificationPayload): void;
  /** Sends the pending courier positions and pulse events now. */
  flush(): void;
  /** Drops pending positions and stops the batch timer. */
  close(): void;
}

export const DEFAULT_LOCATION_BATCH_MS = 1000;

export function createRealtimeEmitter(io: Server, clock: Clock, batchMs = DEFAULT_LOCATION_BATCH_MS): RealtimeEmitter {
  /** franchise -> courier -> latest position */
  const pending = new Map<string, Map<string, CourierLocation>>();
  /** the franchises whose orders or pickers moved since the last batch */
  const pulsing = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const at = clock().toISOString();
    for (const [franchiseId, couriers] of pending) {
      io.to(franchiseRoom(franchiseId, 'couriers')).emit(REALTIME_EVENTS.courierLocation, { couriers: [...couriers.values()], at });
    }
    pending.clear();
    const pulse: PulseChangedPayload = { at };
    for (const franchiseId of pulsing) io.to(franchiseRoom(franchiseId, 'pulse')).emit(REALTIME_EVENTS.pulse, pulse);
    pulsing.clear();
  };

  // A timer only while something waits: nothing keeps running when nothing moves.
  const schedule = () => {
    if (timer) return;
    timer = setTimeout(flush, batchMs);
    timer.unref();
  };
  const pulse = (franchiseId: string) => {
    pulsing.add(franchiseId);
    schedule();
  };

  return {
    pickerStatusChanged: (franchiseId, picker) => {
      if (closed) return;
      io.to(franchiseRoom(franchiseId, 'pickers')).emit(REALTIME_EVENTS.pickerStatus, picker);
      pulse(franchiseId);
    },
    orderStatusChanged: (franchiseId, order) => {
      if (closed) return;
      io.to(franchiseRoom(franchiseId, 'orders')).emit(REALTIME_EVENTS.orderStatus, order);
      pulse(franchiseId);
    },
    newCheckout: (franchiseId, order) => {
      if (closed) return;
      io.to(franchiseRoom(franchiseId, 'orders')).emit(REALTIME_EVENTS.newCheckout, order);
      pulse(franchiseId);
    },
    notificationCreated: (franchiseId, notification) => {
      if (!closed) io.to(notificationRoom(franchiseId, notification.franchiseUserId)).emit(REALTIME_EVENTS.notification, notification);
    },
    courierMoved: (franchiseId, location) => {
      if (closed) return;
      let couriers = pending.get(franchiseId);
      if (!couriers) pending.set(franchiseId, (couriers = new Map()));
      couriers.set(location._id, location);
      schedule();
    },
    flush,
    close: () => {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      pending.clear();
      pulsing.clear();
    },
  };
}
