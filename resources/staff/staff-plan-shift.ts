import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: shifts of the staff plan. */
export default definePage({
  name: 'staff-plan-shift',
  path: '/staff/plan/shift',
  group: 'staff',
  order: 110,
  icon: () => import('@mui/icons-material/ViewTimeline'),
  access: { roles: ['shift_plan'] },
  messages: { en: { title: 'Shift plan' }, tr: { title: 'Vardiya planı' } },
  comingSoon: true,
});
