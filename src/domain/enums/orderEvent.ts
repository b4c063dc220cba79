import { defineEnum } from './defineEnum';

/** Spec 4: order timeline event codes. */
export const orderEvent = defineEnum('orderEvent', [
  { value: 1000, key: 'basket_created', en: 'Basket created', tr: 'Sepet oluşturuldu', color: 'default' },
  { value: 1100, key: 'cancel', en: 'Canceled', tr: 'İptal edildi', color: 'error' },
  { value: 1110, key: 'expired', en: 'Expired', tr: 'Süresi doldu', color: 'default' },
  { value: 1200, key: 'abort', en: 'Aborted', tr: 'Yarıda bırakıldı', color: 'default' },
  { value: 1400, key: 'checkout', en: 'Checked out', tr: 'Sipariş verildi', color: 'info' },
  { value: 1500, key: 'rated', en: 'Rated', tr: 'Puanlandı', color: 'success' },
  { value: 1800, key: 'picker_assigned', en: 'Picker assigned', tr: 'Toplayıcı atandı', color: 'info' },
  { value: 1850, key: 'verified', en: 'Verified', tr: 'Onaylandı', color: 'info' },
  { value: 1900, key: 'prepared', en: 'Prepared', tr: 'Hazırlandı', color: 'info' },
  { value: 2200, key: 'handover', en: 'Handed over', tr: 'Kuryeye teslim edildi', color: 'primary' },
  { value: 2300, key: 'on_way', en: 'On way', tr: 'Yola çıktı', color: 'primary' },
  { value: 2600, key: 'reached', en: 'Reached', tr: 'Adrese ulaştı', color: 'primary' },
  { value: 2700, key: 'delivered', en: 'Delivered', tr: 'Teslim edildi', color: 'success' },
  { value: 5000, key: 'admin_cancel', en: 'Canceled by admin', tr: 'Yönetici iptal etti', color: 'error' },
]);
