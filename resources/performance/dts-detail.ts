import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Performance (DYS): one DTS record. */
export default definePage({
  name: 'dts-detail',
  path: '/dys/dts/detail/:id',
  group: 'dys',
  order: 90,
  access: { roles: ['dts_list'] },
  messages: { en: { title: 'DTS detail' }, tr: { title: 'DTS detayı' } },
  comingSoon: true,
});
