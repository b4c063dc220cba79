import { defineResource } from '../../src/domain/declaration/entry';
import { date, enumOf, number, store, STORE_LABEL_KEY, text } from '../../src/domain/declaration/fields';
import { STAFF_PATHS } from '../../src/domain/paths';
import { LATE_DELIVERY_MINUTES, STAFF_STATS_COLUMNS, STAFF_STATS_DEFAULT_DAYS, STAFF_STATS_MAX_DAYS, staffStatsKind } from '../../src/domain/staffStats';

/**
 * Spec 2, Staff: per courier or picker, figures over the orders of a period, computed by the
 * gateway from the orders it holds (POST /staff/stats, a report; definitions in docs/gateway-api.md).
 */
export default defineResource({
  name: 'staff-stats',
  group: 'staff',
  order: 20,
  icon: 'QueryStats',
  access: { roles: ['person/performance'] },
  messages: {
    en: {
      name: 'Staff statistics',
      kinds: { courier: 'Couriers', picker: 'Pickers' },
      fields: {
        kind: 'Staff',
        periodFrom: 'From',
        periodTo: 'To',
        name: 'Name',
        deliveries: 'Deliveries',
        avgDeliveryMinutes: 'Avg. delivery (min)',
        rating: 'Rating',
        latePercent: `Late % (over ${LATE_DELIVERY_MINUTES} min)`,
        utilisationPercent: 'Utilisation %',
        picks: 'Picks',
        avgPickMinutes: 'Avg. pick (min)',
        missingItems: 'Missing items',
      },
    },
    tr: {
      name: 'Personel istatistikleri',
      kinds: { courier: 'Kuryeler', picker: 'Toplayıcılar' },
      fields: {
        kind: 'Personel',
        periodFrom: 'Başlangıç',
        periodTo: 'Bitiş',
        name: 'Ad',
        deliveries: 'Teslimat',
        avgDeliveryMinutes: 'Ort. teslimat (dk)',
        rating: 'Puan',
        latePercent: `Geç % (${LATE_DELIVERY_MINUTES} dk üstü)`,
        utilisationPercent: 'Doluluk %',
        picks: 'Toplama',
        avgPickMinutes: 'Ort. toplama (dk)',
        missingItems: 'Eksik ürün',
      },
    },
  },
  routes: { list: '/staff/stats' },
  report: {
    path: STAFF_PATHS.stats,
    reply: { rows: 'people', total: 'totalCount' },
    send: { kind: { values: { 1: 'courier', 2: 'picker' } }, warehouseId: { as: 'warehouseIds', list: true } },
    read: { warehouseId: 'warehouse._id', warehouseName: 'warehouse.name' },
    period: { days: { defaultDays: STAFF_STATS_DEFAULT_DAYS } },
  },
  fields: {
    name: text({ sortable: true }),
    warehouseName: text({ sortable: true, labelKey: STORE_LABEL_KEY }),
    deliveries: number({ sortable: true, integer: true }),
    avgDeliveryMinutes: number({ sortable: true, decimals: 1 }),
    rating: number({ sortable: true, decimals: 2 }),
    latePercent: number({ sortable: true, decimals: 1 }),
    utilisationPercent: number({ sortable: true, decimals: 1 }),
    picks: number({ sortable: true, integer: true }),
    avgPickMinutes: number({ sortable: true, decimals: 1 }),
    missingItems: number({ sortable: true, integer: true }),
    // Filters only: couriers or pickers, the period (days of the user's time zone) and the store.
    kind: enumOf(staffStatsKind, { required: true }),
    periodFrom: date(),
    periodTo: date(),
    warehouseId: store(),
  },
  list: {
    columns: [...STAFF_STATS_COLUMNS[1]],
    columnsBy: { filter: 'kind', columns: STAFF_STATS_COLUMNS },
    filters: ['kind', 'periodFrom', 'periodTo', 'warehouseId'],
    filterDefaults: { kind: 1 },
    dateRange: { from: 'periodFrom', to: 'periodTo', maxDays: STAFF_STATS_MAX_DAYS },
    sort: { field: 'deliveries', order: 'DESC' },
    perPage: 25,
  },
});
