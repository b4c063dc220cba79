import { defineEnum } from './defineEnum';

/** Spec 4: courier status. The 4000s are the refill trip of the water service. */
export const courierStatus = defineEnum('courierStatus', [
  { value: 100, key: 'free', en: 'Free', tr: 'Boşta', color: 'success' },
  { value: 200, key: 'busy', en: 'Busy', tr: 'Meşgul', color: 'warning' },
  { value: 300, key: 'browsing', en: 'Client browsing', tr: 'Müşteri alışverişte', color: 'default' },
  { value: 350, key: 'reserved', en: 'Reserved', tr: 'Rezerve', color: 'info' },
  { value: 375, key: 'reserved_queue', en: 'Reserved (queue)', tr: 'Rezerve (sırada)', color: 'info' },
  { value: 400, key: 'verifying', en: 'Verifying', tr: 'Onay bekliyor', color: 'warning' },
  { value: 450, key: 'reached_restaurant', en: 'Reached restaurant', tr: 'Restorana ulaştı', color: 'info' },
  { value: 500, key: 'preparing', en: 'Preparing', tr: 'Hazırlanıyor', color: 'info' },
  { value: 600, key: 'gathering', en: 'Gathering', tr: 'Siparişi alıyor', color: 'info' },
  { value: 700, key: 'on_way', en: 'On way', tr: 'Yolda', color: 'primary' },
  { value: 800, key: 'reached', en: 'Reached', tr: 'Adrese ulaştı', color: 'primary' },
  { value: 900, key: 'returning', en: 'Returning', tr: 'Mağazaya dönüyor', color: 'secondary' },
  { value: 1000, key: 'canceled', en: 'Canceled', tr: 'İptal edildi', color: 'error' },
  { value: 4000, key: 'verifying_refill', en: 'Verifying refill', tr: 'İkmal onayı bekleniyor', color: 'warning' },
  { value: 4100, key: 'on_way_to_refill', en: 'On way to refill', tr: 'İkmale gidiyor', color: 'secondary' },
  { value: 4200, key: 'refill', en: 'Refilling', tr: 'İkmalde', color: 'secondary' },
]);

/** Spec 4: courier availability of a store. */
export const courierAvailability = defineEnum('courierAvailability', [
  { value: 100, key: 'unavailable', en: 'Unavailable', tr: 'Müsait değil', color: 'error' },
  { value: 200, key: 'out_of_courier', en: 'Out of couriers', tr: 'Kurye kalmadı', color: 'warning' },
  { value: 300, key: 'free', en: 'Available', tr: 'Müsait', color: 'success' },
]);
