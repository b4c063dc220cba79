import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Performance (DYS): DDS records. */
export default definePage({
  name: 'dds-logs',
  path: '/dys/dds/logs',
  group: 'dys',
  order: 30,
  icon: 'ListAlt',
  access: { roles: ['dds_list'] },
  messages: { en: { title: 'DDS logs' }, tr: { title: 'DDS kayıtları' } },
  comingSoon: true,
});
