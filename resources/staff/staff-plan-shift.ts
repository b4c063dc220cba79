import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: the shift plan's requests from employees (change or drop a slot), decided here (src/screens/shiftPlan/ShiftRequestsPage.tsx). */
export default definePage({
  name: 'staff-plan-shift',
  path: '/staff/plan/shift',
  group: 'staff',
  order: 110,
  icon: 'ViewTimeline',
  access: { roles: ['shift_plan'] },
  messages: { en: { title: 'Shift plan requests' }, tr: { title: 'Vardiya planı talepleri' } },
  screen: 'shift-plan-requests',
});
