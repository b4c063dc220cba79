// Shapes the gateway and the panel exchange (spec section 3). Shared by both sides.

export type Permission = 'write' | 'read' | 'update' | 'scSupportRate' | 'deactivatePerson' | 'changeWarehouse';

/** The spec lists these under the shift_plan role only; they travel as extra permission strings on it. */
export type ShiftPlanPermission = 'add_employee' | 'remove_employee' | 'copy_shifts' | 'slots';

/** Any string a held role's permissions list may carry. */
export type RolePermission = Permission | ShiftPlanPermission;

export interface UserRole {
  role: { key: string };
  permissions: RolePermission[];
}

export interface FranchiseSummary {
  _id: string;
  name: string;
  countryCode: string; // alpha-2 of the franchise's country
}

export interface User {
  _id: string;
  name: string;
  email: string;
  username: string;
  isQuickEmployee: boolean; // the spec's is{product}Employee
  forcePasswordChange: boolean;
  roles: UserRole[];
  isOwner: boolean;
  warehouseCount: number;
  cityCount: number;
  domainTypes: number[];
  franchise: FranchiseSummary; // the franchise the session currently works in
  franchises: FranchiseSummary[]; // every franchise the user may switch to
}

export interface Timezone {
  timezone: string;
  id: string;
}

export interface Country {
  _id: string;
  code: { alpha2: string };
  currency: { code: { alpha: string } };
  timezones: Timezone[];
  countryCode: string; // phone country code, e.g. "90"
}

export interface LoginPayload {
  username: string;
  password: string;
  /** The captcha's answer when the gateway asks for one (null: none). */
  captchaKey?: string | null;
}

export interface GoogleLoginPayload {
  clientToken: string;
}

export interface LoginResponse {
  accessToken: string;
  refreshToken: string;
  user: User;
  country: Country;
}

export interface RefreshResponse {
  valid: boolean;
  accessToken?: string;
  refreshToken?: string;
}

/** Every error body the gateway sends: a message in the caller's language and a stable code. */
export interface GatewayErrorBody {
  message: string;
  code: string;
  details?: unknown;
  /** A panel path the message is about (the record a duplicate belongs to): the form links to it. */
  link?: { path: string };
}

/** Public, unauthenticated configuration the gateway offers the panel (GET /panel-config). */
export interface PanelConfig {
  googleClientId: string | null;
  captcha: { provider: 'recaptcha'; siteKey: string } | null;
  fieldgoUrl: string;
  /** The live map's tile URL template ({z}/{x}/{y}); null: no tiles, markers on a plain background. */
  mapTileUrl: string | null;
  /** The tile server's credit line, plain text. */
  mapTileAttribution?: string | null;
}

/** POST /sidebar-badges/count (spec 3, "Sidebar badge counts"): one count per badge. */
export interface SidebarBadgeCounts {
  dtsCount: number;
  leavesCount: number;
  timesheetCount: number;
}

/** Which count a menu entry's badge shows. */
export type SidebarBadgeKey = keyof SidebarBadgeCounts;
