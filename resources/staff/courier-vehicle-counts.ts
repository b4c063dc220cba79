import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: how many couriers of each vehicle type each store asks for a week (src/screens/shiftPlan/CourierVehicleCountsPage.tsx). */
export default definePage({
  name: 'courier-vehicle-counts',
  path: '/staff/plan/courier-vehicle-counts',
  group: 'staff',
  order: 120,
  icon: 'Moped',
  access: { roles: ['shift_plan'] },
  messages: {
    en: {
      title: 'Courier vehicle counts',
      load_error: 'The vehicle counts could not be loaded',
      total: '%{count} couriers',
      published: 'This week is published for the store’s couriers: its counts no longer change.',
      saved: 'Vehicle counts saved',
      stale: 'Someone else changed these counts after you opened them. Nothing was saved. Reload to see theirs.',
    },
    tr: {
      title: 'Kurye araç sayıları',
      load_error: 'Araç sayıları yüklenemedi',
      total: '%{count} kurye',
      published: 'Bu hafta mağazanın kuryeleri için yayınlandı: sayılar artık değişmez.',
      saved: 'Araç sayıları kaydedildi',
      stale: 'Bu sayıları siz açtıktan sonra başka biri değiştirdi. Hiçbir şey kaydedilmedi. Onlarınkini görmek için yeniden yükleyin.',
    },
  },
  screen: 'courier-vehicle-counts',
});
