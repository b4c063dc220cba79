import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: staff leave requests. */
export default definePage({
  name: 'leave-list',
  path: '/staff/leave/list',
  group: 'staff',
  order: 130,
  icon: () => import('@mui/icons-material/BeachAccess'),
  access: { roles: ['workforce'] },
  badge: 'leavesCount',
  messages: { en: { title: 'Leave requests' }, tr: { title: 'İzin talepleri' } },
  comingSoon: true,
});
