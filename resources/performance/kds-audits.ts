import { defineResource } from '../../src/domain/declaration/entry';
import { datetime, dayRangeFilters, enumOf, grade, number, questionnaire, store, text } from '../../src/domain/declaration/fields';
import { kdsAnswer, kdsFormType } from '../../src/domain/enums';

/**
 * Spec 2, Performance (DYS): KDS, the quality audits head office's auditors make of the
 * franchise's stores (DOMAIN.md, Performance; docs/dys.md). The franchise reads the audits sent
 * to it: the form, auditor, round and score, then each question group with how many questions
 * were answered and its score, every answer with the auditor's notes and photos, and a switch to
 * the highlighted ones. A notification naming an audit opens its detail (spec 8).
 */
export default defineResource({
  name: 'kds-audits',
  group: 'dys',
  order: 120,
  icon: 'FactCheck',
  access: { roles: ['kds_list'] },
  routes: { list: '/dys/kds/list', show: '/dys/kds/detail/:id' },
  fields: {
    auditedAt: datetime({ readOnly: true, sortable: true }),
    warehouseId: store({ readOnly: true, sortable: true }),
    formType: enumOf(kdsFormType, { readOnly: true, sortable: true }),
    round: number({ readOnly: true, integer: true, sortable: true }),
    auditor: text({ readOnly: true }),
    score: grade({ readOnly: true, sortable: true }),
    answered: number({ readOnly: true, integer: true }),
    total: number({ readOnly: true, integer: true }),
    highlighted: number({ readOnly: true, integer: true, sortable: true }),
    completedAt: datetime({ readOnly: true }),
    sentAt: datetime({ readOnly: true, sortable: true }),
    groups: questionnaire(kdsAnswer),
    // the list's days, as the day of the audit
    ...dayRangeFilters(),
  },
  recordRepresentation: 'auditor',
  list: {
    columns: ['auditedAt', 'warehouseId', 'formType', 'round', 'score', 'highlighted', 'auditor', 'sentAt'],
    filters: ['warehouseId', 'formType', 'periodFrom', 'periodTo'],
    dateRange: { from: 'periodFrom', to: 'periodTo', maxDays: 366 },
    sort: { field: 'auditedAt', order: 'DESC' },
    perPage: 25,
  },
  show: {
    fields: ['formType', 'warehouseId', 'auditedAt', 'round', 'auditor', 'score', 'answered', 'total', 'highlighted', 'completedAt', 'sentAt', 'groups'],
  },
  messages: {
    en: {
      name: 'KDS audits',
      fields: {
        auditedAt: 'Audited',
        formType: 'Form',
        round: 'Round',
        auditor: 'Auditor',
        score: 'Score',
        answered: 'Questions answered',
        total: 'Questions',
        highlighted: 'Highlighted',
        completedAt: 'Completed',
        sentAt: 'Sent to the franchise',
        groups: 'Questions and answers',
        periodFrom: 'From',
        periodTo: 'To',
      },
    },
    tr: {
      name: 'KDS denetimleri',
      fields: {
        auditedAt: 'Denetim zamanı',
        formType: 'Form',
        round: 'Tur',
        auditor: 'Denetçi',
        score: 'Puan',
        answered: 'Yanıtlanan soru',
        total: 'Soru',
        highlighted: 'Vurgulanan',
        completedAt: 'Tamamlandı',
        sentAt: 'Franchise’a gönderildi',
        groups: 'Sorular ve yanıtlar',
        periodFrom: 'Başlangıç',
        periodTo: 'Bitiş',
      },
    },
  },
});
