import { definePage } from '../../src/framework/definePage';

/** Spec 2, Commercial: orders still on their way. */
export default definePage({
  name: 'order-active',
  path: '/commercial/order/active',
  group: 'commercial',
  order: 30,
  icon: () => import('@mui/icons-material/ShoppingCart'),
  access: { roles: ['order'] },
  messages: { en: { title: 'Active orders' }, tr: { title: 'Aktif siparişler' } },
  load: () => import('../../src/pages/ComingSoonPage'),
});
