import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: requests about staff members. */
export default definePage({
  name: 'staff-request-list',
  path: '/staff/request/list',
  group: 'staff',
  order: 50,
  icon: () => import('@mui/icons-material/AssignmentInd'),
  access: { roles: ['person/manage'] },
  messages: { en: { title: 'Staff requests' }, tr: { title: 'Personel talepleri' } },
  comingSoon: true,
});
