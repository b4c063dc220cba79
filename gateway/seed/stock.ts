// Seed step: the product catalogue of the demo franchises' countries and each store's stock history
// over the last 90 days (migration 034, docs/commercial.md): every product starts with a purchase
// receipt, then sells, returns, transfers, write-offs and counts; the stock row is the sum of its
// movements and each movement carries the balance after it. A few products have a minimum, some
// of them already at or under it.
// Its own generator, so the steps after it keep their data whatever this step draws.
import { productCategory, stockMovementType } from '../../src/domain/enums';
import { isLowStock } from '../../src/domain/stock';
import type { FranchiseSlot } from './accounts';
import { FRANCHISE_COUNTRY } from './franchises';
import { daysFromToday, insertRows, minutesAgo } from './bulk';
import { withoutSecondaryIndexes } from './bulk-load';
import type { SeedContext } from './context';
import { SeededRandom } from './random';

const STOCK_SEED = 34_034;
/** Days of movements behind the day of seeding. */
export const STOCK_SEEDED_DAYS = 90;
const DAY_MIN = 24 * 60;
/** Movements after a product's first receipt, at most, per store. */
const MOST_MOVEMENTS = 10;

type CategoryKey = (typeof productCategory.entries)[number]['key'];

/** Products by category, English and Turkish; each comes in the sizes below. */
const PRODUCTS: Record<CategoryKey, readonly [string, string][]> = {
  fruit_vegetables: [['Bananas', 'Muz'], ['Tomatoes', 'Domates'], ['Cucumbers', 'Salatalık'], ['Apples', 'Elma'], ['Lemons', 'Limon']],
  dairy: [['Whole milk', 'Tam yağlı süt'], ['Yoghurt', 'Yoğurt'], ['White cheese', 'Beyaz peynir'], ['Butter', 'Tereyağı'], ['Ayran', 'Ayran']],
  bakery: [['Sourdough bread', 'Ekşi mayalı ekmek'], ['Simit', 'Simit'], ['Croissant', 'Kruvasan'], ['Wholemeal bread', 'Tam buğday ekmeği']],
  beverages: [['Still water', 'Su'], ['Sparkling water', 'Maden suyu'], ['Orange juice', 'Portakal suyu'], ['Cola', 'Kola'], ['Black tea', 'Siyah çay']],
  snacks: [['Potato crisps', 'Patates cipsi'], ['Hazelnut chocolate', 'Fındıklı çikolata'], ['Mixed nuts', 'Karışık kuruyemiş'], ['Biscuits', 'Bisküvi']],
  household: [['Washing-up liquid', 'Bulaşık deterjanı'], ['Paper towels', 'Kağıt havlu'], ['Laundry detergent', 'Çamaşır deterjanı']],
  personal_care: [['Shampoo', 'Şampuan'], ['Toothpaste', 'Diş macunu'], ['Hand soap', 'Sıvı sabun']],
  frozen: [['Frozen peas', 'Dondurulmuş bezelye'], ['Ice cream', 'Dondurma'], ['Frozen pizza', 'Dondurulmuş pizza']],
};
const SIZES: readonly [string, string][] = [['small', 'küçük'], ['family size', 'aile boyu'], ['multipack', 'çoklu paket']];
/** Days a category keeps, for its nearest expiry (null: it does not run out). */
const SHELF_DAYS: Record<CategoryKey, number | null> = {
  fruit_vegetables: 7,
  dairy: 20,
  bakery: 4,
  beverages: 240,
  snacks: 180,
  household: null,
  personal_care: null,
  frozen: 120,
};

const type = (key: Parameters<typeof stockMovementType.value>[0]) => stockMovementType.value(key);

interface Product {
  id: string;
  category: number;
  sku: string;
}

/** The catalogue of one country: each product in each size. */
function catalogue(random: SeededRandom, countryId: string, alpha2: string, rows: unknown[][]): Product[] {
  const products: Product[] = [];
  let number = 0;
  for (const { key, value } of productCategory.entries) {
    for (const [en, tr] of PRODUCTS[key]) {
      for (const [sizeEn, sizeTr] of SIZES) {
        number += 1;
        const id = random.id();
        const sku = `${alpha2}-${String(value).padStart(2, '0')}${String(number).padStart(4, '0')}`;
        const image = `/products/${key}.svg`;
        rows.push([id, countryId, `${en}, ${sizeEn}`, `${tr}, ${sizeTr}`, image, image, value, `869${String(random.int(1_000_000_000, 9_999_999_999))}`, sku]);
        products.push({ id, category: value, sku });
      }
    }
  }
  return products;
}

export async function seedStock(ctx: SeedContext): Promise<void> {
  const { ids } = ctx;
  const random = new SeededRandom(STOCK_SEED);
  const productRows: unknown[][] = [];
  const stockRows: unknown[][] = [];
  const movementRows: unknown[][] = [];
  const byCountry = new Map<string, Product[]>();
  for (const slot of ['tr1', 'tr2', 'gb'] as const satisfies readonly FranchiseSlot[]) {
    const franchiseId = ids.franchises[slot];
    // the franchise's country as its step seeded it (nothing is read back: a seed only writes)
    const alpha2 = FRANCHISE_COUNTRY[slot];
    const countryId = ids.countries[alpha2]!;
    let products = byCountry.get(countryId);
    if (!products) byCountry.set(countryId, (products = catalogue(random, countryId, alpha2, productRows)));
    for (const warehouseId of ids.warehouses[slot]) {
      for (const product of products) {
        const category = productCategory.key(product.category)!;
        // the first receipt, then movements at later minutes, oldest first
        let minutes = STOCK_SEEDED_DAYS * DAY_MIN - random.int(0, DAY_MIN);
        let balance = 0;
        let lastCount: number | null = null;
        const move = (kind: number, quantity: number, reference: string, user: string) => {
          balance += quantity;
          movementRows.push([random.id(), franchiseId, warehouseId, product.id, minutes, kind, quantity, balance, reference, user]);
        };
        move(type('purchase_receipt'), random.int(20, 80), `PO-${random.int(100_000, 999_999)}`, 'Depot');
        // the later movements at moments spread over the days since, oldest first
        const moments = Array.from({ length: random.int(3, MOST_MOVEMENTS) }, () => random.int(30, minutes - 60)).sort((a, b) => b - a);
        for (const moment of moments) {
          minutes = moment;
          const roll = random.next();
          if (roll < 0.55 && balance > 0) move(type('sale'), -random.int(1, Math.min(balance, 12)), `ORD-${random.id().slice(0, 8)}`, 'Checkout');
          else if (roll < 0.62) move(type('return'), random.int(1, 2), `ORD-${random.id().slice(0, 8)}`, 'Checkout');
          else if (roll < 0.72) move(type('transfer_in'), random.int(5, 30), `WB-${random.int(100_000, 999_999)}`, 'Depot');
          else if (roll < 0.78 && balance > 0) move(type('transfer_out'), -random.int(1, Math.min(balance, 10)), `WB-${random.int(100_000, 999_999)}`, 'Store manager');
          else if (roll < 0.84 && balance > 0) move(type('write_off'), -random.int(1, Math.min(balance, 3)), 'Damaged', 'Store manager');
          else if (roll < 0.9 && balance > 0) {
            const delta = random.int(-Math.min(balance, 3), 3) || 1;
            move(type('count_adjustment'), delta, `SC-${random.int(10_000, 99_999)}`, 'Store manager');
            lastCount = minutes;
          } else move(type('purchase_receipt'), random.int(10, 60), `PO-${random.int(100_000, 999_999)}`, 'Depot');
        }
        // one product in eight has a minimum; about a third of those are already at or under it
        const minimum = random.next() < 0.125 ? (random.next() < 0.35 ? balance + random.int(0, 5) : Math.max(1, Math.floor(balance / 3))) : null;
        const shelf = SHELF_DAYS[category];
        stockRows.push([
          random.id(),
          franchiseId,
          warehouseId,
          product.id,
          balance,
          balance > 4 ? random.int(0, 3) : 0,
          random.next() < 0.1 ? random.int(10, 30) : 0,
          lastCount ?? minutes + random.int(DAY_MIN, 5 * DAY_MIN),
          shelf === null || balance <= 0 ? null : random.int(shelf > 10 ? 3 : 0, shelf),
          minimum,
          isLowStock(balance, minimum),
        ]);
      }
    }
  }
  await insertRows(ctx.tx, 'products', ['id', 'country_id', 'name_en', 'name_tr', 'image_en', 'image_tr', 'category', 'barcode', 'sku'], productRows);
  await insertRows(
    ctx.tx,
    'stock_levels',
    ['id', 'franchise_id', 'warehouse_id', 'product_id', 'available', 'reserved', 'in_transit', 'last_counted_at', 'nearest_expiry', 'minimum', 'low_alerted'],
    stockRows,
    { last_counted_at: minutesAgo, nearest_expiry: (p) => `(${daysFromToday(p)})` },
  );
  // the movements' indexes and keys built once after the rows, not row by row
  await withoutSecondaryIndexes(ctx.tx, ['stock_movements'], () =>
    insertRows(
      ctx.tx,
      'stock_movements',
      ['id', 'franchise_id', 'warehouse_id', 'product_id', 'moved_at', 'type', 'quantity', 'balance_after', 'reference', 'user_name'],
      movementRows,
      { moved_at: minutesAgo },
    ),
  );
}
