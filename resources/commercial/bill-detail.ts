import { TR_GROUP } from '../../src/domain/countries';
import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Commercial: one bill; TR and two other countries only. */
export default definePage({
  name: 'bill-detail',
  path: '/commercial/bills/detail/:id',
  group: 'commercial',
  order: 110,
  access: { roles: ['bill_management'], countries: TR_GROUP },
  messages: { en: { title: 'Bill detail' }, tr: { title: 'Fatura detayı' } },
  comingSoon: true,
});
