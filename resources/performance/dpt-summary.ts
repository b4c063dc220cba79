import { TR_GROUP } from '../../src/domain/countries';
import { defineResource } from '../../src/domain/declaration/entry';
import { grade, number, STORE_LABEL_KEY, text } from '../../src/domain/declaration/fields';
import { storeDaysFields, storeDaysList, storeDaysReport } from '../../src/domain/dys/penaltySummary';
import { DYS_PATHS } from '../../src/domain/paths';
import dysSummary from './dys-summary';

/**
 * Spec 2, Performance (DYS): DPT, the DYS point table (TR and two other countries only). The
 * franchise's stores ranked by their DYS point over a period, with their letter, the period
 * before's rank and point, and how many places each moved (POST /dpt/summary, a report; docs/dys.md).
 * A store's row opens the DYS summary of that store for the same days, where its point is explained.
 */
export default defineResource({
  name: 'dpt-summary',
  group: 'dys',
  order: 160,
  icon: 'Timeline',
  access: { roles: ['dpt'], countries: TR_GROUP },
  routes: { list: '/dys/dpt/summary' },
  report: storeDaysReport(DYS_PATHS.dptSummary),
  fields: {
    rank: number({ sortable: true, integer: true }),
    warehouseName: text({ sortable: true, labelKey: STORE_LABEL_KEY }),
    total: grade({ sortable: true }),
    previousRank: number({ integer: true }),
    rankChange: number({ sortable: true, integer: true }),
    previousTotal: grade(),
    trend: number({ sortable: true, decimals: 1 }),
    // filters only: the period and the store
    ...storeDaysFields(),
  },
  list: {
    columns: ['rank', 'warehouseName', 'total', 'previousRank', 'rankChange', 'previousTotal', 'trend'],
    ...storeDaysList(),
    sort: { field: 'rank', order: 'ASC' },
    perPage: 25,
    // a store's row: the DYS summary of that store and those days, its point explained
    rowLink: { path: dysSummary.routes.list as string, filter: { warehouseId: 'id' }, period: { from: 'periodFrom', to: 'periodTo' } },
  },
  messages: {
    en: {
      name: 'DPT summary',
      fields: {
        rank: 'Rank',
        warehouseName: 'Store',
        total: 'DYS point',
        previousRank: 'Previous rank',
        rankChange: 'Places moved',
        previousTotal: 'Previous point',
        trend: 'Change',
        periodFrom: 'From',
        periodTo: 'To',
      },
    },
    tr: {
      name: 'DPT özeti',
      fields: {
        rank: 'Sıra',
        warehouseName: 'Mağaza',
        total: 'DYS puanı',
        previousRank: 'Önceki sıra',
        rankChange: 'Sıra değişimi',
        previousTotal: 'Önceki puan',
        trend: 'Değişim',
        periodFrom: 'Başlangıç',
        periodTo: 'Bitiş',
      },
    },
  },
});
