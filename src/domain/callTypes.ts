// Request and reply shapes of the gateway calls (spec section 7) that the entity types of
// types.ts and orders.ts do not already name. The panel's calls (dataProvider/calls/) are typed
// with them; the paths are in paths.ts.
import type { Courier, CountGroupType, GeoPoint, Order, Picker, ProblematicOrder, StatsPeriod } from './orders';
import type { Country, Timezone, User } from './types';

/** GET /auth/me, and PUT /users/:userId/franchise: who the user is now, and their country. */
export interface Profile {
  user: User;
  country: Country;
}

/** POST /auth/reset-password/verify. */
export interface ResetPasswordVerifyBody {
  username: string;
  password: string;
  token: string;
}

/** Calls that answer only whether they did it. */
export interface SuccessReply {
  success: boolean;
}

/** POST /orders/active/live-map: one page of the active orders. */
export interface ActiveOrdersPage {
  orders: Order[];
  totalCount: number;
}

/** POST /orders/active/live-map: a page of at most LIVE_MAP_REQUEST_LIMIT orders. */
export interface LiveMapBody {
  limit: number;
  offset: number;
}

/** POST /orders/history/average: the orders created in [createdAtStart, createdAtEnd), narrowed. */
export interface OrderHistoryFilterBody {
  warehouseIds?: string[];
  statuses?: number[];
  domainTypes?: number[];
  createdAtStart: string;
  createdAtEnd: string;
}

/** POST /orders/history: one page of them, sorted (the gateway's sort fields: db/orders.ts). */
export interface OrderHistoryBody extends OrderHistoryFilterBody {
  sort?: { field: string; order: 1 | -1 };
  limit: number;
  offset: number;
}

/** POST /courier/filter. */
export interface CourierFilterBody {
  isLoggedIn?: boolean;
  isActivated?: boolean;
  fields?: readonly string[];
  populate?: readonly string[];
  limit: number;
  offset?: number;
}

export interface CouriersPage {
  couriers: Courier[];
  totalCount: number;
}

/** POST /orders/problematic. */
export interface ProblematicBody {
  limit: number;
  warehouseIds?: string[];
}

/** POST /orders/problematic: the longest waiting first (at most the asked limit) and how many in all. */
export interface ProblematicList {
  orders: ProblematicOrder[];
  totalCount: number;
}

/** POST /orders/:warehouseId/count/:kind[/average]. */
export interface OrderCountBody {
  warehouseId: string;
  startDate: string;
  endDate: string;
  groupType: CountGroupType;
  utcOffset: number;
}

/** POST /franchises/stats. */
export interface FranchiseStatsBody {
  city: string;
  period: StatsPeriod;
  utcOffset: number;
}

/** GET /users/warehouses: one store of the franchise. */
export interface UserWarehouse {
  _id: string;
  name: string;
  city?: { _id: string; name: string } | null;
  location?: GeoPoint | null;
}

/** PUT /users/:userId/franchise. */
export interface FranchiseChangeBody {
  franchise: string;
  timezone?: Timezone;
}

/** GET, POST, DELETE /users/favorites/pages. */
export interface FavoritesReply {
  favorites: string[];
}

/** GET /franchises/agreement/filter: one legal agreement. */
export interface Agreement {
  _id: string;
  fileName: string;
  isAcceptance: boolean;
}

export interface AgreementLists {
  accepted: Agreement[];
  notAccepted: Agreement[];
}

/** POST /picker/filter. */
export interface PickerFilterBody {
  warehouseIds?: string[];
  isActivated?: boolean;
  isLoggedIn?: boolean;
  statuses?: number[];
  limit?: number;
  offset?: number;
}

/** POST /plan/picker/filter: plans starting in [startDate, endDate). */
export interface PickerPlanFilterBody {
  startDate: string;
  endDate: string;
  warehouseIds?: string[];
  pickerIds?: string[];
  limit?: number;
  offset?: number;
}

export interface PickerPlan {
  _id: string;
  picker: { _id: string; name: string };
  warehouse: { _id: string; name: string };
  startDate: string;
  endDate: string;
}

export interface PickerPlansPage {
  pickerPlans: PickerPlan[];
  totalCount: number;
}

/** POST /plan/picker-plan/warehouse/between-dates. */
export interface WarehousePickerPlansBody {
  warehouseId: string;
  startDate: string;
  endDate: string;
}

export interface WarehousePickerPlans {
  warehouse: { _id: string; name: string };
  pickerPlans: PickerPlan[];
  pickerCount: number;
  plannedHours: number;
}

export interface PickersPage {
  pickers: Picker[];
  totalCount: number;
}

/** POST /picker/busy-reasons: the reasons' names in the asked language. */
export interface BusyReasonsReply {
  busyReasons: { busyReasonId: number; name: string }[];
}

/** POST /geonaming/countries/filter: every known country, or only those of `alpha2`. */
export interface CountryFilterBody {
  alpha2?: string[];
}

export interface CountriesReply {
  countries: Country[];
}

/** POST /files/upload-url: the file the browser is about to send (its type as the browser gives it). */
export interface UploadUrlBody {
  fileName: string;
  contentType: string;
  size: number;
}

/** Where and until when to PUT the bytes, with which Content-Type; `key` then goes in the record. */
export interface UploadUrlReply {
  key: string;
  contentType: string;
  uploadUrl: string;
  expiresAt: string;
}
