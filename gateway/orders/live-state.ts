// What an order's status means for its courier and picker, so the seed and the simulator leave
// them in agreement: a courier reserved at checkout follows the order to the door, then returns
// to the store; a picker picks from assignment to prepared.
import type { courierAvailability, courierStatus, EnumValue, pickerStatus } from '../../src/domain/enums';
import type { OrderStatus } from './flow';

type CourierStatus = EnumValue<typeof courierStatus>;
type CourierAvailability = EnumValue<typeof courierAvailability>;
type PickerStatus = EnumValue<typeof pickerStatus>;

/** The courier status while their order is in each active status. */
export const COURIER_STATUS_FOR_ORDER: Readonly<Partial<Record<OrderStatus, CourierStatus>>> = {
  350: 350, // reserved
  400: 400, // verifying
  500: 500, // preparing
  550: 500,
  600: 600, // gathering the bags at handover
  700: 700, // on way
  800: 800, // reached
};

export const COURIER_FREE: CourierStatus = 100;
export const COURIER_BUSY: CourierStatus = 200;
export const COURIER_RETURNING: CourierStatus = 900;

export const PICKER_FREE: PickerStatus = 100;
export const PICKER_BUSY: PickerStatus = 200;
export const PICKER_PICKING: PickerStatus = 300;

/** Order statuses during which the picker is picking (verifying, preparing). */
export const PICKING_ORDER_STATUSES: readonly OrderStatus[] = [400, 500];

/**
 * A courier's availability for a new order: 100 unavailable (logged out or deactivated), 200 out
 * of courier (at work but on a trip or busy), 300 free.
 */
export function courierAvailabilityOf(courier: { isActive: boolean; isLoggedIn: boolean; status: number }): CourierAvailability {
  if (!courier.isActive || !courier.isLoggedIn) return 100;
  return courier.status === COURIER_FREE ? 300 : 200;
}
