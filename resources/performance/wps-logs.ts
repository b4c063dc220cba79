import { TR_GROUP } from '../../src/domain/countries';
import { defineResource } from '../../src/domain/declaration/entry';
import { datetime, dayRangeFilters, enumOf, number, store, text } from '../../src/domain/declaration/fields';
import { wpsReason, wpsType } from '../../src/domain/enums';

/**
 * Spec 2, Performance (DYS): WPS logs (TR and two other countries only), the typed events head
 * office logs against the franchise's stores, an order, a transfer, a stock count or a courier,
 * each worth its reason's points, plus or minus (src/domain/dys/wps.ts; docs/dys.md). Served at
 * /wps/logs, so the client retries the calls as the spec's wps group; a log is read by its type
 * and id (`/wps/logs/{type}/{id}`, the type a closed set the gateway checks), as its page's path
 * names it.
 */
export default defineResource({
  name: 'wps-logs',
  group: 'dys',
  order: 180,
  icon: 'Checklist',
  access: { roles: ['wps'], countries: TR_GROUP },
  routes: { list: '/dys/wps/logs', show: '/dys/wps/logs/detail/:type/:id' },
  rest: { path: '/wps/logs', typedBy: 'type' },
  fields: {
    loggedAt: datetime({ readOnly: true, sortable: true }),
    warehouseId: store({ readOnly: true, sortable: true }),
    type: enumOf(wpsType, { readOnly: true, sortable: true }),
    reason: enumOf(wpsReason, { readOnly: true }),
    points: number({ readOnly: true, sortable: true, decimals: 1 }),
    reference: text({ readOnly: true }),
    description: text({ readOnly: true }),
    createdAt: datetime({ readOnly: true }),
    // the list's days, as the day of the log
    ...dayRangeFilters(),
  },
  recordRepresentation: 'reference',
  list: {
    columns: ['loggedAt', 'warehouseId', 'type', 'reason', 'points', 'reference'],
    filters: ['warehouseId', 'type', 'reason', 'periodFrom', 'periodTo'],
    dateRange: { from: 'periodFrom', to: 'periodTo', maxDays: 366 },
    sort: { field: 'loggedAt', order: 'DESC' },
    perPage: 25,
  },
  show: {
    fields: ['type', 'reason', 'points', 'warehouseId', 'loggedAt', 'reference', 'description', 'createdAt'],
  },
  messages: {
    en: {
      name: 'WPS logs',
      fields: {
        loggedAt: 'Logged',
        type: 'Type',
        reason: 'Reason',
        points: 'Points',
        reference: 'Reference',
        description: 'What happened',
        createdAt: 'Recorded',
        periodFrom: 'From',
        periodTo: 'To',
      },
    },
    tr: {
      name: 'WPS kayıtları',
      fields: {
        loggedAt: 'Kayıt zamanı',
        type: 'Tür',
        reason: 'Neden',
        points: 'Puan',
        reference: 'Referans',
        description: 'Ne oldu',
        createdAt: 'Kaydedildi',
        periodFrom: 'Başlangıç',
        periodTo: 'Bitiş',
      },
    },
  },
});
