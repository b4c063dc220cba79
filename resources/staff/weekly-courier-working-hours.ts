import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: courier hours per week. */
export default definePage({
  name: 'weekly-courier-working-hours',
  path: '/staff/weekly-courier-working-hours',
  group: 'staff',
  order: 100,
  icon: () => import('@mui/icons-material/Schedule'),
  access: { roles: ['shift_plan'] },
  messages: { en: { title: 'Weekly courier working hours' }, tr: { title: 'Haftalık kurye çalışma saatleri' } },
  comingSoon: true,
});
