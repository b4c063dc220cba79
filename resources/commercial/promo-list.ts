import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Commercial: the franchise's promos. */
export default definePage({
  name: 'promo-list',
  path: '/commercial/promo/list',
  group: 'commercial',
  order: 60,
  icon: 'LocalOffer',
  access: { roles: ['promo'] },
  messages: { en: { title: 'Promos' }, tr: { title: 'Promosyonlar' } },
  comingSoon: true,
});
