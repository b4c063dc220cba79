import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Commercial: the franchise's earnings. */
export default definePage({
  name: 'earnings',
  path: '/commercial/earnings',
  group: 'commercial',
  order: 10,
  icon: 'Payments',
  access: { roles: ['earnings'] },
  messages: { en: { title: 'Earnings' }, tr: { title: 'Kazançlar' } },
  comingSoon: true,
});
