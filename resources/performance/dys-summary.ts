import { defineResource } from '../../src/domain/declaration/entry';
import { enumOf, grade, number, STORE_LABEL_KEY, text } from '../../src/domain/declaration/fields';
import { dysPart } from '../../src/domain/enums';
import { storeDaysFields, storeDaysList, storeDaysReport } from '../../src/domain/dys/penaltySummary';
import { DEFAULT_DYS_WEIGHTS } from '../../src/domain/dys/points';
import { DYS_PATHS } from '../../src/domain/paths';
import ddsSummary from './dds-summary';
import kdsSummary from './kds-summary';
import dtsSummary from './dts-summary';
import stsSummary from './sts-summary';

/** A part's summary opens on the store of the row, and on the same days. */
const STORE = { warehouseId: 'id' };
const DAYS = ['periodFrom', 'periodTo'];

/**
 * Spec 2, Performance (DYS): the DYS summary. Per store over a period: the DDS, STS, KDS and DTS
 * points (each as its own summary computes it), the DYS total (each part's point by its weight over
 * the weights of the parts present; docs/dys.md) with its letter, the period before's total and the
 * trend, and what the next letter takes: how many points, and the part that would move the total
 * most; above the rows, a line chart of the total over time for the stores shown (POST
 * /dys-points/summary, a report with a series).
 */
export default defineResource({
  name: 'dys-summary',
  group: 'dys',
  order: 10,
  icon: 'Speed',
  access: { roles: ['dys'] },
  routes: { list: '/dys/summary' },
  // the total over time above the rows: a point per day, or per week past a month (docs/dys.md)
  report: { ...storeDaysReport(DYS_PATHS.dysSummary), series: { reply: 'overTime', value: 'total' } },
  fields: {
    warehouseName: text({ sortable: true, labelKey: STORE_LABEL_KEY }),
    // its arithmetic on hover and focus: each part's point by its weight (docs/dys.md)
    total: grade({ sortable: true, weightedOf: DEFAULT_DYS_WEIGHTS }),
    previousTotal: grade(),
    trend: number({ sortable: true, decimals: 1 }),
    // each part opens its own summary, for the store and the same days (STS: its month in progress)
    dds: grade({ sortable: true, opens: { path: ddsSummary.routes.list as string, filter: STORE, keep: DAYS } }),
    sts: grade({ sortable: true, opens: { path: stsSummary.routes.list as string, filter: STORE } }),
    kds: grade({ sortable: true, opens: { path: kdsSummary.routes.list as string, filter: STORE, keep: DAYS } }),
    dts: grade({ sortable: true, opens: { path: dtsSummary.routes.list as string, filter: STORE, keep: DAYS } }),
    nextLetter: text(),
    pointsToNext: number({ decimals: 1 }),
    movesMost: enumOf(dysPart),
    // filters only: the period and the store
    ...storeDaysFields(),
  },
  list: {
    columns: ['warehouseName', 'total', 'previousTotal', 'trend', 'dds', 'sts', 'kds', 'dts', 'nextLetter', 'pointsToNext', 'movesMost'],
    ...storeDaysList(),
    sort: { field: 'total', order: 'DESC' },
    perPage: 25,
  },
  messages: {
    en: {
      name: 'DYS summary',
      fields: {
        warehouseName: 'Store',
        total: 'DYS point',
        previousTotal: 'Previous period',
        trend: 'Change',
        dds: 'DDS',
        sts: 'STS',
        kds: 'KDS',
        dts: 'DTS',
        nextLetter: 'Next letter',
        pointsToNext: 'Points it needs',
        movesMost: 'Part that moves it most',
        periodFrom: 'From',
        periodTo: 'To',
      },
      series: { title: 'DYS point over time' },
    },
    tr: {
      name: 'DYS özeti',
      fields: {
        warehouseName: 'Mağaza',
        total: 'DYS puanı',
        previousTotal: 'Önceki dönem',
        trend: 'Değişim',
        dds: 'DDS',
        sts: 'STS',
        kds: 'KDS',
        dts: 'DTS',
        nextLetter: 'Sonraki harf',
        pointsToNext: 'Gereken puan',
        movesMost: 'En çok etkileyen bölüm',
        periodFrom: 'Başlangıç',
        periodTo: 'Bitiş',
      },
      series: { title: 'Zaman içinde DYS puanı' },
    },
  },
});
