import { defineEnum } from './defineEnum';

/** Spec 4: fleet vehicle status. */
export const vehicleStatus = defineEnum('vehicleStatus', [
  { value: 1000, key: 'available', en: 'Available', tr: 'Müsait', color: 'success' },
  { value: 2000, key: 'in_use', en: 'In use', tr: 'Kullanımda', color: 'primary' },
  { value: 2100, key: 'in_transfer', en: 'In transfer', tr: 'Transferde', color: 'info' },
  { value: 2200, key: 'in_service', en: 'In service', tr: 'Serviste', color: 'warning' },
  { value: 3000, key: 'inactive', en: 'Inactive', tr: 'Pasif', color: 'default' },
]);
