import { defineResource } from '../../src/domain/declaration/entry';
import { date, grade, number, store, STORE_LABEL_KEY, text, type FieldDescriptor } from '../../src/domain/declaration/fields';
import { DTS_LOST_COLUMNS, DTS_SUMMARY_DEFAULT_DAYS, DTS_SUMMARY_MAX_DAYS, type DtsLostColumn } from '../../src/domain/dys/dtsSummary';
import { DYS_PATHS } from '../../src/domain/paths';
import dtsRecords from './dts-records';

const lost = (labelKey?: string) => number({ sortable: true, decimals: 1, labelKey });

/**
 * Spec 2, Performance (DYS): the DTS summary. Per store of the franchise, over a period: its DTS
 * point (a full 100 less the points of the period's closed records, docs/dys.md) with its letter,
 * its rank among the franchise's stores, the point and rank of the period before, and the points
 * lost per rule category (POST /dts/summary, a report). A store's row opens its DTS records of
 * those days, the costliest first: every point is explained by the records behind it.
 */
export default defineResource({
  name: 'dts-summary',
  group: 'dys',
  order: 100,
  icon: 'Leaderboard',
  access: { roles: ['dts'] },
  routes: { list: '/dys/dts/summary' },
  report: {
    path: DYS_PATHS.dtsSummary,
    reply: { rows: 'stores', total: 'totalCount' },
    send: { warehouseId: { as: 'warehouseIds', list: true } },
    period: { days: { defaultDays: DTS_SUMMARY_DEFAULT_DAYS } },
  },
  fields: {
    warehouseName: text({ sortable: true, labelKey: STORE_LABEL_KEY }),
    rank: number({ sortable: true, integer: true }),
    point: grade({ sortable: true }),
    previousRank: number({ integer: true }),
    previousPoint: grade(),
    lost: lost(),
    // the points lost per rule category, labelled by the category's name
    ...(Object.fromEntries(DTS_LOST_COLUMNS.map(({ column, labelKey }) => [column, lost(labelKey)])) as Record<DtsLostColumn, FieldDescriptor>),
    // filters only: the period (days of the user's time zone) and the store
    periodFrom: date(),
    periodTo: date(),
    warehouseId: store(),
  },
  list: {
    columns: ['rank', 'previousRank', 'warehouseName', 'point', 'lost', ...DTS_LOST_COLUMNS.map(({ column }) => column)],
    filters: ['periodFrom', 'periodTo', 'warehouseId'],
    dateRange: { from: 'periodFrom', to: 'periodTo', maxDays: DTS_SUMMARY_MAX_DAYS },
    sort: { field: 'rank', order: 'ASC' },
    perPage: 25,
    // a store's row: its DTS records of the same days, the costliest first
    rowLink: {
      path: dtsRecords.routes.list as string,
      filter: { warehouseId: 'id' },
      period: { from: 'periodFrom', to: 'periodTo' },
      sort: { field: 'penalty', order: 'DESC' },
    },
  },
  messages: {
    en: {
      name: 'DTS summary',
      fields: {
        warehouseName: 'Store',
        rank: 'Rank',
        point: 'DTS point',
        previousRank: 'Previous rank',
        previousPoint: 'Previous point',
        lost: 'Points lost',
        periodFrom: 'From',
        periodTo: 'To',
      },
    },
    tr: {
      name: 'DTS özeti',
      fields: {
        warehouseName: 'Mağaza',
        rank: 'Sıra',
        point: 'DTS puanı',
        previousRank: 'Önceki sıra',
        previousPoint: 'Önceki puan',
        lost: 'Kaybedilen puan',
        periodFrom: 'Başlangıç',
        periodTo: 'Bitiş',
      },
    },
  },
});
