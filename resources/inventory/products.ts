import { defineResource } from '../../src/domain/declaration/entry';
import { enumOf, image, text } from '../../src/domain/declaration/fields';
import { productCategory } from '../../src/domain/enums';

/**
 * The country's product catalogue, read only through the spec's POST /products (name and image in
 * the panel's language): no screen of its own, it is what the stock screens' product filter picks
 * from (src/domain/productSearch.ts).
 */
export default defineResource({
  name: 'products',
  access: { roles: ['stock'] },
  routes: {},
  gateway: () => import('../../src/domain/productSearch').then((search) => search.productSearchMapping),
  fields: {
    name: text(),
    image: image(),
    category: enumOf(productCategory),
    sku: text(),
  },
  recordRepresentation: 'name',
  messages: {
    en: { name: 'Products', fields: { name: 'Product', image: 'Image', category: 'Category', sku: 'SKU' } },
    tr: { name: 'Ürünler', fields: { name: 'Ürün', image: 'Görsel', category: 'Kategori', sku: 'SKU' } },
  },
});
