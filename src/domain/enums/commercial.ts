import { defineEnum } from './defineEnum';

/**
 * A promo's status (DOMAIN.md, Commercial, known codes): running is the only green one; the
 * limits and "used" say why a promo stopped, so they warn rather than alarm.
 */
export const promoStatus = defineEnum('promoStatus', [
  { value: 1, key: 'inactive', en: 'Inactive', tr: 'Pasif', color: 'default' },
  { value: 2, key: 'active', en: 'Active', tr: 'Aktif', color: 'success' },
  { value: 3, key: 'expired', en: 'Expired', tr: 'Süresi doldu', color: 'error' },
  { value: 4, key: 'order_limit_reached', en: 'Order limit reached', tr: 'Sipariş sınırına ulaşıldı', color: 'warning' },
  { value: 5, key: 'client_limit_reached', en: 'Customer limit reached', tr: 'Müşteri sınırına ulaşıldı', color: 'warning' },
  { value: 6, key: 'used', en: 'Used', tr: 'Kullanıldı', color: 'secondary' },
  { value: 7, key: 'preparing', en: 'Preparing', tr: 'Hazırlanıyor', color: 'info' },
]);

/** An item of a store's equipment rights (DOMAIN.md, Equipments; our list). A kind, not a state. */
export const equipmentItem = defineEnum('equipmentItem', [
  { value: 1, key: 'helmet', en: 'Helmet', tr: 'Kask', color: 'default' },
  { value: 2, key: 'delivery_box', en: 'Delivery box', tr: 'Teslimat çantası', color: 'default' },
  { value: 3, key: 'raincoat', en: 'Raincoat', tr: 'Yağmurluk', color: 'default' },
  { value: 4, key: 'phone_holder', en: 'Phone holder', tr: 'Telefon tutucu', color: 'default' },
  { value: 5, key: 'reflective_vest', en: 'Reflective vest', tr: 'Reflektörlü yelek', color: 'default' },
  { value: 6, key: 'gloves', en: 'Gloves', tr: 'Eldiven', color: 'default' },
]);

/** Why a store's equipment rights changed (our model): handing out uses a right, the rest adjust it. */
export const equipmentChangeReason = defineEnum('equipmentChangeReason', [
  { value: 1, key: 'initial_allocation', en: 'Initial allocation', tr: 'İlk tahsis', color: 'info' },
  { value: 2, key: 'handed_out', en: 'Handed out to a courier', tr: 'Kuryeye verildi', color: 'default' },
  { value: 3, key: 'returned', en: 'Returned by a courier', tr: 'Kuryeden iade alındı', color: 'success' },
  { value: 4, key: 'damaged', en: 'Damaged', tr: 'Hasarlı', color: 'warning' },
  { value: 5, key: 'lost', en: 'Lost', tr: 'Kayıp', color: 'error' },
  { value: 6, key: 'extra_allocation', en: 'Extra allocation by head office', tr: 'Genel merkezden ek tahsis', color: 'info' },
]);

/** What a reward is earned for (DOMAIN.md, Reward; our model). */
export const rewardKind = defineEnum('rewardKind', [
  { value: 1, key: 'dys_grade', en: 'DYS grade', tr: 'DYS notu', color: 'primary' },
  { value: 2, key: 'courier_program', en: 'Courier program', tr: 'Kurye programı', color: 'secondary' },
  { value: 3, key: 'campaign', en: 'Campaign', tr: 'Kampanya', color: 'info' },
]);

/** Where a reward stands: head office approves it, then pays it (our model). */
export const rewardStatus = defineEnum('rewardStatus', [
  { value: 1, key: 'pending', en: 'Pending', tr: 'Beklemede', color: 'warning' },
  { value: 2, key: 'approved', en: 'Approved', tr: 'Onaylandı', color: 'info' },
  { value: 3, key: 'paid', en: 'Paid', tr: 'Ödendi', color: 'success' },
]);
