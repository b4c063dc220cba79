import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Performance (DYS): the overall DYS score. */
export default definePage({
  name: 'dys-summary',
  path: '/dys/summary',
  group: 'dys',
  order: 10,
  icon: 'Speed',
  access: { roles: ['dys'] },
  messages: { en: { title: 'DYS summary' }, tr: { title: 'DYS özeti' } },
  comingSoon: true,
});
