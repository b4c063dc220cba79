import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Performance (DYS): one store audit; KDS notifications open it. */
export default definePage({
  name: 'kds-detail',
  path: '/dys/kds/detail/:id',
  group: 'dys',
  order: 130,
  access: { roles: ['kds_list'] },
  messages: { en: { title: 'KDS detail' }, tr: { title: 'KDS detayı' } },
  comingSoon: true,
});
