import type { ComponentLoader } from '../domain/declaration/entry';
import type { ScreenKind } from '../domain/declaration/screens';
import type { ListPartsCatalogue } from '../framework/views/listParts';
import type { SummarySourceCatalogue } from '../framework/views/summary/source';

/**
 * Every screen kind a declaration may name, loaded lazily (no screen is in the first load).
 * src/App.tsx hands it to the framework's routes; a kind without a screen fails to compile.
 */
export const SCREENS: Record<ScreenKind, ComponentLoader> = {
  'live-map': () => import('./liveMap/LiveMapPage'),
  'live-map-v2': () => import('./liveMapV2/LiveMapV2Page'),
  'order-detail': () => import('./orders/OrderDetailPage'),
  'active-orders': () => import('./orders/ActiveOrdersList'),
  announcements: () => import('./announcements/AnnouncementsPage'),
  'contact-us': () => import('./contactUs/ContactUsPage'),
  'staff-tally': () => import('./staffTally/StaffTallyPage'),
  'shift-plan': () => import('./shiftPlan/ShiftPlanPage'),
  'courier-vehicle-counts': () => import('./shiftPlan/CourierVehicleCountsPage'),
  'pulse-screen': () => import('./pulseScreen/PulseScreen'),
};

/** Every list's own parts a declaration may name (`listParts`), loaded with the list. */
export const LIST_PARTS: ListPartsCatalogue = {
  'courier-program': () => import('./workerProgram/courierProgramParts'),
  'picker-program': () => import('./workerProgram/pickerProgramParts'),
  'shift-plan-requests': () => import('./shiftPlan/requestParts'),
  'weekly-courier-hours': () => import('./weeklyCourierHours/parts'),
};

/** Every summary source a declaration may name (`summary.source`), loaded with the summary. */
export const SUMMARY_SOURCES: SummarySourceCatalogue = {
  'order-counts': () => import('./orderStats/source'),
};
