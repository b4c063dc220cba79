import { defineResource } from '../../src/domain/declaration/entry';
import { enumOf, grade, number, period, store, STORE_LABEL_KEY, text } from '../../src/domain/declaration/fields';
import { stsCriterion } from '../../src/domain/enums';
import { DYS_PATHS } from '../../src/domain/paths';

/**
 * Spec 2, Performance (DYS): the STS summary. For a financial month, per store and criterion (stock
 * count variance, waste, orders with a missing product, late transfer receipts): the month's value
 * against head office's target, the score it earns (full at or under the target, none at twice
 * it) and its weight; and the store's STS point, the scores by their weights, with its letter
 * (POST /sts/summary, a report; docs/dys.md). A store's rows add up to its point.
 */
export default defineResource({
  name: 'sts-summary',
  group: 'dys',
  order: 110,
  icon: 'StarRate',
  access: { roles: ['sts'] },
  routes: { list: '/dys/sts/summary' },
  report: {
    path: DYS_PATHS.stsSummary,
    reply: { rows: 'criteria', total: 'totalCount' },
    send: { warehouseId: { as: 'warehouseIds', list: true } },
    period: { month: 'month' },
  },
  fields: {
    warehouseName: text({ sortable: true, labelKey: STORE_LABEL_KEY }),
    criterion: enumOf(stsCriterion, { sortable: true }),
    value: number({ decimals: 2 }),
    target: number({ decimals: 2 }),
    score: number({ sortable: true, decimals: 1 }),
    weight: number({ integer: true }),
    point: grade({ sortable: true }),
    // filters only: the financial month and the store
    month: period('month'),
    warehouseId: store(),
  },
  list: {
    columns: ['warehouseName', 'point', 'criterion', 'value', 'target', 'score', 'weight'],
    filters: ['month', 'warehouseId'],
    sort: { field: 'warehouseName', order: 'ASC' },
    perPage: 25,
  },
  messages: {
    en: {
      name: 'STS summary',
      fields: { warehouseName: 'Store', criterion: 'Criterion', value: 'Value', target: 'Target', score: 'Score', weight: 'Weight (%)', point: 'Store\'s STS point' },
    },
    tr: {
      name: 'STS özeti',
      fields: { warehouseName: 'Mağaza', criterion: 'Kriter', value: 'Değer', target: 'Hedef', score: 'Puan', weight: 'Ağırlık (%)', point: 'Mağazanın STS puanı' },
    },
  },
});
