import { defineEnum } from './defineEnum';

/** Spec 4: order status. */
export const orderStatus = defineEnum('orderStatus', [
  { value: 100, key: 'incomplete', en: 'Incomplete', tr: 'Tamamlanmadı', color: 'default' },
  { value: 200, key: 'aborted', en: 'Aborted', tr: 'Yarıda bırakıldı', color: 'default' },
  { value: 300, key: 'browsing', en: 'Browsing', tr: 'Alışveriş sürüyor', color: 'default' },
  { value: 350, key: 'reserved', en: 'Reserved', tr: 'Rezerve edildi', color: 'info' },
  {
    value: 375,
    key: 'waiting_for_store_assistant',
    en: 'Waiting for store assistant',
    tr: 'Mağaza görevlisi bekleniyor',
    color: 'warning',
  },
  { value: 400, key: 'verifying', en: 'Verifying', tr: 'Onay bekliyor', color: 'warning' },
  { value: 500, key: 'preparing', en: 'Preparing', tr: 'Hazırlanıyor', color: 'info' },
  { value: 550, key: 'prepared', en: 'Prepared', tr: 'Hazırlandı', color: 'info' },
  { value: 600, key: 'handover', en: 'Handover', tr: 'Kuryeye teslim ediliyor', color: 'primary' },
  { value: 700, key: 'on_way', en: 'On way', tr: 'Yolda', color: 'primary' },
  { value: 800, key: 'reached', en: 'Reached', tr: 'Adrese ulaştı', color: 'primary' },
  { value: 900, key: 'delivered', en: 'Delivered', tr: 'Teslim edildi', color: 'success' },
  { value: 1000, key: 'rated', en: 'Rated', tr: 'Puanlandı', color: 'success' },
  { value: 1100, key: 'canceled_by_courier', en: 'Canceled by courier', tr: 'Kurye iptal etti', color: 'error' },
  { value: 1200, key: 'canceled_by_client', en: 'Canceled by client', tr: 'Müşteri iptal etti', color: 'error' },
  { value: 1300, key: 'canceled_by_staff', en: 'Canceled by staff', tr: 'Personel iptal etti', color: 'error' },
  { value: 1400, key: 'canceled_by_system', en: 'Canceled by system', tr: 'Sistem iptal etti', color: 'error' },
  { value: 1500, key: 'canceled_by_admin', en: 'Canceled by admin', tr: 'Yönetici iptal etti', color: 'error' },
]);

/*
 * The spec's groups are ranges, not lists, so a status the gateway adds inside a range (say 1600
 * would not be, 1250 would) is classified the same way the spec classifies its neighbours.
 */

/** Spec 4: "Delivered-type is 900 to 1000" (delivered, rated). */
export const isDeliveredOrderStatus = (status: number): boolean => status >= 900 && status <= 1000;

/** Spec 4: "canceled is 1100 to 1500". */
export const isCanceledOrderStatus = (status: number): boolean => status >= 1100 && status <= 1500;

/**
 * An order still being worked on: from reserved (350) up to reached (800). Below 350 the client has
 * not checked out yet (incomplete, aborted, browsing), so there is nothing for the store to do;
 * from 900 on it is delivered or canceled. This is what the active-orders screen lists.
 */
export const isActiveOrderStatus = (status: number): boolean => status >= 350 && status < 900;

export const DELIVERED_ORDER_STATUSES = orderStatus.values.filter(isDeliveredOrderStatus);
export const CANCELED_ORDER_STATUSES = orderStatus.values.filter(isCanceledOrderStatus);
export const ACTIVE_ORDER_STATUSES = orderStatus.values.filter(isActiveOrderStatus);

/** Spec 4: aborted (200), a checkout that failed (its error code says why, e.g. 1370 no courier). */
export const isAbortedOrderStatus = (status: number): boolean => orderStatus.key(status) === 'aborted';

/**
 * How an order was lost, for the notice that tells the store: `aborted` (its checkout failed) or
 * `missed` (canceled, 1100 to 1500: a missed order of the stats); null for any other status.
 */
export function orderLossOf(status: number): 'aborted' | 'missed' | null {
  if (isAbortedOrderStatus(status)) return 'aborted';
  return isCanceledOrderStatus(status) ? 'missed' : null;
}
