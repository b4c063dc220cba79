import { TR_GROUP } from '../../src/domain/countries';
import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Other: how to reach support; TR and two other countries only. The franchise's contacts, read-only (HQ keeps them). */
export default definePage({
  name: 'contact-us',
  path: '/frequently-used/contact-us',
  group: 'frequently_used',
  order: 10,
  icon: 'ContactSupport',
  access: { roles: ['contact_us'], countries: TR_GROUP },
  messages: { en: { title: 'Contact us' }, tr: { title: 'Bize ulaşın' } },
  screen: 'contact-us',
});
