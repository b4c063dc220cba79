import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Performance (DYS): DTS records; the sidebar badge counts them. */
export default definePage({
  name: 'dts-list',
  path: '/dys/dts/list',
  group: 'dys',
  order: 80,
  icon: 'Gavel',
  access: { roles: ['dts_list'] },
  badge: 'dtsCount',
  messages: { en: { title: 'DTS list' }, tr: { title: 'DTS listesi' } },
  comingSoon: true,
});
