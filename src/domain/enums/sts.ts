import { defineEnum } from './defineEnum';

/**
 * An STS criterion (DOMAIN.md, Performance; our model): what a store's month of stock keeping is
 * judged by, each lower-is-better against head office's target (src/domain/dys/points.ts,
 * stsCriterionScore).
 */
export const stsCriterion = defineEnum('stsCriterion', [
  { value: 1, key: 'stock_count_variance', en: 'Stock count variance (%)', tr: 'Sayım farkı (%)', color: 'default' },
  { value: 2, key: 'waste_share', en: 'Waste (% of sales)', tr: 'Fire (satışın %)', color: 'default' },
  { value: 3, key: 'missing_product_rate', en: 'Orders with a missing product (%)', tr: 'Eksik ürünlü sipariş (%)', color: 'default' },
  { value: 4, key: 'late_transfer_receipts', en: 'Late transfer receipts', tr: 'Geç transfer kabulü', color: 'default' },
]);

/** The parts of a store's DYS point (DOMAIN.md, Performance), in the order the summaries show them (src/domain/dys/points.ts, DYS_PARTS). */
export const dysPart = defineEnum('dysPart', [
  { value: 1, key: 'dds', en: 'DDS', tr: 'DDS', color: 'default' },
  { value: 2, key: 'sts', en: 'STS', tr: 'STS', color: 'default' },
  { value: 3, key: 'kds', en: 'KDS', tr: 'KDS', color: 'default' },
  { value: 4, key: 'dts', en: 'DTS', tr: 'DTS', color: 'default' },
]);
