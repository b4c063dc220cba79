// The spec's section-6 role keys and permissions, defined once. The panel gates screens with them,
// the gateway gates endpoints with them and the demo seed hands them out. Pure TS: no node imports.
import { PEOPLE_ROLE } from './brand';
import type { Permission, RolePermission, ShiftPlanPermission } from './types';

export const ROLE_KEYS = [
  'person',
  'person/manage',
  'person/performance',
  'picker_program',
  'person/hire',
  'stats/order_count',
  'stock',
  'live_map',
  'live_map_v2',
  'order',
  'earnings',
  'dds',
  'dds_old',
  'dds_list',
  'dts',
  'dts_list',
  'sts',
  'dys',
  'kds',
  'kds_list',
  'dpt',
  'wps',
  'ptd',
  'pulse_screen',
  'promo',
  'vehicle',
  PEOPLE_ROLE,
  'generic/report',
  'shift_plan',
  'equipment',
  'reward',
  'workforce',
  'workforce_v2',
  'workforce/add_leave',
  'contact_us',
  'getirup',
  'supportcom',
  'warehouse_panel',
  'bill_management',
  'franchise_support',
  'franchise_survey',
  'franchise_iugo',
  'announcement',
  'notification',
  'change_franchise',
  'order_customer_info',
  'agreement',
  'sticky_button_widget',
  'development_request_form',
  'dashboard',
  'boosted_feature_modal',
] as const;

export type RoleKey = (typeof ROLE_KEYS)[number];

export const PERMISSIONS = [
  'write',
  'read',
  'update',
  'scSupportRate',
  'deactivatePerson',
  'changeWarehouse',
] as const satisfies readonly Permission[];

/** The shift plan's own sub-permissions (spec section 6), carried only by the shift_plan role. */
export const SHIFT_PLAN_PERMISSIONS = [
  'add_employee',
  'remove_employee',
  'copy_shifts',
  'slots',
] as const satisfies readonly ShiftPlanPermission[];

export function isRoleKey(value: unknown): value is RoleKey {
  return typeof value === 'string' && (ROLE_KEYS as readonly string[]).includes(value);
}

/** Every permission a role can carry: the common six, plus the sub-permissions on shift_plan. */
export function permissionsOf(role: RoleKey): readonly RolePermission[] {
  return role === 'shift_plan' ? [...PERMISSIONS, ...SHIFT_PLAN_PERMISSIONS] : PERMISSIONS;
}
