import { defineEnum } from './defineEnum';

/** Spec 4: leave status. Waiting states are warnings: someone has to act on them. */
export const leaveStatus = defineEnum('leaveStatus', [
  { value: 0, key: 'canceled', en: 'Canceled', tr: 'İptal edildi', color: 'default' },
  { value: 100, key: 'pending', en: 'Pending', tr: 'Onay bekliyor', color: 'warning' },
  { value: 200, key: 'approved', en: 'Approved', tr: 'Onaylandı', color: 'success' },
  { value: 300, key: 'declined', en: 'Declined', tr: 'Reddedildi', color: 'error' },
  { value: 400, key: 'pending_for_document', en: 'Pending for document', tr: 'Belge bekleniyor', color: 'warning' },
]);
