import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: one leave request. */
export default definePage({
  name: 'leave-detail',
  path: '/staff/leave/detail/:id',
  group: 'staff',
  order: 140,
  access: { roles: ['workforce'] },
  messages: { en: { title: 'Leave request' }, tr: { title: 'İzin talebi' } },
  comingSoon: true,
});
