import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: adding a candidate; reached from the candidate list, so not a menu item. */
export default definePage({
  name: 'candidate-create',
  path: '/staff/candidate/create',
  group: 'staff',
  order: 70,
  hideFromMenu: true,
  icon: () => import('@mui/icons-material/PersonAdd'),
  access: { roles: ['person/hire'], permission: 'write' },
  messages: { en: { title: 'New candidate' }, tr: { title: 'Yeni aday' } },
  comingSoon: true,
});
