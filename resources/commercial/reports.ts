import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Commercial: downloadable reports. */
export default definePage({
  name: 'reports',
  path: '/commercial/reports',
  group: 'commercial',
  order: 70,
  icon: 'Summarize',
  access: { roles: ['generic/report'] },
  messages: { en: { title: 'Reports' }, tr: { title: 'Raporlar' } },
  comingSoon: true,
});
