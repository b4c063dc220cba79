import { TR_GROUP } from '../../src/domain/countries';
import { defineResource } from '../../src/domain/declaration/entry';
import { number, STORE_LABEL_KEY, text } from '../../src/domain/declaration/fields';
import { storeDaysFields, storeDaysList, storeDaysReport } from '../../src/domain/dys/penaltySummary';
import { DYS_PATHS } from '../../src/domain/paths';
import wpsLogs from './wps-logs';

/**
 * Spec 2, Performance (DYS): the WPS summary (TR and two other countries only). Per store over a
 * period, a week unless another is picked: the sum of its WPS logs' signed points, the rewards and
 * penalties in it, how many logs of each type, and the period before's sum (POST /wps/summary, a
 * report; docs/dys.md). A store's row opens its logs of the same days, the costliest first.
 */
export default defineResource({
  name: 'wps-summary',
  group: 'dys',
  order: 170,
  icon: 'Insights',
  access: { roles: ['wps'], countries: TR_GROUP },
  routes: { list: '/dys/wps/summary' },
  report: storeDaysReport(DYS_PATHS.wpsSummary, 7),
  fields: {
    warehouseName: text({ sortable: true, labelKey: STORE_LABEL_KEY }),
    points: number({ sortable: true, decimals: 1 }),
    rewards: number({ sortable: true, decimals: 1 }),
    penalties: number({ sortable: true, decimals: 1 }),
    logs: number({ sortable: true, integer: true }),
    countOrder: number({ sortable: true, integer: true }),
    countTransfer: number({ sortable: true, integer: true }),
    countStockCount: number({ sortable: true, integer: true }),
    countCourier: number({ sortable: true, integer: true }),
    previousPoints: number({ decimals: 1 }),
    trend: number({ sortable: true, decimals: 1 }),
    // filters only: the period and the store
    ...storeDaysFields(),
  },
  list: {
    columns: ['warehouseName', 'points', 'rewards', 'penalties', 'logs', 'countOrder', 'countTransfer', 'countStockCount', 'countCourier', 'previousPoints', 'trend'],
    ...storeDaysList(),
    sort: { field: 'points', order: 'ASC' },
    perPage: 25,
    // a store's row: its logs of those days, the costliest first
    rowLink: { path: wpsLogs.routes.list as string, filter: { warehouseId: 'id' }, period: { from: 'periodFrom', to: 'periodTo' }, sort: { field: 'points', order: 'ASC' } },
  },
  messages: {
    en: {
      name: 'WPS summary',
      fields: {
        warehouseName: 'Store',
        points: 'WPS points',
        rewards: 'Rewards',
        penalties: 'Penalties',
        logs: 'Logs',
        countOrder: 'Order logs',
        countTransfer: 'Transfer logs',
        countStockCount: 'Stock count logs',
        countCourier: 'Courier logs',
        previousPoints: 'Previous period',
        trend: 'Change',
        periodFrom: 'From',
        periodTo: 'To',
      },
    },
    tr: {
      name: 'WPS özeti',
      fields: {
        warehouseName: 'Mağaza',
        points: 'WPS puanı',
        rewards: 'Ödüller',
        penalties: 'Cezalar',
        logs: 'Kayıt',
        countOrder: 'Sipariş kaydı',
        countTransfer: 'Transfer kaydı',
        countStockCount: 'Stok sayımı kaydı',
        countCourier: 'Kurye kaydı',
        previousPoints: 'Önceki dönem',
        trend: 'Değişim',
        periodFrom: 'Başlangıç',
        periodTo: 'Bitiş',
      },
    },
  },
});
