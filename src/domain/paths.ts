// The gateway's paths (spec section 7), written once: the panel's calls (dataProvider/calls/)
// fill them in, the reference gateway registers them. `:name` is a path parameter, in the
// router's own syntax, so the gateway can register a pattern exactly as written here.

/** Auth. */
export const AUTH_PATHS = {
  login: '/auth/login',
  loginGoogle: '/auth/login/google',
  me: '/auth/me',
  /** The spec's session check ("path and method not shown"): the reference gateway's choice. */
  session: '/auth/session',
  refresh: '/auth/token/refresh',
  logout: '/auth/logout',
  resetPasswordEmail: '/auth/reset-password/email',
  resetPasswordVerify: '/auth/reset-password/verify',
  webDeviceInfo: '/auth/webDeviceInfo',
  /** The gateway's VAPID public key for Web Push ("path not shown"): the reference gateway's choice. */
  webPushKey: '/auth/webPushKey',
} as const;

/** Couriers and orders. */
export const ORDER_PATHS = {
  courierFilter: '/courier/filter',
  detail: '/orders/:orderId',
  activeLiveMap: '/orders/active/live-map',
  history: '/orders/history',
  historyAverage: '/orders/history/average',
  /** The widget's orders list ("path not shown"): the reference gateway's choice. */
  problematic: '/orders/problematic',
  count: '/orders/:warehouseId/count/:kind',
  countAverage: '/orders/:warehouseId/count/:kind/average',
} as const;

/** Franchise, users and warehouses. */
export const FRANCHISE_PATHS = {
  cities: '/franchises/cities',
  stats: '/franchises/stats',
  userWarehouses: '/users/warehouses',
  userFranchise: '/users/:userId/franchise',
  favoritePages: '/users/favorites/pages',
  agreements: '/franchises/agreement/filter',
  agreementAccept: '/franchises/agreement/:agreementId/accept',
  agreementDownload: '/franchises/agreement/:agreementId/download',
  sidebarBadges: '/sidebar-badges/count',
  /** The countries with their currency, time zones and phone code (the candidate form's phone codes). */
  countries: '/geonaming/countries/filter',
} as const;

/** Pickers and products. */
export const PICKER_PATHS = {
  filter: '/picker/filter',
  busyReasons: '/picker/busy-reasons',
  changeWarehouse: '/picker/:pickerId/change-warehouse',
} as const;

/** Picker shift plans (spec section 7, "Pickers and products"). */
export const PICKER_PLAN_PATHS = {
  filter: '/plan/picker/filter',
  warehouseBetweenDates: '/plan/picker-plan/warehouse/between-dates',
} as const;

/**
 * The courier and picker programs' monthly tiers (not spec calls: the spec names the screens
 * only; docs/gateway-api.md, "Courier and picker programs").
 */
export const PROGRAM_PATHS = {
  couriers: '/staff/courier/program/filter',
  pickers: '/staff/picker/program/filter',
} as const;

/** The declared workflow actions of a resource (gateway/rest/actions.ts). */
export const ACTION_PATHS = {
  one: '/:resource/:id/actions/:action',
  bulk: '/:resource/actions/:action',
  history: '/:resource/:id/history',
} as const;

/** Staff. */
export const STAFF_PATHS = {
  /** Not a spec call ("per person and period" figures of issue 11): the reference gateway's choice. */
  stats: '/staff/stats',
  /** Not a spec call: the month grid of /staff/tally (docs/timesheets.md). */
  tally: '/staff/tally',
  /** Not a spec call: the week of /staff/weekly-courier-working-hours (docs/working-hours.md). */
  weeklyCourierHours: '/staff/weekly-courier-working-hours',
} as const;

/** Performance (DYS): not spec calls (the spec names the screens only; docs/gateway-api.md, "Performance"). */
export const DYS_PATHS = {
  /** The DTS summary: per store, the point, letter and rank of a period and the points lost per rule category. */
  dtsSummary: '/dts/summary',
  /** The DDS and DDS100 summaries: per store, the point, letter and rank of a period and the points lost per criterion. */
  ddsSummary: '/dds/summary',
  dds100Summary: '/dds100/summary',
  /** The STS summary: per store and criterion of a financial month, value, target, score and weight, and the store's point. */
  stsSummary: '/sts/summary',
  /** The KDS summary: per store, the period's audits, their average score (the KDS point) with its letter, the last audit's score. */
  kdsSummary: '/kds/summary',
  /** DPT (TR group): the franchise's stores ranked by their DYS point, with the period before's rank. */
  dptSummary: '/dpt/summary',
  /** WPS (TR group): per store, the period's signed points and logs per type; a /wps/ path, retried as the spec's wps group. */
  wpsSummary: '/wps/summary',
  /** PTD (TR group): per store, the financial month so far, its projected DYS letter, orders, courier hours and pace. */
  ptdSummary: '/ptd/summary',
  /** The DYS summary: per store, each part's point, the weighted total, its letter and what the next letter takes. */
  dysSummary: '/dys-points/summary',
  /** The pulse screen: per store, today's live figures (orders, couriers, pickers, times, new DTS and DDS records). */
  pulse: '/pulse/stores',
} as const;

/** Announcements and notifications. */
export const NOTIFICATION_PATHS = {
  filter: '/notification/filter',
  unreadCount: '/notification/unread/count',
  markRead: '/notification/mark-read',
} as const;

export const ANNOUNCEMENT_PATHS = {
  list: '/announcement/list',
  markRead: '/announcement/mark-read',
  unreadCount: '/announcement/unread/count',
} as const;

/**
 * Files of `file` fields (the spec's Bills pattern, DOMAIN.md): ask for a signed upload link, PUT
 * the bytes there, then save the record with the file's key; a record's reply links each file.
 */
export const FILE_PATHS = {
  uploadUrl: '/files/upload-url',
} as const;

/**
 * The signed links themselves (no bearer: the signature is the key). The gateway writes them into
 * its replies whole, so the panel never builds one (and the first load does not carry them).
 */
export const FILE_LINK_PATHS = {
  upload: '/files/upload/:key',
  download: '/files/:key',
} as const;

/** Not a spec call: the reference gateway's public configuration for the panel. */
export const PANEL_CONFIG_PATH = '/panel-config';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a path pattern names, each a string. */
export type PathParams<P extends string> = Record<ParamNames<P>, string>;

/** `pattern` with each `:name` replaced by its parameter, URL-encoded (an id never adds a segment). */
export function fillPath<P extends string>(pattern: P, params: PathParams<P>): string {
  const values = params as Record<string, string>;
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(values[name]!));
}

/** The shift plan (issue 12, /staff/plan; src/domain/shiftPlan.ts holds its rules). */
export const SHIFT_PLAN_PATHS = {
  week: '/shift-plan/week',
  publishWeek: '/shift-plan/week/publish',
  copyWeek: '/shift-plan/week/copy',
  slots: '/shift-plan/slots',
  slot: '/shift-plan/slots/:slotId',
  slotAction: '/shift-plan/slots/:slotId/:action',
  slotHistory: '/shift-plan/slots/:slotId/history',
  requests: '/shift-plan/requests',
  requestDecision: '/shift-plan/requests/:requestId/:decision',
  /** A week's courier vehicle counts of every store (POST .../filter to read, PUT one store's). */
  vehicleCounts: '/shift-plan/vehicle-counts',
  /** Spec 7: the franchise's courier plan for a date. */
  courierPlan: '/warehouses/courier-plan/:franchiseId',
} as const;

/** Stock (docs/gateway-api.md, "Stock"): the spec's product search, and the two stock lists (reports). */
export const STOCK_PATHS = {
  /** Spec 7: POST /products?limit&offset {warehouseId, searchFilterOptions, language, countryCode, keyword}. */
  products: '/products',
  current: '/stock/current/filter',
  movements: '/stock/movements/filter',
} as const;
