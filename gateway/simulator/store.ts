// The simulator's reads and writes. Their SQL lives in gateway/db/ with the tables it touches
// (orders: order-flow.ts, couriers.ts, pickers.ts, warehouses.ts); this is the one place the
// simulator imports them from.
import { findPicker, type PickerRecord } from '../db/pickers';
import type { Queryable } from '../db/db';

export { applyStep, backdateOrderStatus, cancelByClient, loadActiveOrders, loadOrderSummary, type ActiveOrder, type StepResult } from '../db/order-flow';
export { courierOnShift, couriersAtWork, freeCourier, loadReturningCouriers, moveCouriers, setCourier, type ReturningCourier } from '../db/couriers';
export { freePicker, pickerOnShift, pickersAtWork, setPicker } from '../db/pickers';
export { loadStores, type SimStore } from '../db/warehouses';
export { decideOldestActiveRequest } from '../db/information-edit-requests';
export { hqMoveOldestCandidate } from '../db/candidates';

export const loadPicker = (db: Queryable, franchiseId: string, pickerId: string): Promise<PickerRecord | null> =>
  findPicker(db, franchiseId, pickerId);
