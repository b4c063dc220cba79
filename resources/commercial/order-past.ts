import { definePage } from '../../src/framework/definePage';

/** Spec 2, Commercial: finished and cancelled orders. */
export default definePage({
  name: 'order-past',
  path: '/commercial/order/past',
  group: 'commercial',
  order: 40,
  icon: () => import('@mui/icons-material/History'),
  access: { roles: ['order'] },
  messages: { en: { title: 'Past orders' }, tr: { title: 'Geçmiş siparişler' } },
  load: () => import('../../src/pages/ComingSoonPage'),
});
