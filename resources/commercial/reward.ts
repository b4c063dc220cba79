import { defineResource } from '../../src/domain/declaration/entry';
import { datetime, enumOf, money, number, period, store, text } from '../../src/domain/declaration/fields';
import { rewardKind, rewardStatus } from '../../src/domain/enums';

/**
 * Spec 2, Commercial: the rewards the franchise's stores earn per financial month (26th to 25th;
 * DOMAIN.md, Reward, our model; docs/commercial.md): what for (a DYS grade, the courier program,
 * a campaign), the criterion, the value achieved against its target, the amount in the country's
 * currency and where it stands (pending, approved, paid). Read-only: head office decides them.
 */
export default defineResource({
  name: 'reward',
  group: 'commercial',
  order: 90,
  icon: 'EmojiEvents',
  access: { roles: ['reward'] },
  routes: { list: '/commercial/reward' },
  rest: { path: '/rewards' },
  fields: {
    // the record's own financial month, also the list's month filter (the one in progress first)
    month: period('month', { filterOnly: false, readOnly: true, sortable: true }),
    warehouseId: store({ readOnly: true, sortable: true }),
    kind: enumOf(rewardKind, { readOnly: true, sortable: true }),
    criterion: text({ readOnly: true }),
    achieved: number({ readOnly: true, sortable: true }),
    target: number({ readOnly: true }),
    amount: money({ readOnly: true, sortable: true }),
    status: enumOf(rewardStatus, { readOnly: true, sortable: true }),
    decidedAt: datetime({ readOnly: true }),
  },
  recordRepresentation: 'criterion',
  list: {
    columns: ['month', 'warehouseId', 'kind', 'criterion', 'achieved', 'target', 'amount', 'status'],
    filters: ['month', 'warehouseId', 'kind', 'status'],
    sort: { field: 'amount', order: 'DESC' },
    perPage: 25,
  },
  messages: {
    en: {
      name: 'Rewards',
      fields: {
        kind: 'Kind',
        criterion: 'Criterion',
        achieved: 'Achieved',
        target: 'Target',
        amount: 'Amount',
        status: 'Status',
        decidedAt: 'Decided',
      },
    },
    tr: {
      name: 'Ödüller',
      fields: {
        kind: 'Tür',
        criterion: 'Kriter',
        achieved: 'Gerçekleşen',
        target: 'Hedef',
        amount: 'Tutar',
        status: 'Durum',
        decidedAt: 'Karar zamanı',
      },
    },
  },
});
