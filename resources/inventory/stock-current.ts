import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Stock: stock on hand now. */
export default definePage({
  name: 'stock-current',
  path: '/stock/current',
  group: 'inventory',
  order: 20,
  icon: 'Inventory',
  access: { roles: ['stock'] },
  messages: { en: { title: 'Current stock' }, tr: { title: 'Güncel stok' } },
  comingSoon: true,
});
