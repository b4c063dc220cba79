import { defineResource } from '../../src/domain/declaration/entry';
import { enumOf, money, number, period, store, STORE_LABEL_KEY, text } from '../../src/domain/declaration/fields';
import { performanceTier } from '../../src/domain/enums/performanceTier';
import { PROGRAM_PATHS } from '../../src/domain/paths';
import { programReport } from '../../src/domain/workerProgram';

/**
 * Spec 2, Staff: the courier program. Each courier's tier of a financial month (1 elite ... 4
 * classic), derived by the gateway from the month's stored metrics (docs/worker-programs.md),
 * with the month before, the score and its parts, and the bonus (POST /staff/courier/program/filter).
 */
export default defineResource({
  name: 'courier-program',
  group: 'staff',
  order: 150,
  icon: 'DeliveryDining',
  access: { roles: ['workforce'] },
  routes: { list: '/staff/courier/program' },
  listParts: 'courier-program',
  report: programReport(PROGRAM_PATHS.couriers),
  fields: {
    name: text({ sortable: true }),
    warehouseName: text({ sortable: true, labelKey: STORE_LABEL_KEY }),
    tier: enumOf(performanceTier, { sortable: true }),
    score: number({ sortable: true, decimals: 1 }),
    previousTier: enumOf(performanceTier, { sortable: true }),
    hoursWorked: number({ sortable: true, decimals: 1 }),
    deliveries: number({ sortable: true, integer: true }),
    onTimeDeliveries: number({ integer: true }),
    rating: number({ sortable: true, decimals: 2 }),
    utilisationPercent: number({ decimals: 1 }),
    bonus: money({ sortable: true, currencySource: 'bonusCurrency' }),
    // filters only: the financial month and the store
    month: period('month'),
    warehouseId: store(),
  },
  list: {
    columns: ['name', 'warehouseName', 'tier', 'score', 'previousTier', 'hoursWorked', 'deliveries', 'rating', 'bonus'],
    filters: ['month', 'warehouseId', 'tier'],
    search: { labelKey: 'resources.courier-program.search' },
    sort: { field: 'score', order: 'DESC' },
    perPage: 25,
  },
  messages: {
    en: {
      name: 'Courier program',
      search: 'Search by name',
      fields: {
        name: 'Courier',
        tier: 'Tier',
        score: 'Score',
        previousTier: 'Last month',
        hoursWorked: 'Hours',
        deliveries: 'Deliveries',
        onTimeDeliveries: 'On time',
        rating: 'Rating',
        utilisationPercent: 'Utilisation %',
        bonus: 'Bonus',
      },
    },
    tr: {
      name: 'Kurye programı',
      search: 'Ada göre ara',
      fields: {
        name: 'Kurye',
        tier: 'Seviye',
        score: 'Puan',
        previousTier: 'Geçen ay',
        hoursWorked: 'Saat',
        deliveries: 'Teslimat',
        onTimeDeliveries: 'Zamanında',
        rating: 'Müşteri puanı',
        utilisationPercent: 'Doluluk %',
        bonus: 'Prim',
      },
    },
  },
});
