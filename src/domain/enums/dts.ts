import { defineEnum } from './defineEnum';

/**
 * A DTS rule's category (DOMAIN.md, Performance; our model): what the rule is about, the
 * breakdown of the DTS summary's lost points.
 */
export const dtsRuleCategory = defineEnum('dtsRuleCategory', [
  { value: 1, key: 'punctuality', en: 'Punctuality', tr: 'Dakiklik', color: 'default' },
  { value: 2, key: 'service', en: 'Service quality', tr: 'Hizmet kalitesi', color: 'default' },
  { value: 3, key: 'appearance', en: 'Appearance', tr: 'Görünüm', color: 'default' },
  { value: 4, key: 'cash', en: 'Cash handling', tr: 'Kasa', color: 'default' },
  { value: 5, key: 'conduct', en: 'Conduct', tr: 'Davranış', color: 'default' },
]);

/** A DTS rule's priority (our model): 1 the gravest, which costs the most points (src/domain/dys/points.ts). */
export const dtsPriority = defineEnum('dtsPriority', [
  { value: 1, key: 'high', en: 'High', tr: 'Yüksek', color: 'error' },
  { value: 2, key: 'medium', en: 'Medium', tr: 'Orta', color: 'warning' },
  { value: 3, key: 'low', en: 'Low', tr: 'Düşük', color: 'default' },
]);

/** Where head office learnt of a DTS violation (our model). */
export const dtsFeedbackSource = defineEnum('dtsFeedbackSource', [
  { value: 1, key: 'customer', en: 'Customer', tr: 'Müşteri', color: 'default' },
  { value: 2, key: 'field_audit', en: 'Field audit', tr: 'Saha denetimi', color: 'default' },
  { value: 3, key: 'operations', en: 'Operations centre', tr: 'Operasyon merkezi', color: 'default' },
  { value: 4, key: 'system', en: 'System record', tr: 'Sistem kaydı', color: 'default' },
]);
