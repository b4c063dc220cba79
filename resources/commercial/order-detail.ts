import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Commercial: one order with its basket, people and timeline; order links everywhere open it. */
export default definePage({
  name: 'order-detail',
  path: '/order/detail/:id',
  group: 'commercial',
  order: 50,
  access: { roles: ['order'] },
  messages: { en: { title: 'Order detail' }, tr: { title: 'Sipariş detayı' } },
  screen: 'order-detail',
});
