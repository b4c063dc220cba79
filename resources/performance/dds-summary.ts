import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Performance (DYS): the DDS score. */
export default definePage({
  name: 'dds-summary',
  path: '/dys/dds/summary',
  group: 'dys',
  order: 20,
  icon: 'Assessment',
  access: { roles: ['dds'] },
  messages: { en: { title: 'DDS summary' }, tr: { title: 'DDS özeti' } },
  comingSoon: true,
});
