// The declaration of a DDS penalty log list and detail (DDS and the older DDS100; DOMAIN.md,
// Performance; docs/dys.md): the logs of one kind, newest first, filtered by status, store,
// criterion and days; a log's page with the order or transfer it concerns, the objection and head
// office's answer. The franchise objects to a log not objected yet, within its window (until
// `objectableUntil`, 7 days after it was logged), with 10 to 1000 characters: the declared
// `object` action, 100 -> 200. Each kind's file names what differs (its routes, role and texts).
import type { ResourceDeclaration } from '../declaration/entry';
import type { MenuIconName } from '../declaration/menuIcons';
import { datetime, dayRangeFilters, enumOf, number, store, text } from '../declaration/fields';
import { ddsCriterion, ddsLogStatus } from '../enums';
import { DDS_OBJECTION_TEXT } from './answers';

type Texts = { name: string };

export interface DdsLogOptions {
  name: string;
  order: number;
  icon: MenuIconName;
  role: string;
  routes: { list: string; show: string };
  messages: { en: Texts; tr: Texts };
}

const NOT_OBJECTED = ddsLogStatus.value('not_objected');

const TEXTS = {
  en: {
    search: 'Search the description',
    fields: {
      loggedAt: 'Logged',
      warehouseId: 'Store',
      criterion: 'Criterion',
      penalty: 'Penalty points',
      status: 'Objection',
      objectableUntil: 'Objection possible until',
      orderId: 'Order',
      transferRef: 'Transfer',
      description: 'What happened',
      objection: 'Objection',
      objectedAt: 'Objected',
      decisionReason: 'Head office\'s answer',
      decidedAt: 'Answered',
      createdAt: 'Recorded',
      updatedAt: 'Last updated',
      periodFrom: 'From',
      periodTo: 'To',
    },
    actions: { object: { label: 'Object', done: 'Objection sent: head office answers next' } },
  },
  tr: {
    search: 'Açıklamada ara',
    fields: {
      loggedAt: 'Kayıt zamanı',
      warehouseId: 'Mağaza',
      criterion: 'Kriter',
      penalty: 'Ceza puanı',
      status: 'İtiraz',
      objectableUntil: 'Son itiraz zamanı',
      orderId: 'Sipariş',
      transferRef: 'Transfer',
      description: 'Ne oldu',
      objection: 'İtiraz',
      objectedAt: 'İtiraz edildi',
      decisionReason: 'Genel merkezin yanıtı',
      decidedAt: 'Yanıtlandı',
      createdAt: 'Kaydedildi',
      updatedAt: 'Son güncelleme',
      periodFrom: 'Başlangıç',
      periodTo: 'Bitiş',
    },
    actions: { object: { label: 'İtiraz et', done: 'İtiraz gönderildi: sıradaki yanıt genel merkezde' } },
  },
};

export function ddsLogResource(options: DdsLogOptions): ResourceDeclaration {
  return {
    name: options.name,
    group: 'dys',
    order: options.order,
    icon: options.icon,
    access: { roles: [options.role] },
    routes: options.routes,
    fields: {
      loggedAt: datetime({ readOnly: true, sortable: true }),
      warehouseId: store({ readOnly: true, sortable: true }),
      criterion: enumOf(ddsCriterion, { readOnly: true, sortable: true }),
      penalty: number({ readOnly: true, sortable: true, decimals: 1 }),
      status: enumOf(ddsLogStatus, { readOnly: true, sortable: true }),
      objectableUntil: datetime({ readOnly: true }),
      orderId: text({ readOnly: true }),
      transferRef: text({ readOnly: true }),
      description: text({ readOnly: true, multiline: true }),
      objection: text({ readOnly: true, multiline: true }),
      objectedAt: datetime({ readOnly: true }),
      decisionReason: text({ readOnly: true, multiline: true }),
      decidedAt: datetime({ readOnly: true }),
      createdAt: datetime({ readOnly: true }),
      updatedAt: datetime({ readOnly: true }),
      // the list's days, as the day they happened
      ...dayRangeFilters(),
    },
    actions: {
      object: {
        from: { status: [NOT_OBJECTED] },
        // within its window only: 7 days after the log (objectionDeadline), the instant included
        until: { field: 'objectableUntil', when: { status: [NOT_OBJECTED] } },
        sets: { status: ddsLogStatus.value('objection_waiting') },
        stamps: ['objectedAt'],
        access: { roles: [options.role], permission: 'write' },
        fields: { objection: text({ required: true, multiline: true, minLength: DDS_OBJECTION_TEXT.min, maxLength: DDS_OBJECTION_TEXT.max }) },
        writesFields: true,
      },
    },
    recordRepresentation: 'description',
    list: {
      columns: ['loggedAt', 'warehouseId', 'criterion', 'penalty', 'status', 'objectableUntil', 'description'],
      filters: ['status', 'warehouseId', 'criterion', 'periodFrom', 'periodTo'],
      dateRange: { from: 'periodFrom', to: 'periodTo', maxDays: 366 },
      search: { labelKey: `resources.${options.name}.search` },
      sort: { field: 'loggedAt', order: 'DESC' },
      perPage: 25,
    },
    show: {
      fields: [
        'criterion', 'penalty', 'status', 'loggedAt', 'warehouseId', 'orderId', 'transferRef', 'description',
        'objectableUntil', 'objection', 'objectedAt', 'decisionReason', 'decidedAt',
      ],
    },
    messages: {
      en: { name: options.messages.en.name, ...TEXTS.en },
      tr: { name: options.messages.tr.name, ...TEXTS.tr },
    },
  };
}
