import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: the new timesheet. */
export default definePage({
  name: 'timesheet-v2',
  path: '/staff/timesheet-v2',
  group: 'staff',
  order: 180,
  icon: () => import('@mui/icons-material/MoreTime'),
  access: { roles: ['workforce_v2'] },
  badge: 'timesheetCount',
  messages: { en: { title: 'Timesheet v2' }, tr: { title: 'Puantaj v2' } },
  comingSoon: true,
});
