import { defineEnum } from './defineEnum';

/** Spec 4: a staff member's request to edit their information. Active = still to be answered. */
export const informationEditRequestStatus = defineEnum('informationEditRequestStatus', [
  { value: 1, key: 'active', en: 'Active', tr: 'Açık', color: 'warning' },
  { value: 2, key: 'accepted', en: 'Accepted', tr: 'Kabul edildi', color: 'success' },
  { value: 3, key: 'rejected', en: 'Rejected', tr: 'Reddedildi', color: 'error' },
]);
