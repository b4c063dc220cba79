import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: head count of the staff by state. */
export default definePage({
  name: 'staff-tally',
  path: '/staff/tally',
  group: 'staff',
  order: 10,
  icon: () => import('@mui/icons-material/HowToReg'),
  access: { roles: ['workforce'] },
  messages: { en: { title: 'Staff tally' }, tr: { title: 'Personel sayımı' } },
  comingSoon: true,
});
