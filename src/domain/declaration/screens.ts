/**
 * The screens that are not a standard list or detail, by kind. A declaration names one (a page's
 * `screen`, a resource's `views`); the panel's catalogue (src/screens/catalogue.ts) maps each kind
 * to its lazily loaded component, so declarations stay plain data the gateway reads without React.
 */
export const SCREEN_KINDS = ['live-map', 'live-map-v2', 'order-detail', 'active-orders', 'announcements', 'contact-us', 'staff-tally', 'shift-plan', 'courier-vehicle-counts', 'pulse-screen'] as const;

export type ScreenKind = (typeof SCREEN_KINDS)[number];

/**
 * What a generated list may add to its declared columns, filters and actions, by kind: a note
 * above the rows, cells of its own, a row's details, row buttons (src/framework/views/listParts.ts).
 * A declaration names one (`listParts`); the panel's catalogue (src/screens/catalogue.ts) loads it
 * with the list, so the list stays generated and only what is truly the screen's is written.
 */
export const LIST_PARTS_KINDS = ['courier-program', 'picker-program', 'shift-plan-requests', 'weekly-courier-hours'] as const;

export type ListPartsKind = (typeof LIST_PARTS_KINDS)[number];

/**
 * Where a summary's figures come from, by kind: a source the panel's catalogue
 * (src/screens/catalogue.ts) loads with the summary, which turns its filters into calls and
 * their replies into the summary's rows and totals, with any controls of its own
 * (src/framework/views/summary/source.ts).
 */
export const SUMMARY_SOURCE_KINDS = ['order-counts'] as const;

export type SummarySourceKind = (typeof SUMMARY_SOURCE_KINDS)[number];
