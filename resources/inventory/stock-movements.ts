import { defineResource } from '../../src/domain/declaration/entry';
import { datetime, dayRangeFilters, enumOf, number, reference, store, text } from '../../src/domain/declaration/fields';
import { stockMovementType } from '../../src/domain/enums';
import { STOCK_PATHS } from '../../src/domain/paths';
import { STOCK_MOVEMENT_MAX_DAYS } from '../../src/domain/stock';

/**
 * Spec 2, Stock: stock coming in and going out (DOMAIN.md, Commercial and stock; docs/commercial.md).
 * Each movement's signed quantity and the product's balance right after it, at most 31 days a
 * query (the gateway refuses longer; the range input says so at the field). The product filter
 * searches the catalogue through the spec's POST /products.
 */
export default defineResource({
  name: 'stock-movements',
  group: 'inventory',
  order: 10,
  icon: 'SwapHoriz',
  access: { roles: ['stock'] },
  routes: { list: '/stock/movements' },
  report: { path: STOCK_PATHS.movements, reply: { rows: 'movements', total: 'totalCount' }, period: { days: { defaultDays: 7 } } },
  fields: {
    movedAt: datetime({ sortable: true }),
    warehouseId: store(),
    productId: reference('products', 'name'),
    productName: text(),
    type: enumOf(stockMovementType, { sortable: true }),
    quantity: number({ integer: true, sortable: true, signed: true }),
    balanceAfter: number({ integer: true }),
    reference: text(),
    userName: text(),
    ...dayRangeFilters(),
  },
  recordRepresentation: 'reference',
  list: {
    columns: ['movedAt', 'warehouseId', 'productName', 'type', 'quantity', 'balanceAfter', 'reference', 'userName'],
    filters: ['warehouseId', 'productId', 'type', 'periodFrom', 'periodTo'],
    dateRange: { from: 'periodFrom', to: 'periodTo', maxDays: STOCK_MOVEMENT_MAX_DAYS },
    sort: { field: 'movedAt', order: 'DESC' },
    perPage: 25,
  },
  messages: {
    en: {
      name: 'Stock movements',
      fields: {
        movedAt: 'Date',
        productId: 'Product',
        productName: 'Product',
        type: 'Type',
        quantity: 'Quantity',
        balanceAfter: 'Balance after',
        reference: 'Reference',
        userName: 'User',
        periodFrom: 'From',
        periodTo: 'To',
      },
    },
    tr: {
      name: 'Stok hareketleri',
      fields: {
        movedAt: 'Tarih',
        productId: 'Ürün',
        productName: 'Ürün',
        type: 'Tür',
        quantity: 'Miktar',
        balanceAfter: 'Sonraki bakiye',
        reference: 'Referans',
        userName: 'Kullanıcı',
        periodFrom: 'Başlangıç',
        periodTo: 'Bitiş',
      },
    },
  },
});
