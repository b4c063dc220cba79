import { defineEnum } from './defineEnum';

/** Spec 4: status of a generated report. */
export const reportStatus = defineEnum('reportStatus', [
  { value: 0, key: 'failure', en: 'Failed', tr: 'Başarısız', color: 'error' },
  { value: 1, key: 'success', en: 'Ready', tr: 'Hazır', color: 'success' },
  { value: 2, key: 'in_progress', en: 'In progress', tr: 'Hazırlanıyor', color: 'info' },
]);
