import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: the couriers' work program. */
export default definePage({
  name: 'courier-program',
  path: '/staff/courier/program',
  group: 'staff',
  order: 150,
  icon: () => import('@mui/icons-material/DeliveryDining'),
  access: { roles: ['workforce'] },
  messages: { en: { title: 'Courier program' }, tr: { title: 'Kurye programı' } },
  comingSoon: true,
});
