import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: planned courier vehicles per slot. */
export default definePage({
  name: 'courier-vehicle-counts',
  path: '/staff/plan/courier-vehicle-counts',
  group: 'staff',
  order: 120,
  icon: () => import('@mui/icons-material/Moped'),
  access: { roles: ['shift_plan'] },
  messages: { en: { title: 'Courier vehicle counts' }, tr: { title: 'Kurye araç sayıları' } },
  comingSoon: true,
});
