import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Performance (DYS): the former DDS 100 score. */
export default definePage({
  name: 'dds100-summary',
  path: '/dys/dds100/summary',
  group: 'dys',
  order: 50,
  icon: 'Percent',
  access: { roles: ['dds_old'] },
  messages: { en: { title: 'DDS 100 summary' }, tr: { title: 'DDS 100 özeti' } },
  comingSoon: true,
});
