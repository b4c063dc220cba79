import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Performance (DYS): store audits. */
export default definePage({
  name: 'kds-list',
  path: '/dys/kds/list',
  group: 'dys',
  order: 120,
  icon: 'FactCheck',
  access: { roles: ['kds_list'] },
  messages: { en: { title: 'KDS list' }, tr: { title: 'KDS listesi' } },
  comingSoon: true,
});
