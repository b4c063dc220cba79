import { apologyDecision, apologyStatus, dtsFeedbackSource, dtsPriority, dtsRuleCategory } from '../../src/domain/enums';
import { defineResource } from '../../src/domain/declaration/entry';
import { datetime, dayRangeFilters, enumOf, file, number, reference, store, text } from '../../src/domain/declaration/fields';
import { DTS_APOLOGY_TEXT } from '../../src/domain/dys/answers';

/**
 * Spec 2, Performance (DYS): DTS records, the rule violations head office records against the
 * franchise's stores (DOMAIN.md, Performance; docs/dys.md). The franchise reads them and writes
 * its apology (100 -> 200); head office decides (1 accept, 2 warn, 3 reject) and closes the record
 * (1000) with the points it costs. The sidebar badge counts the records waiting for an apology.
 */
export default defineResource({
  name: 'dts-records',
  group: 'dys',
  order: 80,
  icon: 'Gavel',
  access: { roles: ['dts_list'] },
  badge: 'dtsCount',
  routes: { list: '/dys/dts/list', show: '/dys/dts/detail/:id' },
  fields: {
    occurredAt: datetime({ readOnly: true, sortable: true }),
    warehouseId: store({ readOnly: true, sortable: true }),
    ruleNumber: number({ readOnly: true, integer: true, sortable: true }),
    ruleTitle: text({ readOnly: true }),
    ruleCategory: enumOf(dtsRuleCategory, { readOnly: true, sortable: true }),
    rulePriority: enumOf(dtsPriority, { readOnly: true, sortable: true }),
    status: enumOf(apologyStatus, { readOnly: true, sortable: true }),
    penalty: number({ readOnly: true, sortable: true, decimals: 1 }),
    description: text({ readOnly: true, multiline: true }),
    feedbackSource: enumOf(dtsFeedbackSource, { readOnly: true }),
    courierId: reference('couriers', 'name', { readOnly: true }),
    reporter: text({ readOnly: true }),
    attachment: file({ readOnly: true }),
    apology: text({ readOnly: true, multiline: true, maxLength: DTS_APOLOGY_TEXT.max }),
    apologizedAt: datetime({ readOnly: true }),
    decision: enumOf(apologyDecision, { readOnly: true }),
    decisionNote: text({ readOnly: true, multiline: true }),
    decidedAt: datetime({ readOnly: true }),
    createdAt: datetime({ readOnly: true }),
    updatedAt: datetime({ readOnly: true }),
    // the list's days, as the day they happened
    ...dayRangeFilters(),
  },
  actions: {
    apologize: {
      from: { status: [apologyStatus.value('waiting_for_apology')] },
      sets: { status: apologyStatus.value('waiting_for_decision') },
      stamps: ['apologizedAt'],
      access: { roles: ['dts_list'], permission: 'write' },
      fields: { apology: text({ required: true, multiline: true, maxLength: DTS_APOLOGY_TEXT.max }) },
      writesFields: true,
    },
  },
  recordRepresentation: 'ruleTitle',
  list: {
    columns: ['occurredAt', 'warehouseId', 'ruleNumber', 'ruleTitle', 'ruleCategory', 'rulePriority', 'status', 'penalty'],
    filters: ['status', 'warehouseId', 'ruleCategory', 'rulePriority', 'periodFrom', 'periodTo'],
    dateRange: { from: 'periodFrom', to: 'periodTo', maxDays: 366 },
    search: { labelKey: 'resources.dts-records.search' },
    sort: { field: 'occurredAt', order: 'DESC' },
    perPage: 25,
  },
  show: {
    fields: [
      'ruleTitle', 'ruleNumber', 'ruleCategory', 'rulePriority', 'status', 'occurredAt', 'warehouseId', 'courierId', 'description',
      'feedbackSource', 'reporter', 'attachment', 'apology', 'apologizedAt', 'decision', 'decisionNote', 'decidedAt', 'penalty',
    ],
  },
  messages: {
    en: {
      name: 'DTS records',
      search: 'Search by rule',
      fields: {
        occurredAt: 'Happened',
        ruleNumber: 'Rule no.',
        ruleTitle: 'Rule',
        ruleCategory: 'Category',
        rulePriority: 'Priority',
        status: 'Status',
        penalty: 'Points lost',
        description: 'What happened',
        feedbackSource: 'Reported by way of',
        courierId: 'Person',
        reporter: 'Reporter',
        attachment: 'Attached file',
        apology: 'Apology',
        apologizedAt: 'Apology written',
        decision: 'Decision',
        decisionNote: 'Decision note',
        decidedAt: 'Decided',
        createdAt: 'Recorded',
        updatedAt: 'Last updated',
        periodFrom: 'From',
        periodTo: 'To',
      },
      actions: {
        apologize: { label: 'Write apology', done: 'Apology sent: head office decides next' },
      },
    },
    tr: {
      name: 'DTS kayıtları',
      search: 'Kurala göre ara',
      fields: {
        occurredAt: 'Olay zamanı',
        ruleNumber: 'Kural no.',
        ruleTitle: 'Kural',
        ruleCategory: 'Kategori',
        rulePriority: 'Öncelik',
        status: 'Durum',
        penalty: 'Kaybedilen puan',
        description: 'Ne oldu',
        feedbackSource: 'Bildirim kaynağı',
        courierId: 'Kişi',
        reporter: 'Bildiren',
        attachment: 'Ekli dosya',
        apology: 'Savunma',
        apologizedAt: 'Savunma yazıldı',
        decision: 'Karar',
        decisionNote: 'Karar notu',
        decidedAt: 'Karar zamanı',
        createdAt: 'Kaydedildi',
        updatedAt: 'Son güncelleme',
        periodFrom: 'Başlangıç',
        periodTo: 'Bitiş',
      },
      actions: {
        apologize: { label: 'Savunma yaz', done: 'Savunma gönderildi: sıradaki karar genel merkezde' },
      },
    },
  },
});
