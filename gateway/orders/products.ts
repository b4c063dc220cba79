// The demo catalogue the seed and the simulator fill baskets from: names in English and Turkish,
// a price per currency, and the order types (spec 9) that sell the product.

export interface CatalogueProduct {
  id: string;
  en: string;
  tr: string;
  /** Unit price by currency code. */
  price: { TRY: number; GBP: number };
  domainTypes: readonly number[];
}

const GROCERY = [1, 3] as const;
const ALL_BUT_WATER = [1, 2, 3, 6, 14] as const;

const product = (n: number, en: string, tr: string, TRY: number, GBP: number, domainTypes: readonly number[]): CatalogueProduct => ({
  // fixed 24-hex ids, the shape of every other id
  id: `6a0000000000000000${n.toString(16).padStart(6, '0')}`,
  en,
  tr,
  price: { TRY, GBP },
  domainTypes,
});

export const CATALOGUE: readonly CatalogueProduct[] = [
  product(1, 'Milk 1 L', 'Süt 1 L', 42.5, 1.35, GROCERY),
  product(2, 'Bread', 'Ekmek', 15, 1.2, GROCERY),
  product(3, 'Eggs (10)', 'Yumurta (10 adet)', 89.9, 2.6, GROCERY),
  product(4, 'White cheese 500 g', 'Beyaz peynir 500 g', 189.9, 3.9, GROCERY),
  product(5, 'Tomatoes 1 kg', 'Domates 1 kg', 39.9, 2.2, GROCERY),
  product(6, 'Bananas 1 kg', 'Muz 1 kg', 79.9, 1.1, GROCERY),
  product(7, 'Pasta 500 g', 'Makarna 500 g', 24.5, 0.95, GROCERY),
  product(8, 'Rice 1 kg', 'Pirinç 1 kg', 74.9, 2.1, GROCERY),
  product(9, 'Olive oil 1 L', 'Zeytinyağı 1 L', 329.9, 8.5, GROCERY),
  product(10, 'Yoghurt 1 kg', 'Yoğurt 1 kg', 59.9, 1.8, GROCERY),
  product(11, 'Coffee 250 g', 'Kahve 250 g', 219.9, 4.5, GROCERY),
  product(12, 'Black tea 1 kg', 'Siyah çay 1 kg', 259.9, 5.2, GROCERY),
  product(13, 'Chocolate bar', 'Çikolata', 32.5, 1.1, ALL_BUT_WATER),
  product(14, 'Crisps', 'Cips', 44.9, 1.5, ALL_BUT_WATER),
  product(15, 'Cola 1 L', 'Kola 1 L', 45, 1.75, ALL_BUT_WATER),
  product(16, 'Ice cream', 'Dondurma', 64.9, 3.5, ALL_BUT_WATER),
  product(17, 'Toilet paper (12)', 'Tuvalet kağıdı (12 rulo)', 169.9, 5.5, GROCERY),
  product(18, 'Dish soap', 'Bulaşık deterjanı', 89.9, 1.6, GROCERY),
  product(19, 'Water 0.5 L (6)', 'Su 0,5 L (6 adet)', 39.9, 2.5, [1, 3, 4]),
  product(20, 'Water 19 L', 'Damacana su 19 L', 119.9, 7.5, [4]),
  product(21, 'Mineral water (6)', 'Maden suyu (6 adet)', 54.9, 3.2, [1, 3, 4]),
  product(22, 'Chicken breast 500 g', 'Tavuk göğsü 500 g', 164.9, 4.2, GROCERY),
  product(23, 'Apples 1 kg', 'Elma 1 kg', 49.9, 2, GROCERY),
  product(24, 'Sparkling water 1 L', 'Soda 1 L', 19.9, 0.9, [1, 3, 4]),
];

/** The products an order of `domainType` can hold (the whole catalogue when none is listed). */
export function productsFor(domainType: number): readonly CatalogueProduct[] {
  const matching = CATALOGUE.filter((item) => item.domainTypes.includes(domainType));
  return matching.length > 0 ? matching : CATALOGUE;
}

/** Free delivery from this basket amount up; below it, the fee. */
export const DELIVERY_FEE = {
  TRY: { freeFrom: 250, fee: 24.99 },
  GBP: { freeFrom: 15, fee: 1.99 },
} as const;

export type Currency = keyof typeof DELIVERY_FEE;

export interface BasketItem {
  productId: string;
  name: string;
  count: number;
  price: number;
  totalAmount: number;
}

export interface Basket {
  products: BasketItem[];
  basketAmount: number;
  deliveryFee: number;
  totalAmount: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** A basket of the chosen products and counts, priced in `currency`, names in `language`. */
export function priceBasket(
  lines: readonly { product: CatalogueProduct; count: number }[],
  currency: Currency,
  language: 'en' | 'tr',
): Basket {
  const products = lines.map(({ product: item, count }) => ({
    productId: item.id,
    name: item[language],
    count,
    price: item.price[currency],
    totalAmount: cents(item.price[currency] * count),
  }));
  const basketAmount = cents(products.reduce((sum, line) => sum + line.totalAmount, 0));
  const rule = DELIVERY_FEE[currency];
  const deliveryFee = basketAmount >= rule.freeFrom ? 0 : rule.fee;
  return { products, basketAmount, deliveryFee, totalAmount: cents(basketAmount + deliveryFee) };
}

/** Picks 1 to 5 distinct products with counts 1 to 3, using `next()` in [0, 1). */
export function randomBasketLines(
  next: () => number,
  domainType: number,
): { product: CatalogueProduct; count: number }[] {
  const pool = [...productsFor(domainType)];
  const size = 1 + Math.floor(next() * Math.min(5, pool.length));
  const lines: { product: CatalogueProduct; count: number }[] = [];
  for (let n = 0; n < size; n++) {
    const [picked] = pool.splice(Math.floor(next() * pool.length), 1);
    lines.push({ product: picked, count: 1 + Math.floor(next() * 3) });
  }
  return lines;
}
