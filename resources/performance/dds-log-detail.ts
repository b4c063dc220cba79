import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Performance (DYS): one DDS record. */
export default definePage({
  name: 'dds-log-detail',
  path: '/dys/dds/logs/detail/:id',
  group: 'dys',
  order: 40,
  access: { roles: ['dds_list'] },
  messages: { en: { title: 'DDS log detail' }, tr: { title: 'DDS kayıt detayı' } },
  comingSoon: true,
});
