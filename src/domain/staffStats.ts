// Staff statistics (POST /staff/stats, docs/gateway-api.md "Staff statistics"): what the panel
// asks and the gateway computes, written once. The figures' definitions live in the docs and in
// gateway/db/staff-stats.ts, the one query that computes them. Small: the declaration that reads
// it is in the first load (the report's code, declaration/report.ts, loads with the first call).
import type { EnumChoice, EnumColor } from './enums/defineEnum';

/** A delivery whose trip (on the way to reaching the address) takes longer than this is late. */
export const LATE_DELIVERY_MINUTES = 20;

/** The longest period one call may ask for, as the order history (the panel's filter clamps to it). */
export const STAFF_STATS_MAX_DAYS = 92;

/** Days the list shows when the user picked none: the last week. */
export const STAFF_STATS_DEFAULT_DAYS = 7;

export const STAFF_STATS_KINDS = ['courier', 'picker'] as const;
export type StaffStatsKind = (typeof STAFF_STATS_KINDS)[number];

/** The figures of each kind, in the order the list shows them; each sorts the list. */
export const STAFF_STATS_FIGURES = {
  courier: ['deliveries', 'avgDeliveryMinutes', 'rating', 'latePercent', 'utilisationPercent'],
  picker: ['picks', 'avgPickMinutes', 'missingItems'],
} as const satisfies Record<StaffStatsKind, readonly string[]>;

export type StaffStatsFigure = (typeof STAFF_STATS_FIGURES)[StaffStatsKind][number];

/** The list's switch between couriers (1) and pickers (2), labelled from the resource's texts. */
const KINDS: readonly StaffStatsKind[] = ['courier', 'picker'];
const kindLabel = (value: unknown) => (value === 1 || value === 2 ? `resources.staff-stats.kinds.${KINDS[value - 1]}` : undefined);
export const staffStatsKind = {
  name: 'staffStatsKind',
  values: [1, 2] as const,
  labelKey: kindLabel,
  color: (): EnumColor => 'default',
  choices: (): EnumChoice[] => [1, 2].map((id) => ({ id, name: kindLabel(id)! })),
};

/** The list's columns per kind: who, where, then the kind's figures. */
export const STAFF_STATS_COLUMNS = {
  1: ['name', 'warehouseName', ...STAFF_STATS_FIGURES.courier],
  2: ['name', 'warehouseName', ...STAFF_STATS_FIGURES.picker],
} as const;

/** One person's row of POST /staff/stats; the figures of the other kind are absent. */
export interface StaffStatsRow {
  _id: string;
  name: string;
  warehouse: { _id: string; name: string };
  deliveries?: number;
  /** Minutes, one decimal; null with no delivery. */
  avgDeliveryMinutes?: number | null;
  /** 1-5, two decimals; null with no rated delivery. */
  rating?: number | null;
  /** Percent of deliveries, one decimal; null with no delivery. */
  latePercent?: number | null;
  /** Percent of logged-in time, one decimal; null with no logged-in time. */
  utilisationPercent?: number | null;
  picks?: number;
  avgPickMinutes?: number | null;
  missingItems?: number;
}

export interface StaffStatsReply {
  people: StaffStatsRow[];
  totalCount: number;
}
