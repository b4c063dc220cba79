import { defineResource } from '../../src/domain/declaration/entry';
import { enumOf, money, number, period, store, STORE_LABEL_KEY, text } from '../../src/domain/declaration/fields';
import { performanceTier } from '../../src/domain/enums/performanceTier';
import { PROGRAM_PATHS } from '../../src/domain/paths';
import { programReport } from '../../src/domain/workerProgram';

/**
 * Spec 2, Staff: the picker program. Each picker's tier of a financial month, derived by the
 * gateway from the month's stored metrics (docs/worker-programs.md; POST
 * /staff/picker/program/filter), beside their shift plans of the month (the spec's POST
 * /plan/picker/filter, and POST /plan/picker-plan/warehouse/between-dates for a store picked),
 * with a move to another store (PUT /picker/{pickerId}/change-warehouse, permission changeWarehouse).
 */
export default defineResource({
  name: 'picker-program',
  group: 'staff',
  order: 160,
  icon: 'ShoppingBasket',
  access: { roles: ['picker_program'] },
  routes: { list: '/staff/picker/program' },
  listParts: 'picker-program',
  report: programReport(PROGRAM_PATHS.pickers),
  fields: {
    name: text({ sortable: true }),
    warehouseName: text({ sortable: true, labelKey: STORE_LABEL_KEY }),
    tier: enumOf(performanceTier, { sortable: true }),
    score: number({ sortable: true, decimals: 1 }),
    previousTier: enumOf(performanceTier, { sortable: true }),
    hoursWorked: number({ sortable: true, decimals: 1 }),
    picks: number({ sortable: true, integer: true }),
    avgPickMinutes: number({ sortable: true, decimals: 2 }),
    missingItems: number({ integer: true }),
    bonus: money({ sortable: true, currencySource: 'bonusCurrency' }),
    // filters only: the financial month and the store
    month: period('month'),
    warehouseId: store(),
  },
  list: {
    columns: ['name', 'warehouseName', 'tier', 'score', 'previousTier', 'hoursWorked', 'picks', 'bonus'],
    filters: ['month', 'warehouseId', 'tier'],
    search: { labelKey: 'resources.picker-program.search' },
    sort: { field: 'score', order: 'DESC' },
    perPage: 25,
  },
  messages: {
    en: {
      name: 'Picker program',
      search: 'Search by name',
      fields: {
        name: 'Picker',
        tier: 'Tier',
        score: 'Score',
        previousTier: 'Last month',
        hoursWorked: 'Hours',
        picks: 'Picks',
        avgPickMinutes: 'Avg. pick (min)',
        missingItems: 'Missing items',
        bonus: 'Bonus',
      },
    },
    tr: {
      name: 'Toplayıcı programı',
      search: 'Ada göre ara',
      fields: {
        name: 'Toplayıcı',
        tier: 'Seviye',
        score: 'Puan',
        previousTier: 'Geçen ay',
        hoursWorked: 'Saat',
        picks: 'Toplama',
        avgPickMinutes: 'Ort. toplama (dk)',
        missingItems: 'Eksik ürün',
        bonus: 'Prim',
      },
    },
  },
});
