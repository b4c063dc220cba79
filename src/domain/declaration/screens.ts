/**
 * The screens that are not a standard list or detail, by kind. A declaration names one (a page's
 * `screen`, a resource's `views`); the panel's catalogue (src/screens/catalogue.ts) maps each kind
 * to its lazily loaded component, so declarations stay plain data the gateway reads without React.
 */
export const SCREEN_KINDS = ['live-map', 'live-map-v2', 'order-detail', 'order-stats', 'active-orders', 'announcements', 'courier-program', 'picker-program', 'contact-us', 'staff-tally', 'shift-plan', 'shift-plan-requests', 'courier-vehicle-counts', 'weekly-courier-hours'] as const;

export type ScreenKind = (typeof SCREEN_KINDS)[number];
