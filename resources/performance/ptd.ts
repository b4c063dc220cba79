import { TR_GROUP } from '../../src/domain/countries';
import { defineResource } from '../../src/domain/declaration/entry';
import { grade, number, period, store, STORE_LABEL_KEY, text, type FieldDescriptor } from '../../src/domain/declaration/fields';
import { PTD_DOMAIN_COLUMNS } from '../../src/domain/dys/ptd';
import { DYS_PATHS } from '../../src/domain/paths';
import dysSummary from './dys-summary';

/** A column of delivered orders per domain, each labelled with its domain's name. */
const ORDERS_PER_DOMAIN = Object.fromEntries(
  PTD_DOMAIN_COLUMNS.map(({ column, labelKey }) => [column, number({ sortable: true, integer: true, labelKey })]),
) as Record<string, FieldDescriptor>;

/**
 * Spec 2, Performance (DYS): PTD, the financial month to date (TR and two other countries only).
 * Per store, from the month's 26th to now (POST /ptd/summary, a report; docs/dys.md): the DYS
 * point so far, whose letter is the month's projection, the delivered orders per domain and the
 * missed ones, and the couriers' hours worked against the hours planned for the same days. A
 * store's row opens the DYS summary of that store, where its point is explained.
 */
export default defineResource<string>({
  name: 'ptd',
  group: 'dys',
  order: 200,
  icon: 'TrendingUp',
  access: { roles: ['ptd'], countries: TR_GROUP },
  routes: { list: '/dys/ptd' },
  report: {
    path: DYS_PATHS.ptdSummary,
    reply: { rows: 'stores', total: 'totalCount' },
    send: { warehouseId: { as: 'warehouseIds', list: true } },
    period: { month: 'month' },
  },
  fields: {
    warehouseName: text({ sortable: true, labelKey: STORE_LABEL_KEY }),
    total: grade({ sortable: true }),
    delivered: number({ sortable: true, integer: true }),
    ...ORDERS_PER_DOMAIN,
    missed: number({ sortable: true, integer: true }),
    workedHours: number({ sortable: true, decimals: 1 }),
    plannedHours: number({ sortable: true, decimals: 1 }),
    hoursAgainstPlan: number({ sortable: true, integer: true }),
    // filters only: the financial month and the store
    month: period('month'),
    warehouseId: store(),
  },
  list: {
    columns: ['warehouseName', 'total', 'delivered', ...Object.keys(ORDERS_PER_DOMAIN), 'missed', 'workedHours', 'plannedHours', 'hoursAgainstPlan'],
    filters: ['month', 'warehouseId'],
    sort: { field: 'warehouseName', order: 'ASC' },
    perPage: 25,
    // a store's row: the DYS summary of that store, where its point is explained
    rowLink: { path: dysSummary.routes.list as string, filter: { warehouseId: 'id' } },
  },
  messages: {
    en: {
      name: 'PTD',
      fields: {
        warehouseName: 'Store',
        total: 'DYS so far (projected letter)',
        delivered: 'Delivered orders',
        missed: 'Missed orders',
        workedHours: 'Courier hours worked',
        plannedHours: 'Courier hours planned',
        hoursAgainstPlan: 'Worked of planned (%)',
      },
    },
    tr: {
      name: 'PTD',
      fields: {
        warehouseName: 'Mağaza',
        total: 'Şimdiye kadar DYS (öngörülen harf)',
        delivered: 'Teslim edilen sipariş',
        missed: 'Kaçırılan sipariş',
        workedHours: 'Kurye çalışılan saat',
        plannedHours: 'Kurye planlanan saat',
        hoursAgainstPlan: 'Planın çalışılan payı (%)',
      },
    },
  },
});
