import { defineEnum } from './defineEnum';

/** Spec 4: status of a candidate (hiring) form. */
export const candidateFormStatus = defineEnum('candidateFormStatus', [
  { value: 0, key: 'draft', en: 'Draft', tr: 'Taslak', color: 'default' },
  {
    value: 1,
    key: 'waiting_candidate_approval',
    en: 'Waiting for candidate approval',
    tr: 'Aday onayı bekleniyor',
    color: 'warning',
  },
  { value: 2, key: 'on_customer_service', en: 'At customer service', tr: 'Müşteri hizmetlerinde', color: 'info' },
  { value: 3, key: 'on_law', en: 'At legal review', tr: 'Hukuk incelemesinde', color: 'info' },
  { value: 4, key: 'rejected', en: 'Rejected', tr: 'Reddedildi', color: 'error' },
  { value: 5, key: 'missing_information', en: 'Missing information', tr: 'Eksik bilgi', color: 'warning' },
  { value: 6, key: 'approved', en: 'Approved', tr: 'Onaylandı', color: 'success' },
  { value: 7, key: 'process_cancellation', en: 'Process canceled', tr: 'Süreç iptal edildi', color: 'error' },
  { value: 8, key: 'candidate_cancelled', en: 'Canceled by candidate', tr: 'Aday vazgeçti', color: 'error' },
  { value: 9, key: 'manual', en: 'Manual', tr: 'Manuel', color: 'secondary' },
]);
