import { defineResource } from '../../src/domain/declaration/entry';
import { datetime, grade, number, STORE_LABEL_KEY, text } from '../../src/domain/declaration/fields';
import { storeDaysFields, storeDaysList, storeDaysReport } from '../../src/domain/dys/penaltySummary';
import { DYS_PATHS } from '../../src/domain/paths';
import kdsAudits from './kds-audits';

/**
 * Spec 2, Performance (DYS): the KDS summary. Per store of the franchise, over a period: its
 * audits (rounds), its KDS point (the average of their scores, docs/dys.md) with its letter, the
 * last audit's score and day, and the period before's point with the change (POST /kds/summary,
 * a report). A store's row opens its audits of those days, the lowest score first.
 */
export default defineResource({
  name: 'kds-summary',
  group: 'dys',
  order: 140,
  icon: 'Grading',
  access: { roles: ['kds'] },
  routes: { list: '/dys/kds/summary' },
  report: storeDaysReport(DYS_PATHS.kdsSummary),
  fields: {
    warehouseName: text({ sortable: true, labelKey: STORE_LABEL_KEY }),
    point: grade({ sortable: true }),
    rounds: number({ sortable: true, integer: true }),
    lastScore: grade({ sortable: true }),
    lastAuditedAt: datetime({ sortable: true }),
    previousPoint: grade(),
    trend: number({ sortable: true, decimals: 1 }),
    // filters only: the period and the store
    ...storeDaysFields(),
  },
  list: {
    columns: ['warehouseName', 'point', 'rounds', 'lastScore', 'lastAuditedAt', 'previousPoint', 'trend'],
    ...storeDaysList(),
    sort: { field: 'point', order: 'ASC' },
    perPage: 25,
    // a store's row: its audits of the same days, the lowest score first
    rowLink: {
      path: kdsAudits.routes.list as string,
      filter: { warehouseId: 'id' },
      period: { from: 'periodFrom', to: 'periodTo' },
      sort: { field: 'score', order: 'ASC' },
    },
  },
  messages: {
    en: {
      name: 'KDS summary',
      fields: {
        warehouseName: 'Store',
        point: 'KDS point',
        rounds: 'Audits',
        lastScore: 'Last audit’s score',
        lastAuditedAt: 'Last audit',
        previousPoint: 'Previous period',
        trend: 'Change',
        periodFrom: 'From',
        periodTo: 'To',
      },
    },
    tr: {
      name: 'KDS özeti',
      fields: {
        warehouseName: 'Mağaza',
        point: 'KDS puanı',
        rounds: 'Denetim',
        lastScore: 'Son denetim puanı',
        lastAuditedAt: 'Son denetim',
        previousPoint: 'Önceki dönem',
        trend: 'Değişim',
        periodFrom: 'Başlangıç',
        periodTo: 'Bitiş',
      },
    },
  },
});
