import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Performance (DYS): the KDS score. */
export default definePage({
  name: 'kds-summary',
  path: '/dys/kds/summary',
  group: 'dys',
  order: 140,
  icon: 'Grading',
  access: { roles: ['kds'] },
  messages: { en: { title: 'KDS summary' }, tr: { title: 'KDS özeti' } },
  comingSoon: true,
});
