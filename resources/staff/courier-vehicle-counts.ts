import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Staff: how many couriers of each vehicle type each store asks for a week (src/screens/shiftPlan/CourierVehicleCountsPage.tsx). */
export default definePage({
  name: 'courier-vehicle-counts',
  path: '/staff/plan/courier-vehicle-counts',
  group: 'staff',
  order: 120,
  icon: 'Moped',
  access: { roles: ['shift_plan'] },
  messages: { en: { title: 'Courier vehicle counts' }, tr: { title: 'Kurye araç sayıları' } },
  screen: 'courier-vehicle-counts',
});
