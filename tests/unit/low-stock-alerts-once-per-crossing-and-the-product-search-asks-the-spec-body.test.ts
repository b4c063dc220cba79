// The stock rules shared by the gateway and the panel (src/domain/stock.ts): a product is low at or
// under its minimum, and a change alerts only when it brings the product there from above; a
// movement's quantity carries its type's sign (gateway/db/stock.ts); the product filter's search
// is the spec's POST /products?limit&offset body in the panel's language (src/domain/productSearch.ts).
import { describe, expect, it } from 'vitest';
import { movementQuantityFits } from '../../gateway/db/stock';
import { stockMovementType } from '../../src/domain/enums';
import { STOCK_PATHS } from '../../src/domain/paths';
import { productSearchMapping } from '../../src/domain/productSearch';
import { isLowStock, lowStockCrossing } from '../../src/domain/stock';

describe('low stock', () => {
  it('is at or under the minimum, never without one', () => {
    expect(isLowStock(3, 3)).toBe(true);
    expect(isLowStock(2, 3)).toBe(true);
    expect(isLowStock(4, 3)).toBe(false);
    expect(isLowStock(0, null)).toBe(false);
    expect(isLowStock(-1, 0)).toBe(true);
  });

  it('alerts once when stock falls to its minimum, not while it stays low, and again after it recovered', () => {
    let row = { available: 5, minimum: 3 as number | null, alerted: false };
    const step = (delta: number) => {
      const result = lowStockCrossing(row, delta);
      row = { ...row, available: row.available + delta, alerted: result.alerted };
      return result.notify;
    };
    expect([step(-1), step(-1), step(-1), step(-1)]).toEqual([false, true, false, false]);
    expect(step(+2)).toBe(false); // 3: still at the minimum, still alerted
    expect(row.alerted).toBe(true);
    expect(step(+1)).toBe(false); // 4: above again, quietly
    expect(row.alerted).toBe(false);
    expect(step(-1)).toBe(true); // 3: crossed again
  });

  it('alerts at once for a minimum set at or above what is left, and not for one cleared', () => {
    expect(lowStockCrossing({ available: 4, minimum: 4, alerted: false }, 0)).toEqual({ alerted: true, notify: true });
    expect(lowStockCrossing({ available: 4, minimum: 4, alerted: true }, 0)).toEqual({ alerted: true, notify: false });
    expect(lowStockCrossing({ available: 4, minimum: null, alerted: true }, 0)).toEqual({ alerted: false, notify: false });
  });
});

describe('a movement\'s quantity', () => {
  it('carries its type\'s sign: out for a sale, in for a receipt, either for a count', () => {
    const type = (key: Parameters<typeof stockMovementType.value>[0]) => stockMovementType.value(key);
    expect(movementQuantityFits(type('sale'), -2)).toBe(true);
    expect(movementQuantityFits(type('sale'), 2)).toBe(false);
    expect(movementQuantityFits(type('purchase_receipt'), 10)).toBe(true);
    expect(movementQuantityFits(type('write_off'), 1)).toBe(false);
    expect(movementQuantityFits(type('count_adjustment'), -3)).toBe(true);
    expect(movementQuantityFits(type('count_adjustment'), 3)).toBe(true);
    expect(movementQuantityFits(type('return'), 0)).toBe(false);
    expect(movementQuantityFits(type('return'), 1.5)).toBe(false);
    expect(movementQuantityFits(99, 1)).toBe(false);
  });
});

describe('the product search', () => {
  const list = productSearchMapping.getList!;
  it('asks POST /products with limit and offset from the page, the keyword and the panel\'s language', () => {
    expect(list.request({ filter: { q: ' milk ' }, pagination: { page: 3, perPage: 10 } }, { language: 'tr' })).toEqual({
      method: 'POST',
      path: STOCK_PATHS.products,
      query: { limit: 10, offset: 20 },
      body: { language: 'tr', keyword: 'milk' },
    });
    expect(list.request({ filter: {} }, {}).body).toEqual({ language: 'en' });
  });

  it('finds chosen products by id, and reads the reply\'s _id as the id', () => {
    const many = productSearchMapping.getMany!;
    expect(many.request({ ids: ['a', 'b'] }, { language: 'en' })).toMatchObject({ query: { limit: 2, offset: 0 }, body: { searchFilterOptions: { ids: ['a', 'b'] } } });
    const reply = { products: [{ _id: 'a', name: 'Milk' }], totalCount: 7 };
    expect(list.response(reply, {})).toEqual({ data: [{ id: 'a', name: 'Milk' }], total: 7 });
    expect(many.response(reply, { ids: ['a'] })).toEqual([{ id: 'a', name: 'Milk' }]);
  });
});
