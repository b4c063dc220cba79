import { defineEnum } from './defineEnum';

/** Spec 4: shift plan request status. */
export const shiftPlanRequestStatus = defineEnum('shiftPlanRequestStatus', [
  { value: 100, key: 'planned', en: 'Planned', tr: 'Planlandı', color: 'info' },
  { value: 200, key: 'waiting', en: 'Waiting', tr: 'Bekliyor', color: 'warning' },
  { value: 300, key: 'approved', en: 'Approved', tr: 'Onaylandı', color: 'success' },
  { value: 400, key: 'declined', en: 'Declined', tr: 'Reddedildi', color: 'error' },
]);
