import { defineResource } from '../../src/domain/declaration/entry';
import { datetime, dayRangeFilters, enumOf, number, store, text } from '../../src/domain/declaration/fields';
import { domainType, promoStatus } from '../../src/domain/enums';

/**
 * Spec 2, Commercial: the franchise's promos (DOMAIN.md, Commercial: known fields and status
 * codes; docs/commercial.md). Head office sets them up; the franchise reads them: read-only. The
 * days filter keeps the promos valid at some time during the chosen days.
 */
export default defineResource({
  name: 'promo-list',
  group: 'commercial',
  order: 60,
  icon: 'LocalOffer',
  access: { roles: ['promo'] },
  routes: { list: '/commercial/promo/list', show: '/commercial/promo/detail/:id' },
  rest: { path: '/promos' },
  fields: {
    code: text({ readOnly: true, sortable: true }),
    title: text({ readOnly: true }),
    status: enumOf(promoStatus, { readOnly: true, sortable: true }),
    domainType: enumOf(domainType, { readOnly: true, sortable: true }),
    warehouseId: store({ readOnly: true }),
    usedCount: number({ readOnly: true, integer: true, sortable: true }),
    usageLimit: number({ readOnly: true, integer: true }),
    customerCount: number({ readOnly: true, integer: true }),
    customerLimit: number({ readOnly: true, integer: true }),
    priority: number({ readOnly: true, integer: true, sortable: true }),
    validFrom: datetime({ readOnly: true, sortable: true }),
    validUntil: datetime({ readOnly: true, sortable: true }),
    description: text({ readOnly: true, multiline: true }),
    createdAt: datetime({ readOnly: true }),
    // the list's days: the promos valid on at least one of them
    ...dayRangeFilters(),
  },
  recordRepresentation: 'code',
  list: {
    columns: ['code', 'title', 'status', 'domainType', 'warehouseId', 'usedCount', 'usageLimit', 'priority', 'validFrom', 'validUntil'],
    // so the validity fits a laptop's width; the chooser shows them again
    hiddenColumns: ['domainType'],
    filters: ['status', 'domainType', 'warehouseId', 'periodFrom', 'periodTo'],
    dateRange: { from: 'periodFrom', to: 'periodTo', maxDays: 366 },
    search: { labelKey: 'resources.promo-list.search' },
    sort: { field: 'priority', order: 'ASC' },
    perPage: 25,
  },
  show: {
    fields: ['code', 'title', 'status', 'domainType', 'warehouseId', 'usedCount', 'usageLimit', 'customerCount', 'customerLimit', 'priority', 'validFrom', 'validUntil', 'description'],
  },
  messages: {
    en: {
      name: 'Promos',
      search: 'Search by code or title',
      fields: {
        code: 'Code',
        title: 'Title',
        status: 'Status',
        domainType: 'Domain',
        usedCount: 'Used',
        usageLimit: 'Usage limit',
        customerCount: 'Customers',
        customerLimit: 'Customer limit',
        priority: 'Priority',
        validFrom: 'Valid from',
        validUntil: 'Valid until',
        description: 'Description',
        createdAt: 'Created',
        periodFrom: 'Valid on or after',
        periodTo: 'Valid on or before',
      },
    },
    tr: {
      name: 'Promosyonlar',
      search: 'Koda veya başlığa göre ara',
      fields: {
        code: 'Kod',
        title: 'Başlık',
        status: 'Durum',
        domainType: 'Alan',
        usedCount: 'Kullanım',
        usageLimit: 'Kullanım sınırı',
        customerCount: 'Müşteri',
        customerLimit: 'Müşteri sınırı',
        priority: 'Öncelik',
        validFrom: 'Geçerlilik başlangıcı',
        validUntil: 'Geçerlilik bitişi',
        description: 'Açıklama',
        createdAt: 'Oluşturuldu',
        periodFrom: 'Bu gün ve sonrasında geçerli',
        periodTo: 'Bu gün ve öncesinde geçerli',
      },
    },
  },
});
