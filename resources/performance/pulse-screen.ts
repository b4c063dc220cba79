import { defineResource } from '../../src/domain/declaration/entry';
import { number, store, STORE_LABEL_KEY, text } from '../../src/domain/declaration/fields';
import { DYS_PATHS } from '../../src/domain/paths';

const count = () => number({ integer: true });
const minutes = () => number({ decimals: 1 });

/**
 * Spec 2, Performance (DYS): the pulse screen, the stores' live pulse for a wall screen. Per store
 * of the franchise: its active and late orders now, today's red baskets, successful and missed
 * orders, its couriers and pickers at work by what they do, today's average prepare and delivery
 * times and head office's new DTS records and DDS penalties of today, "today" being the
 * franchise's day (POST /pulse/stores, a report; docs/dys.md). Drawn as a tile per store
 * (src/screens/pulseScreen), read again every 60 s and when an order or a picker moves.
 */
export default defineResource({
  name: 'pulse-screen',
  group: 'dys',
  order: 150,
  icon: 'MonitorHeart',
  access: { roles: ['pulse_screen'] },
  routes: { list: '/dys/pulse-screen' },
  // kept current by events and the poll while shown: read again whenever it is shown
  cacheLifetime: 'live',
  report: {
    path: DYS_PATHS.pulse,
    reply: { rows: 'stores', total: 'totalCount' },
    send: { warehouseId: { as: 'warehouseIds', list: true } },
  },
  fields: {
    warehouseName: text({ sortable: true, labelKey: STORE_LABEL_KEY }),
    activeOrders: count(),
    lateOrders: count(),
    redBaskets: count(),
    successfulOrders: count(),
    missedOrders: count(),
    couriersFree: count(),
    couriersDelivering: count(),
    couriersReturning: count(),
    couriersBusy: count(),
    pickersFree: count(),
    pickersPicking: count(),
    pickersBusy: count(),
    avgPrepareMinutes: minutes(),
    avgDeliveryMinutes: minutes(),
    newDtsRecords: count(),
    newDdsLogs: count(),
    // filter only: the store
    warehouseId: store(),
  },
  list: {
    columns: [
      'warehouseName',
      'activeOrders',
      'lateOrders',
      'redBaskets',
      'successfulOrders',
      'missedOrders',
      'couriersFree',
      'couriersDelivering',
      'couriersReturning',
      'couriersBusy',
      'pickersFree',
      'pickersPicking',
      'pickersBusy',
      'avgPrepareMinutes',
      'avgDeliveryMinutes',
      'newDtsRecords',
      'newDdsLogs',
    ],
    filters: ['warehouseId'],
    sort: { field: 'warehouseName', order: 'ASC' },
    // every store on one screen
    perPage: 100,
  },
  views: { list: 'pulse-screen' },
  messages: {
    en: {
      name: 'Pulse screen',
      fields: {
        warehouseName: 'Store',
        activeOrders: 'Active',
        lateOrders: 'Late',
        redBaskets: 'Red baskets',
        successfulOrders: 'Successful',
        missedOrders: 'Missed',
        couriersFree: 'Free',
        couriersDelivering: 'On delivery',
        couriersReturning: 'Returning',
        couriersBusy: 'Busy',
        pickersFree: 'Free',
        pickersPicking: 'Picking',
        pickersBusy: 'Busy',
        avgPrepareMinutes: 'Prepare, min',
        avgDeliveryMinutes: 'Delivery, min',
        newDtsRecords: 'New DTS',
        newDdsLogs: 'New DDS',
      },
      sections: {
        orders: 'Orders',
        couriers: 'Couriers',
        pickers: 'Pickers',
        today: 'Today',
      },
      tiles: 'Stores’ pulse, a tile per store',
      attention: 'Needs attention',
      no_time: 'none yet',
      updated: 'Updated %{time}',
      updating: 'Updating the figures',
      empty: 'No store to show.',
    },
    tr: {
      name: 'Nabız ekranı',
      fields: {
        warehouseName: 'Mağaza',
        activeOrders: 'Aktif',
        lateOrders: 'Geciken',
        redBaskets: 'Kırmızı sepet',
        successfulOrders: 'Başarılı',
        missedOrders: 'Kaçan',
        couriersFree: 'Boşta',
        couriersDelivering: 'Teslimatta',
        couriersReturning: 'Dönüyor',
        couriersBusy: 'Meşgul',
        pickersFree: 'Boşta',
        pickersPicking: 'Topluyor',
        pickersBusy: 'Meşgul',
        avgPrepareMinutes: 'Hazırlama, dk',
        avgDeliveryMinutes: 'Teslimat, dk',
        newDtsRecords: 'Yeni DTS',
        newDdsLogs: 'Yeni DDS',
      },
      sections: {
        orders: 'Siparişler',
        couriers: 'Kuryeler',
        pickers: 'Toplayıcılar',
        today: 'Bugün',
      },
      tiles: 'Mağazaların nabzı, mağaza başına bir kutu',
      attention: 'Dikkat gerekiyor',
      no_time: 'henüz yok',
      updated: 'Güncellendi: %{time}',
      updating: 'Rakamlar güncelleniyor',
      empty: 'Gösterilecek mağaza yok.',
    },
  },
});
