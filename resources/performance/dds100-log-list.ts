import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Performance (DYS): former DDS 100 records. */
export default definePage({
  name: 'dds100-log-list',
  path: '/dys/dds100/log/list',
  group: 'dys',
  order: 60,
  icon: 'FormatListNumbered',
  access: { roles: ['dds_old'] },
  messages: { en: { title: 'DDS 100 logs' }, tr: { title: 'DDS 100 kayıtları' } },
  comingSoon: true,
});
