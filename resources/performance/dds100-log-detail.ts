import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Performance (DYS): one former DDS 100 record. */
export default definePage({
  name: 'dds100-log-detail',
  path: '/dys/dds100/log/detail/:id',
  group: 'dys',
  order: 70,
  access: { roles: ['dds_old'] },
  messages: { en: { title: 'DDS 100 log detail' }, tr: { title: 'DDS 100 kayıt detayı' } },
  comingSoon: true,
});
