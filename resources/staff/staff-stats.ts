import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: staff performance figures. */
export default definePage({
  name: 'staff-stats',
  path: '/staff/stats',
  group: 'staff',
  order: 20,
  icon: () => import('@mui/icons-material/QueryStats'),
  access: { roles: ['person/performance'] },
  messages: { en: { title: 'Staff statistics' }, tr: { title: 'Personel istatistikleri' } },
  comingSoon: true,
});
