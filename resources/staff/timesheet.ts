import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: worked hours of the staff. */
export default definePage({
  name: 'timesheet',
  path: '/staff/timesheet',
  group: 'staff',
  order: 170,
  icon: () => import('@mui/icons-material/PunchClock'),
  access: { roles: ['workforce'] },
  badge: 'timesheetCount',
  messages: { en: { title: 'Timesheet' }, tr: { title: 'Puantaj' } },
  comingSoon: true,
});
