import { definePage } from '../../src/framework/definePage';

/** Spec 2, Commercial: order counts over time. */
export default definePage({
  name: 'order-stats',
  path: '/commercial/order/stats',
  group: 'commercial',
  order: 20,
  icon: () => import('@mui/icons-material/BarChart'),
  access: { roles: ['stats/order_count'] },
  messages: { en: { title: 'Order statistics' }, tr: { title: 'Sipariş istatistikleri' } },
  load: () => import('../../src/pages/ComingSoonPage'),
});
