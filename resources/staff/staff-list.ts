import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: couriers and pickers of the franchise. */
export default definePage({
  name: 'staff-list',
  path: '/staff/list',
  group: 'staff',
  order: 30,
  icon: () => import('@mui/icons-material/Badge'),
  access: { roles: ['person'] },
  messages: { en: { title: 'Staff list' }, tr: { title: 'Personel listesi' } },
  comingSoon: true,
});
