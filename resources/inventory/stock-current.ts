import { defineResource } from '../../src/domain/declaration/entry';
import { boolean, date, datetime, enumOf, image, number, store, text } from '../../src/domain/declaration/fields';
import { productCategory } from '../../src/domain/enums';
import { STOCK_PATHS } from '../../src/domain/paths';

/**
 * Spec 2, Stock: stock on hand now, per store and product (DOMAIN.md, Commercial and stock; docs/
 * commercial.md). One store at a time (the list opens on the user's first store); the product's
 * name and image in the panel's language. Available is the sum of the product's movements
 * (/stock/movements). A franchise sets a product's minimum per store: at or under it the row is
 * marked low, and reaching it sends one notification (bell and Web Push) until it recovers.
 */
export default defineResource({
  name: 'stock-current',
  group: 'inventory',
  order: 20,
  icon: 'Inventory',
  access: { roles: ['stock'] },
  routes: { list: '/stock/current' },
  report: { path: STOCK_PATHS.current, reply: { rows: 'stocks', total: 'totalCount' } },
  fields: {
    productImage: image(),
    productName: text({ sortable: true }),
    sku: text(),
    category: enumOf(productCategory, { sortable: true }),
    warehouseId: store({ required: true }),
    available: number({ integer: true, sortable: true }),
    reserved: number({ integer: true }),
    inTransit: number({ integer: true }),
    lastCountedAt: datetime({ sortable: true }),
    nearestExpiry: date({ sortable: true, expiry: true }),
    minimum: number({ integer: true, min: 0, max: 1_000_000 }),
    lowStock: boolean({ flag: true }),
    // filters only: what is out of stock, what is at or under its minimum
    zeroStock: boolean(),
  },
  recordRepresentation: 'productName',
  list: {
    columns: ['productImage', 'productName', 'category', 'available', 'reserved', 'inTransit', 'minimum', 'lowStock', 'lastCountedAt', 'nearestExpiry', 'sku'],
    // what a store checks at a glance, with its Set minimum button, fits 1280 px: reserved, in
    // transit, the last count and the SKU are a click away (Columns); a phone's cards show them all
    hiddenColumns: ['reserved', 'inTransit', 'lastCountedAt', 'sku'],
    filters: ['warehouseId', 'category', 'zeroStock', 'lowStock'],
    requiredStore: 'warehouseId',
    search: { labelKey: 'resources.stock-current.search' },
    sort: { field: 'productName', order: 'ASC' },
    perPage: 25,
  },
  actions: {
    // the minimum under which the store is told (empty: no alert)
    setMinimum: {
      from: {},
      access: { roles: ['stock'], permission: 'update' },
      fields: { minimum: number({ integer: true, min: 0, max: 1_000_000 }) },
    },
  },
  messages: {
    en: {
      name: 'Current stock',
      search: 'Product name, SKU or barcode',
      fields: {
        productImage: 'Image',
        productName: 'Product',
        sku: 'SKU',
        category: 'Category',
        available: 'Available',
        reserved: 'Reserved',
        inTransit: 'In transit',
        lastCountedAt: 'Last counted',
        nearestExpiry: 'Nearest expiry',
        minimum: 'Minimum',
        lowStock: 'Low stock',
        zeroStock: 'Out of stock',
      },
      actions: { setMinimum: { label: 'Set minimum', done: 'Minimum saved' } },
    },
    tr: {
      name: 'Güncel stok',
      search: 'Ürün adı, SKU veya barkod',
      fields: {
        productImage: 'Görsel',
        productName: 'Ürün',
        sku: 'SKU',
        category: 'Kategori',
        available: 'Mevcut',
        reserved: 'Rezerve',
        inTransit: 'Yolda',
        lastCountedAt: 'Son sayım',
        nearestExpiry: 'En yakın SKT',
        minimum: 'Asgari',
        lowStock: 'Düşük stok',
        zeroStock: 'Stokta yok',
      },
      actions: { setMinimum: { label: 'Asgariyi belirle', done: 'Asgari kaydedildi' } },
    },
  },
});
