import { defineEnum } from './defineEnum';

/** Spec 8: order error codes. Every one is a failure; only "unknown" stays neutral. */
export const orderError = defineEnum('orderError', [
  { value: -2, key: 'other', en: 'Other error', tr: 'Diğer hata', color: 'error' },
  { value: -1, key: 'unknown_error', en: 'Unknown error', tr: 'Bilinmeyen hata', color: 'default' },
  { value: 1340, key: 'inconsistent_amount', en: 'Inconsistent amount', tr: 'Tutar tutarsız', color: 'error' },
  {
    value: 1345,
    key: 'min_basket_amount',
    en: 'Below the minimum basket amount',
    tr: 'Minimum sepet tutarının altında',
    color: 'error',
  },
  {
    value: 1350,
    key: 'max_basket_amount',
    en: 'Above the maximum basket amount',
    tr: 'Maksimum sepet tutarının üstünde',
    color: 'error',
  },
  { value: 1354, key: 'warehouse_state', en: 'Store state does not allow orders', tr: 'Mağaza durumu sipariş almaya uygun değil', color: 'error' },
  {
    value: 1355,
    key: 'warehouse_status_not_available',
    en: 'Store not available',
    tr: 'Mağaza hizmet vermiyor',
    color: 'error',
  },
  { value: 1360, key: 'unavailable_product', en: 'Product unavailable', tr: 'Ürün satışta değil', color: 'error' },
  { value: 1365, key: 'insufficient_stock', en: 'Insufficient stock', tr: 'Yetersiz stok', color: 'error' },
  { value: 1370, key: 'courier_unavailable', en: 'No courier available', tr: 'Müsait kurye yok', color: 'error' },
  { value: 1371, key: 'capacity_limit_exceeded', en: 'Capacity limit exceeded', tr: 'Kapasite sınırı aşıldı', color: 'error' },
  { value: 1395, key: 'payment_failed', en: 'Payment failed', tr: 'Ödeme başarısız', color: 'error' },
]);
