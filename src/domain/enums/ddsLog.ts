import { defineEnum } from './defineEnum';

/**
 * A DDS (and DDS100) penalty log's objection (DOMAIN.md, Performance: **known** flow): not
 * objected, the franchise's objection waiting for head office, then accepted (the penalty no
 * longer counts) or denied with a reason.
 */
export const ddsLogStatus = defineEnum('ddsLogStatus', [
  { value: 100, key: 'not_objected', en: 'Not objected', tr: 'İtiraz edilmedi', color: 'default' },
  { value: 200, key: 'objection_waiting', en: 'Objection waiting', tr: 'İtiraz bekliyor', color: 'info' },
  { value: 300, key: 'objection_accepted', en: 'Objection accepted', tr: 'İtiraz kabul edildi', color: 'success' },
  { value: 400, key: 'objection_denied', en: 'Objection denied', tr: 'İtiraz reddedildi', color: 'error' },
]);

/**
 * What a DDS (and DDS100) penalty log is for (DOMAIN.md, Performance; the first three **known**,
 * the rest our model): the breakdown of the DDS summaries' lost points.
 */
export const ddsCriterion = defineEnum('ddsCriterion', [
  { value: 1, key: 'late_waybill', en: 'Late waybill receipt', tr: 'Geç irsaliye kabulü', color: 'default' },
  { value: 2, key: 'missing_product', en: 'Missing product', tr: 'Eksik ürün', color: 'default' },
  { value: 3, key: 'cancelled_order', en: 'Cancelled order', tr: 'İptal edilen sipariş', color: 'default' },
  { value: 4, key: 'wrong_product', en: 'Wrong product', tr: 'Yanlış ürün', color: 'default' },
  { value: 5, key: 'late_transfer', en: 'Late transfer', tr: 'Geç transfer', color: 'default' },
]);

/** Which score a penalty log counts in: DDS, or the older DDS100 (role dds_old). */
export const ddsLogKind = defineEnum('ddsLogKind', [
  { value: 1, key: 'dds', en: 'DDS', tr: 'DDS', color: 'default' },
  { value: 2, key: 'dds100', en: 'DDS 100', tr: 'DDS 100', color: 'default' },
]);
