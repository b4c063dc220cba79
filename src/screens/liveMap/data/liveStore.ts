// The live map's state and the pure functions that apply realtime events to it. Every function
// returns the same state object when an event changes nothing, and copies a map at most once per
// batch otherwise, so a burst of hundreds of updates over thousands of couriers stays cheap and
// React (or react-query) sees a change only when there is one.
import { isActiveOrderStatus } from '../../../domain/enums/orderStatus';
import type { Courier, CourierLocationEvent, Order, OrderStatusEvent, Picker } from '../../../domain/orders';

export interface LiveMapState {
  readonly orders: ReadonlyMap<string, Order>;
  readonly couriers: ReadonlyMap<string, Courier>;
}

/** The realtime events the live map follows, tagged with their socket event name. */
export type LiveMapEvent =
  | { type: 'courier:location'; payload: CourierLocationEvent }
  | { type: 'market-order:status'; payload: OrderStatusEvent }
  | { type: 'market-checkout:new'; payload: Order }
  | { type: 'statusChanged'; payload: Picker };

/** A state from a snapshot: only active orders (reserved 350 to reached 800) are kept. */
export function createLiveMapState(orders: Iterable<Order>, couriers: Iterable<Courier>): LiveMapState {
  const orderMap = new Map<string, Order>();
  for (const order of orders) if (isActiveOrderStatus(order.status)) orderMap.set(order._id, order);
  const courierMap = new Map<string, Courier>();
  for (const courier of couriers) courierMap.set(courier._id, courier);
  return { orders: orderMap, couriers: courierMap };
}

export const emptyLiveMapState: LiveMapState = { orders: new Map(), couriers: new Map() };

/** Applies events in order; one copy of each map that changes, none when nothing does. */
export function applyLiveEvents(state: LiveMapState, events: readonly LiveMapEvent[]): LiveMapState {
  const draft = new Draft(state);
  for (const event of events) {
    switch (event.type) {
      case 'courier:location':
        courierLocations(draft, event.payload);
        break;
      case 'market-order:status':
        orderStatus(draft, event.payload);
        break;
      case 'market-checkout:new':
        newCheckout(draft, event.payload);
        break;
      case 'statusChanged':
        pickerChanged(draft, event.payload);
        break;
    }
  }
  return draft.result();
}

export const applyCourierLocations = (state: LiveMapState, event: CourierLocationEvent): LiveMapState =>
  applyLiveEvents(state, [{ type: 'courier:location', payload: event }]);

/** An order leaving the active range is removed. */
export const applyOrderStatus = (state: LiveMapState, event: OrderStatusEvent): LiveMapState =>
  applyLiveEvents(state, [{ type: 'market-order:status', payload: event }]);

export const applyNewCheckout = (state: LiveMapState, order: Order): LiveMapState =>
  applyLiveEvents(state, [{ type: 'market-checkout:new', payload: order }]);

/** A picker's name reaches the orders it picks (order events carry only its id). */
export const applyPickerStatus = (state: LiveMapState, picker: Picker): LiveMapState =>
  applyLiveEvents(state, [{ type: 'statusChanged', payload: picker }]);

/** Couriers and orders whose names the events could not tell (their ids are new to the state). */
export function hasMissingNames(state: LiveMapState): boolean {
  for (const courier of state.couriers.values()) if (!courier.name) return true;
  for (const order of state.orders.values()) {
    if (order.courier && !order.courier.courier.name) return true;
    if (order.picking && !order.picking.picker.name) return true;
  }
  return false;
}

/** Copy-on-first-write view of a state. */
class Draft {
  private orders: Map<string, Order> | null = null;
  private couriers: Map<string, Courier> | null = null;

  constructor(private readonly base: LiveMapState) {}

  order(id: string): Order | undefined {
    return (this.orders ?? this.base.orders).get(id);
  }

  allOrders(): Iterable<Order> {
    return (this.orders ?? this.base.orders).values();
  }

  courier(id: string): Courier | undefined {
    return (this.couriers ?? this.base.couriers).get(id);
  }

  setOrder(order: Order): void {
    (this.orders ??= new Map(this.base.orders)).set(order._id, order);
  }

  deleteOrder(id: string): void {
    if (!this.order(id)) return;
    (this.orders ??= new Map(this.base.orders)).delete(id);
  }

  setCourier(courier: Courier): void {
    (this.couriers ??= new Map(this.base.couriers)).set(courier._id, courier);
  }

  result(): LiveMapState {
    if (!this.orders && !this.couriers) return this.base;
    return { orders: this.orders ?? this.base.orders, couriers: this.couriers ?? this.base.couriers };
  }
}

/** ISO instants compared as time; a missing one is older than anything. */
const isBefore = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && Date.parse(a) < Date.parse(b);

function courierLocations(draft: Draft, event: CourierLocationEvent): void {
  for (const { _id, lat, lon, status } of event.couriers) {
    const courier = draft.courier(_id);
    const location = courier?.location;
    // A replayed event older than the snapshot's position must not move the courier back.
    if (isBefore(event.at, location?.updatedAt)) continue;
    if (location && location.coordinates[0] === lon && location.coordinates[1] === lat && courier.status === status) continue;
    draft.setCourier({
      ...(courier ?? { _id }),
      status,
      location: { type: 'Point', coordinates: [lon, lat], updatedAt: event.at },
    });
  }
}

function orderStatus(draft: Draft, event: OrderStatusEvent): void {
  const order = draft.order(event._id);
  // An order the state never had cannot be drawn from an event's ids; a resync brings it.
  if (!order || isBefore(event.statusUpdatedAt, order.statusUpdatedAt)) return;
  if (!isActiveOrderStatus(event.status)) {
    draft.deleteOrder(event._id);
    return;
  }
  const courier = courierRef(draft, order, event.courier);
  const picking = pickerRef(order, event.picker);
  const warehouse =
    order.warehouse.warehouse === event.warehouse ? order.warehouse : { warehouse: event.warehouse, name: '' };
  if (
    order.status === event.status &&
    order.statusUpdatedAt === event.statusUpdatedAt &&
    order.domainType === event.domainType &&
    courier === order.courier &&
    picking === order.picking &&
    warehouse === order.warehouse
  ) {
    return;
  }
  draft.setOrder({
    ...order,
    status: event.status,
    statusUpdatedAt: event.statusUpdatedAt,
    domainType: event.domainType,
    warehouse,
    courier,
    picking,
    assign: {
      courierAssignedAt:
        courier && courier !== order.courier ? event.statusUpdatedAt : order.assign.courierAssignedAt,
      pickerAssignedAt: picking && picking !== order.picking ? event.statusUpdatedAt : order.assign.pickerAssignedAt,
    },
  });
}

/** The order's courier reference for the event's courier id; the same object when unchanged. */
function courierRef(draft: Draft, order: Order, courierId: string | null): Order['courier'] {
  if (courierId === null) return null;
  if (order.courier?.courier._id === courierId) return order.courier;
  return { courier: { _id: courierId, name: draft.courier(courierId)?.name ?? '' } };
}

function pickerRef(order: Order, pickerId: string | null): Order['picking'] {
  if (pickerId === null) return null;
  if (order.picking?.picker._id === pickerId) return order.picking;
  return { picker: { _id: pickerId, name: '' } };
}

function newCheckout(draft: Draft, order: Order): void {
  const known = draft.order(order._id);
  if (known && !isBefore(known.statusUpdatedAt, order.statusUpdatedAt)) return;
  if (!isActiveOrderStatus(order.status)) {
    draft.deleteOrder(order._id);
    return;
  }
  draft.setOrder(order);
}

function pickerChanged(draft: Draft, picker: Picker): void {
  for (const order of draft.allOrders()) {
    const current = order.picking?.picker;
    if (current?._id === picker._id && current.name !== picker.name) {
      draft.setOrder({ ...order, picking: { picker: { _id: picker._id, name: picker.name } } });
    }
  }
}
