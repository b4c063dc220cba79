import { defineEnum } from './defineEnum';

/** Spec 4: shift slot status. */
export const shiftSlotStatus = defineEnum('shiftSlotStatus', [
  { value: 0, key: 'created', en: 'Created', tr: 'Oluşturuldu', color: 'default' },
  { value: 100, key: 'published', en: 'Published', tr: 'Yayınlandı', color: 'info' },
  { value: 200, key: 'booked_by_employee', en: 'Booked by employee', tr: 'Çalışan tarafından alındı', color: 'success' },
  { value: 300, key: 'assigned_by_manager', en: 'Assigned by manager', tr: 'Yönetici tarafından atandı', color: 'success' },
  { value: 500, key: 'deleted', en: 'Deleted', tr: 'Silindi', color: 'error' },
  { value: 600, key: 'shared', en: 'Shared', tr: 'Paylaşıldı', color: 'secondary' },
]);
