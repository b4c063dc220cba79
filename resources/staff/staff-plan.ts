import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: the week plan of a store's courier and picker slots (src/screens/shiftPlan/ShiftPlanPage.tsx, rules in src/domain/shiftPlan.ts). */
export default definePage({
  name: 'staff-plan',
  path: '/staff/plan',
  group: 'staff',
  order: 90,
  icon: 'CalendarMonth',
  access: { roles: ['shift_plan'] },
  messages: { en: { title: 'Staff plan' }, tr: { title: 'Personel planı' } },
  screen: 'shift-plan',
});
