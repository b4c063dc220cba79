import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Stock: stock coming in and going out. */
export default definePage({
  name: 'stock-movements',
  path: '/stock/movements',
  group: 'inventory',
  order: 10,
  icon: 'SwapHoriz',
  access: { roles: ['stock'] },
  messages: { en: { title: 'Stock movements' }, tr: { title: 'Stok hareketleri' } },
  comingSoon: true,
});
