import { TR_GROUP } from '../../src/domain/countries';
import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Commercial: the franchise's bills; TR and two other countries only. */
export default definePage({
  name: 'bills',
  path: '/commercial/bills',
  group: 'commercial',
  order: 100,
  icon: 'ReceiptLong',
  access: { roles: ['bill_management'], countries: TR_GROUP },
  messages: { en: { title: 'Bills' }, tr: { title: 'Faturalar' } },
  comingSoon: true,
});
